import type { PositionRef } from '../../components/layout/company-screen.tsx';
import { z } from 'zod';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { EmailComposer } from '../../components/ui/email-composer.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { usePreviewEmail, useSendEmail } from './api.ts';
import { applicantStrings } from './strings.ts';

const t = applicantStrings.email;

const filled = (message: string) => z.string().refine((v) => v.trim() !== '', message);
/** Sent as written (the variables are filled in by the server); only blank is refused here. */
const emailSchema = z.object({ subject: filled(t.subjectRequired), body: filled(t.bodyRequired) });

export type EmailRecipients =
  { kind: 'one'; applicantId: number; email: string } | { kind: 'many'; ids: number[] };

/**
 * Writes an e-mail to one applicant or to many, starting from one of the company's e-mail templates (or a
 * given subject and text, e.g. a status's label template); the variables beside the editor are filled per
 * recipient by the server. 'E-post skickad' when queued.
 */
export function EmailDialog({
  open,
  onOpenChange,
  containerId,
  positionId,
  recipients,
  initial,
  onSent,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  containerId: number;
  positionId: number;
  recipients: EmailRecipients;
  initial?: { subject: string; body: string } | undefined;
  onSent?: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={recipients.kind === 'one' ? t.toOne(recipients.email) : t.to(recipients.ids.length)}
      className="sm:max-w-3xl"
    >
      {open ? (
        <EmailForm
          containerId={containerId}
          positionId={positionId}
          recipients={recipients}
          initial={initial}
          onDone={() => {
            onOpenChange(false);
            onSent?.();
          }}
        />
      ) : null}
    </Modal>
  );
}

function EmailForm({
  containerId,
  positionId,
  recipients,
  initial,
  onDone,
}: PositionRef & {
  recipients: EmailRecipients;
  initial?: { subject: string; body: string } | undefined;
  onDone: () => void;
}) {
  const send = useSendEmail(containerId, positionId);
  const preview = usePreviewEmail(containerId, positionId);
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: emailSchema,
    defaultValues: { subject: initial?.subject ?? '', body: initial?.body ?? '' },
    submit: ({ subject, body }) =>
      send.mutateAsync(
        recipients.kind === 'one'
          ? { kind: 'one', applicantId: recipients.applicantId, email: recipients.email, subject, body }
          : { kind: 'many', recipients: recipients.ids, subject, body },
      ),
    onSuccess: () => {
      toast.success(t.sent);
      onDone();
    },
    failed: t.failed,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <EmailComposer
        containerId={containerId}
        form={form}
        errors={errors}
        recipients={recipients.kind === 'one' ? [recipients.applicantId] : recipients.ids}
        preview={preview}
        busy={busy}
      >
        <Button type="submit" loading={busy}>
          {t.send}
        </Button>
      </EmailComposer>
    </form>
  );
}
