import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

export interface TabLink {
  id: string;
  label: string;
  to: string;
  /** A number beside the label (how many are in it). */
  count?: number;
}

/**
 * Tabs that are addresses: each tab is a link, the current one `aria-current="page"`, so a reload or a
 * shared link keeps the place. On a narrow screen the row scrolls sideways inside itself, never the page.
 */
export function TabNav({ label, tabs, current }: { label: string; tabs: TabLink[]; current: string }) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-gray-200">
      <ul className="-mb-px flex gap-5 overflow-x-auto overscroll-x-contain sm:gap-6">
        {tabs.map(({ id, label: text, to, count }) => (
          <li key={id} className="shrink-0">
            <Link
              to={to}
              aria-current={current === id ? 'page' : undefined}
              className={cn(
                'inline-flex items-center gap-1.5 border-b-2 px-1 pb-3 text-sm font-medium whitespace-nowrap',
                'focus-visible:ring-brand-500 rounded-t focus-visible:ring-2 focus-visible:outline-none',
                current === id
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
              )}
            >
              {text}
              {count !== undefined ? (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs tabular-nums',
                    current === id ? 'bg-brand-50 text-brand-700' : 'bg-gray-100 text-gray-600',
                  )}
                >
                  {count}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
