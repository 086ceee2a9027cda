import type { PositionRef } from '../../components/layout/company-screen.tsx';
import { useRef, useState } from 'react';
import type { EmailPreview } from '@rekry/domain';
import { errorMessage } from '../../lib/api.ts';
import { z } from 'zod';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal, ModalCancel } from '../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { insertAtCursor, useEmailVariables } from '../../lib/company-templates.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { VariableList } from '../../components/ui/variable-list.tsx';
import { useEmailTemplates, usePreviewEmail, useSendEmail } from './api.ts';
import { EmailPreviewPanel } from './email-preview.tsx';
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
  const templates = useEmailTemplates(containerId);
  const variables = useEmailVariables(containerId);
  const send = useSendEmail(containerId, positionId);
  const preview = usePreviewEmail(containerId, positionId);
  const [previewing, setPreviewing] = useState<{ for: number; mail: EmailPreview } | null>(null);
  const [templateId, setTemplateId] = useState('');
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
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
  const { ref: registerBody, ...bodyField } = form.register('body');

  function chooseTemplate(id: string) {
    setTemplateId(id);
    const template = templates.data?.find((x) => String(x.id) === id);
    if (template) {
      form.setValue('subject', template.subject || template.title);
      form.setValue('body', template.text);
    }
  }

  const ids = recipients.kind === 'one' ? [recipients.applicantId] : recipients.ids;
  /** Checks the fields as sending would, then shows the e-mail merged for one recipient. */
  async function showPreview(previewFor = previewing?.for ?? ids[0]!) {
    if (!(await form.trigger())) return;
    const { subject, body } = form.getValues();
    const mail = await preview.mutateAsync({ recipients: ids, previewFor, subject, body }).catch(() => null);
    if (mail) setPreviewing({ for: previewFor, mail });
  }

  function insert(variable: string) {
    insertAtCursor(bodyRef.current, form.getValues('body'), variable, (next) => form.setValue('body', next));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {preview.isError ? (
        <Alert tone="error" title={t.previewFailed}>
          {errorMessage(preview.error)}
        </Alert>
      ) : null}
      {previewing ? (
        <EmailPreviewPanel
          preview={previewing.mail}
          previewFor={previewing.for}
          onPreviewFor={(id) => void showPreview(id)}
          busy={preview.isPending}
        />
      ) : null}
      <div className={previewing ? 'hidden' : 'grid gap-6 md:grid-cols-[1fr_14rem]'}>
        <div className="min-w-0 space-y-4">
          <SelectField
            label={t.template}
            value={templateId}
            onChange={chooseTemplate}
            disabled={!templates.data?.length}
            options={[
              { value: '', label: t.noTemplate },
              ...(templates.data ?? []).map((x) => ({ value: String(x.id), label: x.title })),
            ]}
          />
          <TextField label={t.subject} required {...field('subject')} maxLength={300} />
          <TextAreaField
            ref={(area) => {
              registerBody(area);
              bodyRef.current = area;
            }}
            label={t.body}
            rows={10}
            required
            {...bodyField}
            error={errors['body']}
          />
        </div>
        <VariableList variables={variables.data} onInsert={insert} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalCancel disabled={busy} />
        {previewing ? (
          <Button type="button" variant="secondary" onClick={() => setPreviewing(null)}>
            {t.backToEditing}
          </Button>
        ) : (
          <Button
            type="button"
            variant="secondary"
            loading={preview.isPending}
            onClick={() => void showPreview()}
          >
            {t.preview}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
