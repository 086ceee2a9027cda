import { formatTime, INTERVIEW_KIND_LABELS } from '@rekry/domain';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { ListCard } from '../../components/ui/list-card.tsx';
import { paths } from '../../lib/paths.ts';
import { useTodaysInterviews } from './api.ts';
import { interviewStrings } from './strings.ts';

const t = interviewStrings.today;

/** The home page's card of the company's booked interviews today: time, applicant, position, interviewers. */
export function TodaysInterviews({ containerId }: { containerId: number }) {
  const today = useTodaysInterviews(containerId);
  const items = today.data ?? [];
  return (
    <ListCard
      testId="home-interviews"
      title={t.title}
      query={today}
      texts={t}
      icon={CalendarClock}
      isEmpty={items.length === 0}
    >
      <ul className="divide-y divide-gray-100">
        {items.map((interview) => (
          <li
            key={interview.id}
            className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-baseline sm:gap-4"
          >
            <p className="w-28 shrink-0 text-sm font-semibold text-gray-900 tabular-nums">
              {formatTime(interview.start)}–{formatTime(interview.end)}
            </p>
            <div className="min-w-0">
              <Link
                to={paths.applicant(interview.positionId, interview.applicationId)}
                className="font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {interview.applicantName}
              </Link>
              <p className="text-sm text-gray-600">
                {interview.positionName} · {INTERVIEW_KIND_LABELS[interview.kind]}
              </p>
              <p className="text-xs text-gray-500">
                {t.with(interview.interviewers.map((i) => i.name).join(', '))}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
