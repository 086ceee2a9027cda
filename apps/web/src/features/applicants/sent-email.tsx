import { formatDateTime, type EmailStatus } from '@rekry/domain';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { cleanHtml } from '../../lib/safe-html.ts';
import { useSentEmail } from './api.ts';
import type { ApplicantRef } from './files/api.ts';
import { applicantStrings } from './strings.ts';

const t = applicantStrings.sentEmail;

export const EMAIL_STATUS_TONE: Record<EmailStatus, BadgeTone> = {
  queued: 'amber',
  sent: 'green',
  logged: 'gray',
  failed: 'red',
  bounced: 'red',
};

/** An e-mail as its recipient reads it: the facts above (`facts`), then the text, HTML cleaned again here. */
export function MailView({
  facts,
  body,
  isHtml,
}: {
  facts: [string, ReactNode][];
  body: string;
  isHtml: boolean;
}) {
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-500">{label}</dt>
            <dd className="min-w-0 break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {isHtml ? (
        <div
          className="prose prose-sm max-w-none rounded-lg border border-gray-200 p-4 break-words"
          data-testid="mail-body"
          dangerouslySetInnerHTML={{ __html: cleanHtml(body) }}
        />
      ) : (
        <div
          className="rounded-lg border border-gray-200 p-4 break-words whitespace-pre-wrap text-gray-900"
          data-testid="mail-body"
        >
          {body}
        </div>
      )}
    </div>
  );
}

/** One sent e-mail of the application opened in full: as it was sent, with its delivery state. */
export function SentEmailModal({
  mail: at,
  onClose,
}: {
  mail: ApplicantRef & { id: number };
  onClose: () => void;
}) {
  const mail = useSentEmail(at.containerId, at.positionId, at.applicantId, at.id);
  const statusNames = applicantStrings.detail.emailStatus;
  return (
    <Modal onClose={onClose} title={mail.data?.subject ?? t.title} className="sm:max-w-2xl">
      {mail.isPending ? (
        <SkeletonRows rows={4} label={t.loading} />
      ) : mail.isError ? (
        <LoadError title={t.failed} error={mail.error} onRetry={() => void mail.refetch()} />
      ) : (
        <MailView
          body={mail.data.body}
          isHtml={mail.data.isHtml}
          facts={[
            [t.from, mail.data.from],
            [t.sentBy, mail.data.sentBy ?? t.system],
            ...(mail.data.replyTo ? ([[t.replyTo, mail.data.replyTo]] as [string, ReactNode][]) : []),
            [t.to, mail.data.emailAddress],
            [t.created, formatDateTime(mail.data.created)],
            [
              t.status,
              <Badge key="status" tone={EMAIL_STATUS_TONE[mail.data.status]}>
                {statusNames[mail.data.status]}
              </Badge>,
            ],
            ...(mail.data.updated !== mail.data.created
              ? ([[t.updated, formatDateTime(mail.data.updated)]] as [string, ReactNode][])
              : []),
            ...(mail.data.error ? ([[t.error, mail.data.error]] as [string, ReactNode][]) : []),
          ]}
        />
      )}
    </Modal>
  );
}
