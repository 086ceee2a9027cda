import {
  formatTimeSpan,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_PLACE_LABELS,
  INTERVIEW_STATUS_LABELS,
  type InterviewStatus,
  type InterviewView,
} from '@rekry/domain';
import { CalendarPlus, CalendarX, Copy } from 'lucide-react';
import { toast } from 'sonner';
import type { PositionRef } from '../../components/layout/company-screen.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { useApplicationInterviews, useCancelInterview } from './api.ts';
import { copyText } from './copy-text.ts';
import { InterviewDialog } from './interview-dialog.tsx';
import { interviewStrings } from './strings.ts';
import { useDialog, useDialogFor } from '../../lib/use-dialog.ts';

const t = interviewStrings.card;

export const STATUS_TONE: Record<InterviewStatus, BadgeTone> = {
  invited: 'amber',
  booked: 'green',
  cancelled: 'gray',
};

/**
 * An application's interviews on the applicant page, newest first: status, time, type and place,
 * interviewers, the candidate's booking link to copy, and 'Avboka' (asked first). 'Boka intervju' opens
 * the interview dialog; with none yet, the empty state offers it too.
 */
export function InterviewsCard({
  containerId,
  positionId,
  applicant,
  canEdit,
}: PositionRef & {
  applicant: { id: number; name: string };
  canEdit: boolean;
}) {
  const interviews = useApplicationInterviews(containerId, positionId, applicant.id);
  const cancel = useCancelInterview(containerId, positionId, applicant.id);
  const booking = useDialog();
  const cancelling = useDialogFor<InterviewView>();
  const items = interviews.data ?? [];
  const bookButton = (variant: 'primary' | 'secondary') =>
    canEdit ? (
      <Button variant={variant} size="sm" onClick={booking.show} icon={CalendarPlus}>
        {t.book}
      </Button>
    ) : null;

  return (
    <>
      <ListCard
        title={t.title}
        region
        testId="applicant-interviews"
        query={interviews}
        texts={t}
        icon={CalendarPlus}
        isEmpty={items.length === 0}
        actions={items.length > 0 ? bookButton('secondary') : undefined}
        emptyAction={bookButton('primary')}
      >
        <ul className="divide-y divide-gray-100">
          {items.map((interview) => (
            <InterviewItem
              key={interview.id}
              interview={interview}
              applicant={applicant.name}
              onCancel={canEdit ? () => cancelling.show(interview) : undefined}
            />
          ))}
        </ul>
      </ListCard>
      {canEdit ? (
        <InterviewDialog
          {...booking.props}
          containerId={containerId}
          positionId={positionId}
          applicants={[applicant]}
        />
      ) : null}
      <ConfirmDialog
        {...cancelling.props}
        question={{
          title: t.cancelTitle,
          text: t.cancelText(applicant.name),
          confirm: t.cancel,
          cancel: t.keep,
        }}
        busy={cancel.isPending}
        onConfirm={() =>
          cancelling.subject &&
          cancel.mutate(cancelling.subject.id, {
            onSuccess: () => toast.success(t.cancelled),
            onSettled: () => cancelling.close(),
          })
        }
      />
    </>
  );
}

/** Whether the interview can still be cancelled: not cancelled, and not over. */
const cancellable = (interview: InterviewView) =>
  interview.status === 'invited' ||
  (interview.status === 'booked' && interview.end !== null && Date.parse(interview.end) > Date.now());

function InterviewItem({
  interview,
  applicant,
  onCancel,
}: {
  interview: InterviewView;
  applicant: string;
  onCancel: (() => void) | undefined;
}) {
  const when = interview.start && interview.end ? formatTimeSpan(interview.start, interview.end) : t.noTime;
  return (
    <li className="space-y-2 px-5 py-4" data-interview={interview.id}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONE[interview.status]}>{INTERVIEW_STATUS_LABELS[interview.status]}</Badge>
        <span className="text-sm text-gray-600">
          {INTERVIEW_KIND_LABELS[interview.kind]} · {t.minutes(interview.durationMinutes)}
        </span>
      </div>
      <p className="text-sm font-medium text-gray-900">{when}</p>
      {interview.status === 'invited' ? (
        <p className="text-xs text-gray-600">{t.window(interview.windowFrom, interview.windowTo)}</p>
      ) : null}
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {interview.place ? (
          <>
            <dt className="text-gray-500">{INTERVIEW_PLACE_LABELS[interview.kind]}</dt>
            <dd className="text-gray-900 [overflow-wrap:anywhere]">{interview.place}</dd>
          </>
        ) : null}
        <dt className="text-gray-500">{t.interviewers}</dt>
        <dd className="min-w-0 text-gray-900">{interview.interviewers.map((i) => i.name).join(', ')}</dd>
        {interview.bookingUrl ? (
          <>
            <dt className="text-gray-500">{t.link}</dt>
            <dd className="min-w-0 font-mono text-xs break-all text-gray-800">{interview.bookingUrl}</dd>
          </>
        ) : null}
      </dl>
      {interview.bookingUrl || (onCancel && cancellable(interview)) ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {interview.bookingUrl ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t.copyLinkNamed(applicant)}
              onClick={() => void copyText(interview.bookingUrl!, t.linkCopied, t.copyFailed)}
              icon={Copy}
            >
              {t.copyLink}
            </Button>
          ) : null}
          {onCancel && cancellable(interview) ? (
            <Button variant="danger-outline" size="sm" onClick={onCancel} icon={CalendarX}>
              {t.cancel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
