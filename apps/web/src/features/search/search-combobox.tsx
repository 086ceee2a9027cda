import { Briefcase, FileText, Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { SEARCH_MIN_LENGTH, formatDate, markedWords, type SearchResult } from '@rekry/domain';
import { MarkedText } from '../../components/ui/marked-text.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useGlobalSearch } from './api.ts';
import { Highlight } from './highlight.tsx';
import { searchStrings as t } from './strings.ts';

/** A hit: what a row of the list opens. */
type Hit = Exclude<SearchResult, { identifier: 'suggestion' }>;

function hrefOf(result: Hit): string {
  if (result.identifier === 'positionresponse') return paths.position(result.data.id);
  if (result.identifier === 'applicantpositionresponse')
    return paths.applicant(result.data.positionId, result.data.id);
  // A CV hit opens the applicant with the file at the words found (the answers: the applicant).
  const { file, passage } = result.data;
  return paths.applicant(
    result.data.positionId,
    result.data.id,
    file ? { fileId: file.id, words: markedWords(passage) } : null,
  );
}

/** The picture at a row's start: a position's briefcase, a person's initials, a file. */
function OptionIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span aria-hidden className={cn('flex size-8 shrink-0 items-center justify-center', className)}>
      {children}
    </span>
  );
}

// navigator.platform is old but still the one hint every browser gives of a Mac keyboard.
export const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The search for applicants and positions (SPEC §1, §3, §5): an ARIA combobox whose list groups the
 * answers, each option a link to the applicant or position. Arrows move, Enter opens, Esc closes (a
 * second Esc clears). Nothing is asked under 3 characters. In the header it is a field with its list
 * under it; on a phone it fills the sheet it is drawn in (`sheet`), whose dialog closes it on Esc.
 */
