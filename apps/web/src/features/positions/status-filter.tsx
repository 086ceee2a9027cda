import { POSITION_LIST_FILTERS, type PositionListFilter } from '@rekry/domain';
import { cn } from '../../lib/cn.ts';
import { positionStrings } from './strings.ts';

const t = positionStrings.list;
const OPTIONS: (PositionListFilter | null)[] = [null, ...POSITION_LIST_FILTERS];

/**
 * 'Alla', 'Öppen', 'Stängd', 'Arkiverad', 'Utkast', 'Schemalagd' as toggle buttons (wrapping on a phone);
 * the pressed one is the filter.
 */
export function StatusFilter({
  value,
  onChange,
}: {
  value: PositionListFilter | null;
  onChange: (status: PositionListFilter | null) => void;
}) {
  return (
    <div
      role="group"
      aria-label={t.statusFilter}
      className="inline-flex w-full flex-wrap rounded-lg bg-gray-100 p-1 sm:w-auto"
    >
      {OPTIONS.map((status) => {
        const pressed = status === value;
        return (
          <button
            key={status ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(status)}
            className={cn(
              'flex-1 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
              pressed ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            {status ? positionStrings.status[status] : t.all}
          </button>
        );
      })}
    </div>
  );
}
