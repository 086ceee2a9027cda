import { formatDateTime, type EmailStatus } from '@rekry/domain';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { MailView } from '../../components/ui/mail-view.tsx';
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
