import { actions, type ApplicantDetail } from '@rekry/domain';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useRevealApplicant } from './api.ts';
import { anonymityStrings } from './strings.ts';

const t = anonymityStrings.review;

interface OnApplicant {
  containerId: number;
  positionId: number;
  applicantId: number;
}

/**
 * To a position admin in an anonymised review: whether the reviewers still see an alias, and while they
 * do, 'Visa sökande nu' with a required reason (logged).
 */
export function ReviewState({ review, ...at }: OnApplicant & { review: ApplicantDetail['review'] }) {
  const [open, setOpen] = useState(false);
  if (!review) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="review-state">
      {review === 'anonymous' ? (
        <Badge tone="gray" className="gap-1">
          <EyeOff className="size-3" aria-hidden />
          {t.anonymous}
        </Badge>
      ) : (
        <Badge tone="green" className="gap-1">
          <Eye className="size-3" aria-hidden />
          {t.revealed}
        </Badge>
      )}
      {review === 'anonymous' ? (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)} icon={Eye}>
          {t.reveal}
        </Button>
      ) : null}
      {open ? <RevealDialog {...at} onClose={() => setOpen(false)} /> : null}
    </span>
  );
}

function RevealDialog({ onClose, ...at }: OnApplicant & { onClose: () => void }) {
  const reveal = useRevealApplicant(at);
  const { onSubmit, busy, formError, field } = useActionForm({
    schema: actions.reveal_Applicant.input,
    fixed: at,
    defaultValues: { reason: '' },
    failed: t.failed,
    submit: (input) => reveal.mutateAsync(input),
    onSuccess: () => {
      toast.success(t.revealed_);
      onClose();
    },
  });
  return (
    <Modal
      onClose={onClose}
      title={t.revealTitle}
      description={t.revealText}
      busy={busy}
      onSubmit={() => void onSubmit()}
      submit={{ label: t.reveal }}
      error={formError}
    >
      <TextAreaField label={t.reason} hint={t.reasonHint} required rows={3} {...field('reason')} />
    </Modal>
  );
}
