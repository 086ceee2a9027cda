import type { EmailPreview } from '@rekry/domain';
import { useRef, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../lib/api.ts';
import { insertAtCursor, useEmailTemplates, useEmailVariables } from '../../lib/company-templates.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { ModalCancel } from './dialog.tsx';
import { SelectField, TextAreaField, TextField, recordOptions } from './field.tsx';
import { MailView } from './mail-view.tsx';
import { uiStrings } from './strings.ts';
import { VariableList } from './variable-list.tsx';

const t = uiStrings.email;

/** The text of an e-mail to applicants, as written: the server fills its variables per recipient. */
export interface EmailText {
  subject: string;
  body: string;
}

/** What a preview asks the server for: the text merged for one of the recipients. */
export interface PreviewRequest extends EmailText {
  recipients: number[];
  previewFor: number;
}

/** The preview's call (a mutation): its result, and whether it runs or failed. */
export interface EmailPreviewCall {
  mutateAsync: (request: PreviewRequest) => Promise<EmailPreview>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * An e-mail to applicants as it is written in a dialog (an e-mail of its own, an interview invitation):
 * one of the company's templates to start from, the subject and the text, the variables beside it (a
 * click puts one at the cursor), and a preview for one recipient before it goes. Its footer is Avbryt,
 * the preview's toggle, then the form's own buttons (`children`: its submit).
 */
export function EmailComposer({
  containerId,
  form,
  errors,
  recipients,
  preview,
  busy,
  children,
}: {
  containerId: number;
  form: UseFormReturn<EmailText>;
  errors: Record<string, string>;
  recipients: number[];
  preview: EmailPreviewCall;
  busy: boolean;
  children: ReactNode;
}) {
  const templates = useEmailTemplates(containerId);
  const variables = useEmailVariables(containerId);
  const [previewing, setPreviewing] = useState<{ for: number; mail: EmailPreview } | null>(null);
  const [templateId, setTemplateId] = useState('');
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const { ref: registerBody, ...bodyField } = form.register('body');

  function chooseTemplate(id: string) {
    setTemplateId(id);
    const template = templates.data?.find((x) => String(x.id) === id);
    if (template) {
      form.setValue('subject', template.subject || template.title);
      form.setValue('body', template.text);
    }
  }

  /** Checks the fields as sending would, then shows the e-mail merged for one recipient. */
  async function showPreview(previewFor = previewing?.for ?? recipients[0]!) {
    if (!(await form.trigger())) return;
    const { subject, body } = form.getValues();
    const mail = await preview.mutateAsync({ recipients, previewFor, subject, body }).catch(() => null);
    if (mail) setPreviewing({ for: previewFor, mail });
  }

  function insert(variable: string) {
    insertAtCursor(bodyRef.current, form.getValues('body'), variable, (next) => form.setValue('body', next));
  }

  return (
    <>
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
            options={recordOptions(t.noTemplate, templates.data, (x) => x.title)}
          />
          <TextField
            label={t.subject}
            required
            {...form.register('subject')}
            error={errors['subject']}
            maxLength={300}
          />
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
        {children}
      </div>
    </>
  );
}

/**
 * The e-mail as one recipient (`previewFor`) will get it, before it goes: the variables filled for them
 * (another recipient can be chosen), and every variable that would be empty for some recipient, named first.
 */
function EmailPreviewPanel({
  preview,
  previewFor,
  onPreviewFor,
  busy,
}: {
  preview: EmailPreview;
  previewFor: number;
  onPreviewFor: (id: number) => void;
  busy: boolean;
}) {
  const total = preview.recipients.length;
  return (
    <div className="space-y-4" aria-busy={busy} data-testid="email-preview">
      {preview.missing.length ? (
        <Alert tone="warning" title={t.missingTitle}>
          <ul className="list-disc space-y-0.5 pl-5">
            {preview.missing.map((m) => (
              <li key={m.variable}>{t.missing(m.variable, m.recipients, m.names, total)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {total > 1 ? (
        <SelectField
          label={t.previewFor}
          value={String(previewFor)}
          onChange={(id) => onPreviewFor(Number(id))}
          options={preview.recipients.map((r) => ({ value: String(r.id), label: r.name }))}
          disabled={busy}
        />
      ) : null}
      <MailView
        body={preview.body}
        isHtml={preview.isHtml}
        facts={[
          [t.to, preview.to],
          [t.subject, preview.subject],
        ]}
      />
    </div>
  );
}
