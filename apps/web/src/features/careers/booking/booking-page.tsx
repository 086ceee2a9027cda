import { useMutation } from '../public-mutation.ts';
import { useQuery, useQueryClient } from '../public-query.tsx';
import {
  formatTimeIn,
  formatTimeSpan,
  formatWeekday,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_PLACE_LABELS,
  runtimeTimeZone,
  TIME_ZONE,
  type FreeTime,
  type PublicBooking,
} from '@rekry/domain/public';
import { CalendarPlus, CalendarX, MoveRight } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { bookingApi, errorMessage, isApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { themed, themedButtonClass } from '../theme.ts';
import { LinkPageShell, linkPageState } from '../link-page.tsx';
import { SlotPicker } from './slot-picker.tsx';
import { bookingStrings as t } from './strings.ts';

const bookingKey = (token: string) => ['public-booking', token] as const;
const movesKey = (token: string) => ['public-booking', token, 'times'] as const;

/** What the page says after a change: the server's words, or why it could not be done. */
type Notice = { tone: 'success' | 'warning' | 'error'; text: string };

/**
 * /boka/{token}: the candidate's interview, from the link in their invitation. Fetched in the browser
 * (never from the server's cache of pages: the free times change by the minute), it offers the free
 * times day by day in Swedish time, and in the reader's own when that is another; a booked time can be
 * put in a calendar, moved or cancelled.
 */
export function BookingPage() {
  const { token = '' } = useParams<{ token: string }>();
  return <Booking key={token} token={token} />;
}

const noSubscription = () => () => {};
let ownZone: string | undefined;
const readOwnZone = () => (ownZone ??= runtimeTimeZone());

/** The reader's own zone: none on the server and while hydrating (it cannot know it), then the browser's. */
function useOwnZone(): string | null {
  return useSyncExternalStore(noSubscription, readOwnZone, () => null);
}

function Booking({ token }: { token: string }) {
  const booking = useQuery({
    queryKey: bookingKey(token),
    queryFn: () => bookingApi.get(token),
    staleTime: 0,
  });
  const ownZone = useOwnZone();
  useDocumentTitle(booking.data ? t.documentTitle(booking.data.positionName) : null);

  const state = linkPageState(booking, t, { label: t.retry, run: () => void booking.refetch() });
  if (state || !booking.data) return state;
  return <BookingView token={token} booking={booking.data} ownZone={ownZone} />;
}

/**
 * The interview's time in Swedish time, and in the reader's own zone after it when that is another: its
 * clock times when the day is the same there, else the whole of it.
 */
function spanText(start: string, end: string, ownZone: string | null): string {
  const swedish = formatTimeSpan(start, end);
  if (!ownZone || ownZone === TIME_ZONE) return swedish;
  const own =
    formatWeekday(start, ownZone) === formatWeekday(start)
      ? t.ownSpan(`${formatTimeIn(start, ownZone)}–${formatTimeIn(end, ownZone)}`)
      : formatTimeSpan(start, end, ownZone);
  return `${swedish} (${own})`;
}

function BookingView({
  token,
  booking,
  ownZone,
}: {
  token: string;
  booking: PublicBooking;
  ownZone: string | null;
}) {
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  const noticeRef = useRef<HTMLDivElement>(null);
  // Where the keyboard goes when a step replaces the button that was pressed: the step's own heading.
  const stepRef = useRef<HTMLHeadingElement | HTMLParagraphElement>(null);
  const [stepped, setStepped] = useState(false);

  /** A change's answer replaces the page's; a time taken meanwhile brings the free times as they are now. */
  function settle(answer: { booking: PublicBooking; message: string } | null, error?: unknown) {
    if (answer) {
      client.setQueryData(bookingKey(token), answer.booking);
      setNotice({ tone: 'success', text: answer.message });
      setMode('view');
      return;
    }
    const fresh = isApiError(error) ? (error.body as { booking?: PublicBooking } | null)?.booking : undefined;
    if (fresh) client.setQueryData(bookingKey(token), fresh);
    else if (isApiError(error) && error.status === 409)
      void client.invalidateQueries({ queryKey: bookingKey(token), exact: true });
    // Moving: the times to move to are asked again, as they are now.
    if (isApiError(error) && error.status === 409)
      void client.invalidateQueries({ queryKey: movesKey(token) });
    setNotice({
      tone: isApiError(error) && error.status === 409 ? 'warning' : 'error',
      text: errorMessage(error, t.sendFailed),
    });
  }
  const book = useMutation({
    mutationFn: (start: string) => bookingApi.book(token, start),
    onSuccess: (answer) => settle(answer),
    onError: (error) => settle(null, error),
  });
  const cancel = useMutation({
    mutationFn: () => bookingApi.cancel(token),
    onSuccess: (answer) => settle(answer),
    onError: (error) => settle(null, error),
  });
  /** Moving or cancelling starts afresh: what the last change said is gone. */
  function start(next: 'view' | 'move' | 'cancel') {
    setNotice(null);
    setMode(next);
    setStepped(true);
  }
  useEffect(() => {
    if (stepped) stepRef.current?.focus();
  }, [mode, stepped]);
  // What the change did is said where the keyboard is: the picker or the button it pressed is gone.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const booked = booking.status === 'booked' && booking.start && booking.end;
  return (
    <LinkPageShell>
      <header className="mb-6 sm:mb-8">
        <p className={cn('text-sm font-semibold tracking-wide uppercase', themed.detail)}>{t.eyebrow}</p>
        <h1 className={cn('mt-1 text-2xl font-semibold tracking-tight sm:text-3xl', themed.heading)}>
          {booking.positionName}
        </h1>
        <p className={cn('mt-2 text-base', themed.detail)}>{booking.companyName}</p>
      </header>
      <div className="space-y-6 rounded-xl bg-white px-4 py-6 shadow-sm ring-1 ring-gray-200 sm:px-8 sm:py-8">
        <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-gray-600">{t.kind}</dt>
          <dd className="text-gray-900">{INTERVIEW_KIND_LABELS[booking.kind]}</dd>
          <dt className="text-gray-600">{t.length}</dt>
          <dd className="text-gray-900">{t.minutes(booking.durationMinutes)}</dd>
          <dt className="text-gray-600">{t.interviewers}</dt>
          <dd className="text-gray-900">{booking.interviewers.join(', ')}</dd>
          {booking.place ? (
            <>
              <dt className="text-gray-600">{INTERVIEW_PLACE_LABELS[booking.kind]}</dt>
              <dd className="text-gray-900 [overflow-wrap:anywhere]">{booking.place}</dd>
            </>
          ) : null}
        </dl>
        {notice ? (
          <div ref={noticeRef} tabIndex={-1} className="outline-none">
            <Alert tone={notice.tone}>{notice.text}</Alert>
          </div>
        ) : null}
        {booked ? (
          <section aria-labelledby="booking-yours" className="space-y-4">
            <h2
              id="booking-yours"
              ref={mode === 'view' ? stepRef : undefined}
              tabIndex={-1}
              className={cn('text-lg font-semibold outline-none', themed.heading)}
            >
              {t.yours}
            </h2>
            <p
              className="text-base font-medium text-gray-900 first-letter:uppercase"
              data-testid="booked-time"
            >
              {spanText(booking.start!, booking.end!, ownZone)}
            </p>
            {booking.closed ? null : mode === 'cancel' ? (
              <div className="space-y-3 rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200">
                <p ref={stepRef} tabIndex={-1} className="text-sm text-gray-900 outline-none">
                  {t.cancelAsk}
                </p>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                    {t.cancelYes}
                  </Button>
                  <Button variant="secondary" disabled={cancel.isPending} onClick={() => start('view')}>
                    {t.cancelNo}
                  </Button>
                </div>
              </div>
            ) : mode === 'view' ? (
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                <a href={bookingApi.icsUrl(token)} download className={themedButtonClass('md')}>
                  <CalendarPlus className="size-4" aria-hidden />
                  {t.addToCalendar}
                </a>
                <Button variant="secondary" onClick={() => start('move')} icon={MoveRight}>
                  {t.move}
                </Button>
                <Button variant="danger-outline" onClick={() => start('cancel')} icon={CalendarX}>
                  {t.cancel}
                </Button>
              </div>
            ) : null}
          </section>
        ) : null}
        {booking.closed ? (
          // After 'Avboka' the notice has said it already.
          notice?.text === booking.closed ? null : (
            <Alert tone="info">{booking.closed}</Alert>
          )
        ) : !booked || mode === 'move' ? (
          <section aria-labelledby="booking-choose" className="space-y-4">
            <h2
              id="booking-choose"
              ref={booked ? stepRef : undefined}
              tabIndex={-1}
              className={cn('text-lg font-semibold outline-none', themed.heading)}
            >
              {booked ? t.moveTitle : t.chooseTitle}
            </h2>
            {booked ? (
              <MoveTimes token={token}>
                {(slots) => (
                  <SlotPicker
                    slots={slots}
                    ownZone={ownZone}
                    action={t.moveTo}
                    busy={book.isPending}
                    onChoose={(start) => book.mutate(start)}
                  >
                    <Button variant="secondary" size="lg" onClick={() => start('view')}>
                      {t.keep}
                    </Button>
                  </SlotPicker>
                )}
              </MoveTimes>
            ) : (
              <SlotPicker
                slots={booking.slots}
                ownZone={ownZone}
                action={t.book}
                busy={book.isPending}
                onChoose={(start) => book.mutate(start)}
              />
            )}
          </section>
        ) : null}
      </div>
    </LinkPageShell>
  );
}

/**
 * The times a booked interview may move to, asked when the candidate chooses to move it (never the ones
 * the page was given when it was booked: minutes or days may have passed).
 */
function MoveTimes({ token, children }: { token: string; children: (slots: FreeTime[]) => ReactNode }) {
  const times = useQuery({
    queryKey: movesKey(token),
    queryFn: () => bookingApi.times(token),
    staleTime: 0,
    gcTime: 0,
  });
  if (times.isPending)
    return (
      <div className={cn('flex min-h-24 items-center justify-center', themed.icon)}>
        <Spinner className="size-6" label={t.loadingTimes} />
      </div>
    );
  if (times.isError)
    return (
      <Alert tone="error" title={t.timesFailed}>
        <p>{errorMessage(times.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void times.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  return children(times.data.slots);
}
