import { formatDateTime, type ApplicantEvaluation } from '@rekry/domain';
import { ClipboardCheck, EyeOff, FileDown, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { showError } from '../../lib/error-toast.ts';
import { paths } from '../../lib/paths.ts';
import { downloadDecisionBasis, useApplicantEvaluation } from './api.ts';
import { ScoreKit } from './score-kit.tsx';
import { scorecardStrings } from './strings.ts';
import { ReviewerCard, TeamScores } from './team-scores.tsx';

const t = scorecardStrings.card;

interface ApplicantRef {
  containerId: number;
  positionId: number;
  applicantId: number;
}

/**
 * The applicant page's 'Bedömning': the caller's own scorecard (the interview kit while it is a draft),
 * then the team's scores once the caller may see them — or, while hidden, how many have submitted.
 * Writers download the decision basis (bedömningsunderlag) as a PDF once they see the others' scores.
 */
export function EvaluationCard({ canEdit, ...ref }: ApplicantRef & { canEdit: boolean }) {
  const evaluation = useApplicantEvaluation(ref.containerId, ref.positionId, ref.applicantId);
  const data = evaluation.data;
  const hasProfile = (data?.criteria.length ?? 0) > 0;
  return (
    <section aria-label={t.title} data-testid="applicant-evaluation">
      <Card>
        <CardHeader
          title={t.title}
          actions={
            // The decision basis holds everyone's scores: offered once the caller may see them.
            canEdit && hasProfile && data?.hidden === null ? <DecisionBasisButton {...ref} /> : undefined
          }
        />
        <QueryBoundary
          query={evaluation}
          loading={<SkeletonRows label={t.loading} rows={3} />}
          failed={t.failed}
          isEmpty={!hasProfile}
          empty={
            <EmptyState
              icon={ClipboardCheck}
              title={t.noProfile}
              description={canEdit ? t.noProfileText : t.noProfileReader}
              action={
                canEdit ? (
                  <ButtonLink to={paths.positionScorecard(ref.positionId)} variant="secondary">
                    {t.buildProfile}
                  </ButtonLink>
                ) : null
              }
            />
          }
        >
          {data ? <Evaluation {...ref} evaluation={data} /> : null}
        </QueryBoundary>
      </Card>
    </section>
  );
}

function DecisionBasisButton({ containerId, positionId, applicantId }: ApplicantRef) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadDecisionBasis(containerId, positionId, applicantId);
      toast.success(t.downloaded);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()} icon={FileDown}>
      {t.download}
    </Button>
  );
}

function Evaluation({ evaluation, ...ref }: ApplicantRef & { evaluation: ApplicantEvaluation }) {
  const [changing, setChanging] = useState(false);
  const mine = evaluation.mine;
  const submitted = mine?.submittedAt ? mine : null;
  return (
    <div className="divide-y divide-gray-100">
      <div className="px-4 py-4 sm:px-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-gray-900">{t.mine}</h3>
          {mine && !mine.submittedAt ? (
            <Badge tone="amber">{t.draftSaved(formatDateTime(mine.updatedAt))}</Badge>
          ) : null}
        </div>
        {submitted && !changing ? (
          <div className="space-y-3">
            <ReviewerCard card={submitted} criteria={evaluation.criteria} />
            <Button variant="secondary" onClick={() => setChanging(true)} icon={Pencil}>
              {t.edit}
            </Button>
          </div>
        ) : (
          <ScoreKit
            {...ref}
            evaluation={evaluation}
            resubmit={Boolean(submitted)}
            onDone={() => setChanging(false)}
          />
        )}
      </div>
      <div className="px-4 py-4 sm:px-5">
        <h3 className="mb-3 text-base font-semibold text-gray-900">{scorecardStrings.summary.title}</h3>
        {evaluation.hidden ? (
          <div className="flex gap-3 rounded-lg bg-gray-50 px-3 py-3 text-sm text-gray-700">
            <EyeOff className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
            <div>
              <p className="font-medium text-gray-900">
                {evaluation.hidden === 'never' ? t.hiddenNever : t.hiddenSubmitFirst}
              </p>
              <p className="mt-0.5">{t.othersSubmitted(evaluation.othersSubmitted)}</p>
            </div>
          </div>
        ) : (
          <TeamScores
            criteria={evaluation.criteria}
            summary={evaluation.summary}
            others={evaluation.others}
          />
        )}
      </div>
    </div>
  );
}
