/** An applicant's e-mail card (send, status summary, tracking) and log card, on the applicant's page. */
import { formatDateTime, type ApplicantDetail, type TrackedEmail } from '@rekry/domain';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { useEmailSummary, useEmailTracking } from './api.ts';
import { EMAIL_STATUS_TONE, SentEmailModal } from './sent-email.tsx';
import type { PositionRef } from '../../components/layout/company-screen.tsx';
import type { ApplicantRef } from './files/api.ts';
import { applicantStrings } from './strings.ts';

const t = applicantStrings.detail;

/** A sent e-mail in a list: its subject, address, time and state; it opens in full. */
function EmailRow({ mail, onOpen }: { mail: TrackedEmail; onOpen: (id: number) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(mail.id)}
        className="-mx-2 flex w-[calc(100%+1rem)] items-start justify-between gap-3 rounded-md px-2 py-2 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span className="min-w-0">
          <span className="block truncate font-medium text-gray-900">{mail.subject}</span>
          <span className="block text-xs text-gray-500">
            {mail.emailAddress} · {formatDateTime(mail.created)}
          </span>
          {mail.error ? <span className="mt-0.5 block text-xs text-red-700">{mail.error}</span> : null}
        </span>
        <Badge tone={EMAIL_STATUS_TONE[mail.status]}>{t.emailStatus[mail.status]}</Badge>
      </button>
    </li>
  );
}

/** E-mail to this applicant: the send button, the status summary and the latest e-mails (tracking). */
export function EmailCard({
  containerId,
  positionId,
  applicantId,
  canEdit,
  onWrite,
}: PositionRef & {
  applicantId: number;
  canEdit: boolean;
  onWrite: () => void;
}) {
  const summary = useEmailSummary(containerId, applicantId);
  const [trackingOpen, setTrackingOpen] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  function open(id: number) {
    setTrackingOpen(false);
    setOpenId(id);
  }
  return (
    <Card>
      <CardHeader
        title={t.emailSection}
        actions={
          canEdit ? (
            <Button size="sm" variant="secondary" onClick={onWrite} icon={Mail}>
              {t.sendEmail}
            </Button>
          ) : undefined
        }
      />
      <div className="px-5 py-4 text-sm">
        {summary.isPending ? (
          <SkeletonRows rows={1} label={t.emailSection} />
        ) : summary.isError ? (
          <LoadError title={t.emailSection} error={summary.error} onRetry={() => void summary.refetch()} />
        ) : summary.data.total === 0 ? (
          <p className="text-gray-600">{t.noEmail}</p>
        ) : (
          <>
            <p className="text-gray-700" data-testid="email-summary">
              {t.emailSummary(summary.data.total)}
              {summary.data.lastSent ? ` · ${summary.data.lastSent.slice(0, 10)}` : ''}
            </p>
            <ul className="mt-2 space-y-0.5">
              {summary.data.recent.map((m) => (
                <EmailRow key={m.id} mail={m} onOpen={open} />
              ))}
            </ul>
            {summary.data.total > summary.data.recent.length ? (
              <Button size="sm" variant="ghost" className="mt-2 -ml-3" onClick={() => setTrackingOpen(true)}>
                {t.allEmail}
              </Button>
            ) : null}
            {trackingOpen ? (
              <EmailTracking
                at={{ containerId, positionId, applicantId }}
                onClose={() => setTrackingOpen(false)}
                onOpen={open}
              />
            ) : null}
            {openId === null ? null : (
              <SentEmailModal
                mail={{ containerId, positionId, applicantId, id: openId }}
                onClose={() => setOpenId(null)}
              />
            )}
          </>
        )}
      </div>
    </Card>
  );
}

/** E-mail tracking: every e-mail to the application with its delivery status and any error. */
function EmailTracking({
  at,
  onClose,
  onOpen,
}: {
  at: ApplicantRef;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const tracking = useEmailTracking(at.containerId, at.applicantId);
  return (
    <Modal onClose={onClose} title={t.trackingTitle} className="sm:max-w-2xl">
      {tracking.isPending ? (
        <SkeletonRows rows={3} label={t.trackingTitle} />
      ) : tracking.isError ? (
        <LoadError title={t.trackingFailed} error={tracking.error} onRetry={() => void tracking.refetch()} />
      ) : (
        <ul className="divide-y divide-gray-100 text-sm">
          {tracking.data.map((m) => (
            <EmailRow key={m.id} mail={m} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </Modal>
  );
}

export function LogCard({ detail }: { detail: ApplicantDetail }) {
  return (
    <Card>
      <CardHeader title={t.log} />
      <ol className="space-y-3 px-5 py-4">
        {[...detail.logs].reverse().map((l, i) => (
          <li key={`${l.id}-${i}`} className="flex gap-3 text-sm">
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-gray-300" aria-hidden />
            <div className="min-w-0">
              <p className="text-gray-900">{l.message}</p>
              <p className="text-xs text-gray-500">
                {formatDateTime(l.created)}
                {l.author ? ` ${t.by(l.author.name)}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
