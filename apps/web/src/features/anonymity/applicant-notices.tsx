/**
 * How the applicant page, the list and the board show an applicant in an anonymised review: the badge,
 * the notice where the contact card was, the question on conflict of interest ('jäv') before a revealed
 * person is shown, and the notice to one who declared a conflict.
 */
import type { ApplicantVisibility } from '@rekry/domain';
import { EyeOff, ShieldAlert, UserCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useConfirmNoConflict } from './api.ts';
import { anonymityStrings } from './strings.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = anonymityStrings.page;

/** 'Anonym' (or 'Jäv anmält') beside the alias: an icon and a word, not a colour alone. */
export function AnonymityBadge({ visibility }: { visibility: ApplicantVisibility | undefined }) {
  if (!visibility || visibility.state === 'named') return null;
  if (visibility.state === 'conflict')
    return (
      <Badge tone="red" className="gap-1">
        <ShieldAlert className="size-3" aria-hidden />
        {anonymityStrings.conflictBadge}
      </Badge>
    );
  return (
    <Badge tone="gray" className="gap-1">
      <EyeOff className="size-3" aria-hidden />
      {anonymityStrings.badge}
    </Badge>
  );
}

/** Where the contact card was: what is hidden, and when it is shown. */
export function HiddenContactCard() {
  return (
    <Card data-testid="contact-hidden">
      <CardHeader title={t.hiddenTitle} />
      <div className="flex gap-3 px-5 py-4 text-sm">
        <EyeOff className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
        <div>
          <p className="font-medium text-gray-900">{t.hidden}</p>
          <p className="mt-1 text-gray-600">{t.hiddenText}</p>
        </div>
      </div>
    </Card>
  );
}

export function ConflictNotice() {
  return (
    <Alert tone="warning" title={t.conflictNotice} className="mb-6">
      {t.conflictNoticeText}
    </Alert>
  );
}

/**
 * Before a revealed applicant is shown to a reviewer: they say they have no conflict of interest (the
 * page then loads the person), or that they have one (asked again; the person stays hidden to them).
 */
export function ConfirmNoConflictCard({
  containerId,
  positionId,
  applicantId,
}: {
  containerId: number;
  positionId: number;
  applicantId: number;
}) {
  const answer = useConfirmNoConflict({ containerId, positionId, applicantId });
  const asking = useDialog();
  return (
    <Card className="mb-6" data-testid="confirm-no-conflict">
      <CardHeader title={t.confirmTitle} />
      <div className="space-y-4 px-5 py-4">
        <p className="max-w-prose text-sm text-gray-700">{t.confirmText}</p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            // A long answer: on a phone it wraps inside the button instead of running out of it.
            className="h-auto! py-2 whitespace-normal!"
            loading={answer.isPending && answer.variables === false}
            disabled={answer.isPending}
            onClick={() => answer.mutate(false, { onSuccess: () => toast.success(t.shown) })}
            icon={UserCheck}
          >
            {t.notConflicted}
          </Button>
          <Button
            variant="danger-outline"
            disabled={answer.isPending}
            onClick={asking.show}
            icon={ShieldAlert}
          >
            {t.conflicted}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        {...asking.props}
        question={t.conflictAsk}
        busy={answer.isPending}
        onConfirm={() =>
          answer.mutate(true, {
            onSuccess: () => {
              asking.close();
              toast.success(t.conflictSaved);
            },
          })
        }
      />
    </Card>
  );
}
