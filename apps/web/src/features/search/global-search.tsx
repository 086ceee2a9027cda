import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { SEARCH_MIN_LENGTH } from '@rekry/domain';
import { searchStrings } from './strings.ts';

/**
 * The header search for applicants and positions. Searching itself comes with the positions and
 * applicants screens; until then the field says so honestly instead of pretending to find nothing.
 */
export function GlobalSearch({ className }: { className?: string }) {
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const hintId = useId();
  const wide = useMediaQuery('(min-width: 640px)');
  const trimmed = query.trim();
  const hint = trimmed.length < SEARCH_MIN_LENGTH ? searchStrings.minLength : searchStrings.notYet;
  const open = focused && trimmed.length > 0;
  return (
    <div className={cn('relative', className)}>
      <label className="sr-only" htmlFor={`${hintId}-input`}>
        {searchStrings.label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
        aria-hidden
      />
      <input
        id={`${hintId}-input`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setQuery('');
        }}
        placeholder={wide ? searchStrings.placeholder : searchStrings.placeholderShort}
        aria-describedby={hintId}
        autoComplete="off"
        className="block h-10 w-full rounded-md border-0 bg-gray-100 pr-3 pl-9 text-sm text-gray-900 placeholder:text-gray-500 focus:bg-white focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
      <div
        id={hintId}
        role="status"
        className={cn(
          'absolute top-full right-0 left-0 z-40 mt-2 rounded-lg bg-white px-4 py-3 text-sm text-gray-600 shadow-lg ring-1 ring-gray-200',
          open ? 'block' : 'sr-only',
        )}
      >
        {open ? hint : searchStrings.minLength}
      </div>
    </div>
  );
}
