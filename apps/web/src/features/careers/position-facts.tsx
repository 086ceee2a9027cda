import { Building2, CalendarClock, CalendarDays, MapPin, type LucideIcon } from 'lucide-react';
import { formatDate, type PublicPositionSummary } from '@rekry/domain/public';
import { cn } from '../../lib/cn.ts';
import { careerStrings as t } from './strings.ts';
import { themed } from './theme.ts';

export interface PositionFact {
  icon: LucideIcon;
  label: string;
  value: string;
  /** Dates need their label in a row too, to be told apart. */
  labelInRow?: boolean;
}

/**
 * Company, location and dates of a position (YYYY-MM-DD, Stockholm); empty ones are left out, and the
 * published date of an ad not yet out (its staff's preview).
 */
export function positionFacts(
  position: PublicPositionSummary,
  { withCompany, published = true }: { withCompany: boolean; published?: boolean },
): PositionFact[] {
  const facts: PositionFact[] = [
    { icon: Building2, label: t.company, value: withCompany ? position.containerName : '' },
    { icon: MapPin, label: t.location, value: position.location },
    {
      icon: CalendarDays,
      label: t.published,
      value: published ? formatDate(position.start) : '',
      labelInRow: true,
    },
    { icon: CalendarClock, label: t.lastDay, value: formatDate(position.stop), labelInRow: true },
  ];
  return facts.filter((f) => f.value);
}

/** The facts on one line that wraps, as in a list row. */
export function PositionFactsInline({ facts, className }: { facts: PositionFact[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-x-5 gap-y-1 text-sm', themed.detail, className)}>
      {facts.map(({ icon: Icon, label, value, labelInRow }) => (
        <li key={label} className="inline-flex items-center gap-1.5">
          <Icon className={cn('size-4 shrink-0', themed.icon)} aria-hidden />
          <span className={labelInRow ? undefined : 'sr-only'}>{label}</span>
          <span className="sr-only">:</span> {value}
        </li>
      ))}
    </ul>
  );
}

/** The facts as a description list, as on the position page. */
export function PositionFactsList({ facts }: { facts: PositionFact[] }) {
  return (
    <dl className="space-y-3 text-sm">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label}>
          <dt
            className={cn(
              'flex items-center gap-2 text-xs font-medium tracking-wide uppercase',
              themed.detail,
            )}
          >
            <Icon className={cn('size-4 shrink-0', themed.icon)} aria-hidden />
            {label}
          </dt>
          <dd className={cn('mt-0.5 pl-6 break-words', themed.text)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
