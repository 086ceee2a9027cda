import type { EmailPreview } from '@rekry/domain';
import { Alert } from '../../components/ui/alert.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { MailView } from './sent-email.tsx';
import { applicantStrings } from './strings.ts';

const t = applicantStrings.email;
const s = applicantStrings.sentEmail;

/**
 * The e-mail as one recipient (`previewFor`) will get it, before it goes: the variables filled for them
 * (another recipient can be chosen), and every variable that would be empty for some recipient, named first.
 */
export function EmailPreviewPanel({
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
          [s.to, preview.to],
          [s.subject, preview.subject],
        ]}
      />
    </div>
  );
}