export function SearchCombobox({
  className,
  inputRef,
  sheet,
}: {
  className?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Drawn in the phone's sheet: the list fills it under the field and is open while there is text. */
  sheet?: { onClose: () => void; closeLabel: ReactNode };
}) {
  const { container } = useWorkspace();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  // The sheet is itself the open search: blurring the field (a tap beside it) leaves it open.
  const open = focused || Boolean(sheet);
  const setOpen = setFocused;
  // The chosen row belongs to one answer: a new answer starts with none chosen.
  const [chosen, setChosen] = useState({ answer: '', index: -1 });
  const id = useId();

  const trimmed = query.trim().replace(/\s+/g, ' ');
  const filter = useDebounced(trimmed, 200);
  // Both: what is typed now may already be too short while the pause before asking runs.
  const ready = filter.length >= SEARCH_MIN_LENGTH && trimmed.length >= SEARCH_MIN_LENGTH;
  const search = useGlobalSearch(container?.id ?? null, filter);
  // While the next answer is on its way the previous one stays (placeholder data), so the list does not
  // blink per key; Enter without a chosen row waits for the answer of what is typed.
  const results = ready ? (search.data ?? []) : [];
  const settled = ready && search.isSuccess && !search.isPlaceholderData && filter === trimmed;
  const positions = results.filter((r) => r.identifier === 'positionresponse');
  const applicants = results.filter((r) => r.identifier === 'applicantpositionresponse');
  const cvHits = results.filter((r) => r.identifier === 'cvhit');
  const hits: Hit[] = [...positions, ...applicants, ...cvHits];
  // 'Menade du …': the server forgave a misspelt word; choosing it searches for the text as suggested.
  const suggestion = results.find((r) => r.identifier === 'suggestion') ?? null;
  // One order for the arrows: as the rows are drawn, the suggestion first.
  const options: SearchResult[] = suggestion ? [suggestion, ...hits] : hits;

  const answer = `${filter}\u0000${search.dataUpdatedAt}`;
  const active = chosen.answer === answer ? chosen.index : -1;
  const setActive = (next: (current: number) => number) => setChosen({ answer, index: next(active) });

  const go = (result: SearchResult) => {
    if (result.identifier === 'suggestion') {
      // The field takes the suggested text and searches it; the list stays open for its answer.
      setQuery(result.data.query);
      setOpen(true);
      inputRef.current?.focus();
      return;
    }
    setOpen(false);
    setQuery('');
    inputRef.current?.blur();
    sheet?.onClose();
    void navigate(hrefOf(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) =>
        i < 0 && step < 0 ? options.length - 1 : (i + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter') {
      // Without a chosen row, Enter opens the first hit, never the suggestion.
      const target = options[active] ?? (settled ? hits[0] : undefined);
      if (open && target) {
        event.preventDefault();
        go(target);
      }
    } else if (event.key === 'Escape' && !sheet) {
      event.preventDefault();
      if (open && trimmed) setOpen(false);
      else setQuery('');
    } else if (event.key === 'Home' || event.key === 'End') {
      setActive(() => -1);
    }
  };

  const status = !trimmed
    ? ''
    : trimmed.length < SEARCH_MIN_LENGTH
      ? t.minLength
      : search.isError && filter === trimmed
        ? t.failed
        : !settled
          ? t.searching
          : hits.length === 0
            ? t.noResults
            : [suggestion && t.didYouMean(suggestion.data.query), t.results(hits.length)]
                .filter(Boolean)
                .join(' ');
  const showPanel = open && trimmed.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = showPanel && options.length > 0;
  // The hits' rows come after the suggestion's.
  const first = suggestion ? 1 : 0;

  // In the sheet a row has the phone's width: its lines wrap rather than end in '…'.
  const line = sheet ? 'block break-words' : 'block truncate';
  const option = (result: Hit, index: number) => {
    const selected = index === active;
    const rowClass = cn(
      'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-900 no-underline',
      selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-gray-50',
    );
    const common = {
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': selected,
      tabIndex: -1,
      to: hrefOf(result),
      // The input keeps the focus; the click still follows the link.
      onMouseDown: (e: MouseEvent) => e.preventDefault(),
      onMouseMove: () => setActive(() => index),
      onClick: (e: MouseEvent) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        go(result);
      },
      className: rowClass,
    };
    if (result.identifier === 'positionresponse') {
      const p = result.data;
      const period = t.period(formatDate(p.start), formatDate(p.stop));
      return (
        <Link key={`p${p.id}`} {...common}>
          <OptionIcon className="rounded-md bg-gray-100 text-gray-600">
            <Briefcase className="size-4" />
          </OptionIcon>
          <span className="min-w-0 flex-1">
            <span className={cn(line, 'font-medium')}>
              <Highlight text={p.name} query={trimmed} />
            </span>
            <span className={cn(line, 'text-xs text-gray-600')}>
              {[t.applicantsCount(p.totalApplicants, p.totalUnProcessed), period].filter(Boolean).join(' · ')}
            </span>
          </span>
        </Link>
      );
    }
    const a = result.data;
    const name = `${a.info.firstname} ${a.info.lastname}`.trim() || a.user.email;
    if (result.identifier === 'cvhit') {
      const { file, passage } = result.data;
      return (
        <Link key={`c${a.id}-${file?.id ?? 0}`} {...common} className={cn(rowClass, 'items-start')}>
          <OptionIcon className="rounded-md bg-yellow-50 text-yellow-800">
            <FileText className="size-4" />
          </OptionIcon>
          <span className="min-w-0 flex-1">
            <span className={cn(line, 'font-medium')}>{name}</span>
            <span className={cn(line, 'text-xs text-gray-600')}>
              {[file?.filename ?? t.answers, a.position.name].join(' · ')}
            </span>
            <span className={cn('text-xs text-gray-700', sheet ? 'line-clamp-4' : 'line-clamp-2')}>
              <MarkedText text={passage.text} marks={passage.marks} />
            </span>
          </span>
        </Link>
      );
    }
    return (
      <Link key={`a${a.id}`} {...common}>
        <OptionIcon className="rounded-full bg-brand-100 text-xs font-semibold text-brand-700">
          {a.avatar}
        </OptionIcon>
        <span className="min-w-0 flex-1">
          <span className={cn(line, 'font-medium')}>
            <Highlight text={name} query={trimmed} />
          </span>
          <span className={cn(line, 'text-xs text-gray-600')}>
            {[a.user.email, a.info.city, a.info.ssn].filter(Boolean).map((part, i) => (
              <span key={i}>
                {i > 0 && ' · '}
                <Highlight text={part} query={trimmed} />
              </span>
            ))}
          </span>
          <span className={cn(line, 'text-xs text-gray-500')}>{a.position.name}</span>
        </span>
      </Link>
    );
  };

  /** 'Menade du Lindqvist?': an option of its own, first in the list; choosing it searches that text. */
  const suggestionOption = (result: Extract<SearchResult, { identifier: 'suggestion' }>) => {
    const selected = active === 0;
    return (
      <div
        id={optionId(0)}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => setActive(() => 0)}
        onClick={() => go(result)}
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-900',
          selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-gray-50',
        )}
      >
        <OptionIcon className="rounded-md bg-gray-100 text-gray-600">
          <Search className="size-4" />
        </OptionIcon>
        <span className="min-w-0 flex-1 truncate">
          {t.didYouMeanBefore}{' '}
          <span className="font-semibold text-brand-700 underline underline-offset-2">
            {result.data.query}
          </span>
          ?
        </span>
      </div>
    );
  };

  const group = (label: string, items: Hit[], offset: number, key: string) =>
    items.length > 0 && (
      <div role="group" aria-labelledby={`${id}-${key}`} className="py-1">
        <div
          id={`${id}-${key}`}
          className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase"
        >
          {label}
        </div>
        {items.map((r, i) => option(r, offset + i))}
      </div>
    );

  const field = (
    <div className="relative min-w-0 flex-1">
      <label className="sr-only" htmlFor={`${id}-input`}>
        {t.label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
        aria-hidden
      />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-status ${id}-shortcut`}
        aria-keyshortcuts="Control+K Meta+K"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        placeholder={sheet ? t.placeholderShort : t.placeholder}
        autoComplete="off"
        className="block h-10 w-full rounded-md border-0 bg-gray-100 pr-3 pl-9 text-sm text-gray-900 placeholder:text-gray-500 focus:bg-white focus:ring-2 focus:ring-brand-600 focus:outline-none sm:pr-14"
      />
      <kbd
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-gray-300 bg-white px-1.5 py-0.5 font-sans text-[11px] text-gray-500 sm:block"
      >
        {mac ? t.shortcutMac : t.shortcut}
      </kbd>
      <span id={`${id}-shortcut`} className="sr-only">
        {t.shortcutHint}
      </span>
    </div>
  );
  const panel = (
    <div
      className={cn(
        sheet
          ? 'min-h-0 flex-1 overflow-y-auto border-t border-gray-100'
          : 'absolute top-full right-0 left-0 z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-lg bg-white shadow-lg ring-1 ring-gray-200 sm:min-w-96',
        showPanel ? 'block' : 'hidden',
      )}
    >
      <div role="listbox" id={listId} aria-label={t.label} className={cn('p-1', !expanded && 'hidden')}>
        {suggestion && <div className="py-1">{suggestionOption(suggestion)}</div>}
        {group(t.positions, positions, first, 'positions')}
        {group(t.applicants, applicants, first + positions.length, 'applicants')}
        {group(t.cvHits, cvHits, first + positions.length + applicants.length, 'cv')}
      </div>
      {showPanel && (!expanded || status === t.searching) && (
        <p className="flex items-center gap-2 px-4 py-3 text-sm text-gray-600" aria-hidden>
          {status === t.searching && <Spinner className="size-4" />}
          {status}
        </p>
      )}
    </div>
  );
  // Read out once per answer: the count, 'Inga träffar', the hint or the failure.
  const announced = (
    <div id={`${id}-status`} role="status" className="sr-only">
      {status}
    </div>
  );
  if (sheet)
    return (
      <div className={cn('flex h-full flex-col', className)}>
        <div className="flex items-center gap-2 px-3 py-3">
          {field}
          <button
            type="button"
            onClick={sheet.onClose}
            className="shrink-0 rounded-md px-2 py-2 text-sm font-medium text-brand-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            {sheet.closeLabel}
          </button>
        </div>
        {panel}
        {announced}
      </div>
    );
  return (
    <div className={cn('relative', className)}>
      {field}
      {panel}
      {announced}
    </div>
  );
}
