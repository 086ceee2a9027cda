import type { TaxonomyName } from '@rekry/domain';
import type { TaxonomyEntry } from '@rekry/domain/taxonomy';
import { ChevronDown, X } from 'lucide-react';
import { useId, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { FieldNotes, inputClass, RequiredMark } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { channelStrings } from './strings.ts';
import { useTaxonomyEntries } from './taxonomy-entries.ts';

const t = channelStrings.picker;

/** Options shown at once; a longer list (thousands of occupations) is narrowed by typing. */
export const PICKER_LIMIT = 50;

// Case and accents aside, so 'malmo' finds Malmö and 'LAGER' finds Lagerarbetare.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('sv-SE');

/**
 * The options on show: the first PICKER_LIMIT, or, when the chosen entry lies further down an unfiltered
 * list, the PICKER_LIMIT around it, so opening the list always shows (and can start from) the choice.
 */
export function shownAround(matches: readonly TaxonomyEntry[], chosenCode: string): TaxonomyEntry[] {
  const at = chosenCode ? matches.findIndex((entry) => entry.code === chosenCode) : -1;
  const start = at < PICKER_LIMIT ? 0 : Math.min(at - PICKER_LIMIT / 2, matches.length - PICKER_LIMIT);
  return matches.slice(start, start + PICKER_LIMIT);
}

/** The entries whose label holds every word of the query (or whose code is the query), in list order. */
export function searchTaxonomy(entries: readonly TaxonomyEntry[], query: string): TaxonomyEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const code = query.trim();
  return entries.filter((entry) => {
    if (entry.code === code) return true;
    const label = fold(entry.label);
    return words.every((word) => label.includes(word));
  });
}

export interface TaxonomyPickerProps {
  label: string;
  taxonomy: TaxonomyName;
  /** The chosen code ('' for none). */
  value: string;
  onChange: (code: string) => void;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  name?: string | undefined;
  /** The search field, so a form can focus the picker when it holds a problem. */
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * A searchable picker of a coded list (WAI-ARIA combobox with a listbox): type to narrow, arrows to move,
 * Enter to choose, Escape to close. The field shows the chosen entry's label; the form keeps its code.
 */
export function TaxonomyPicker({
  label,
  taxonomy,
  value,
  onChange,
  required,
  disabled,
  error,
  hint,
  name,
  ref,
}: TaxonomyPickerProps) {
  const id = useId();
  const { entries, unavailable, loading } = useTaxonomyEntries(taxonomy);
  const notes = [hint, ...unavailable].filter(Boolean).join(' ') || undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [open, setOpen] = useState(false);
  // null: not searching, the field shows the chosen label and the list starts from the top.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const matches = useMemo(() => searchTaxonomy(entries, query ?? ''), [entries, query]);
  const shown = useMemo(() => shownAround(matches, query === null ? value : ''), [matches, query, value]);
  const chosen = entries.find((entry) => entry.code === value);
  const display = query ?? (chosen ? chosen.label : value && !loading ? t.unknown(value) : '');

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const describedBy = [error && `${id}-error`, notes && `${id}-hint`].filter(Boolean).join(' ');

  function openList(from: number) {
    setOpen(true);
    setActive(from);
  }

  function close() {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  }

  function choose(entry: TaxonomyEntry) {
    onChange(entry.code);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          const at = shown.findIndex((entry) => entry.code === value);
          openList(at >= 0 ? at : down ? 0 : last);
          return;
        }
        if (last < 0) return;
        setActive((index) => (down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
        return;
      }
      case 'Enter': {
        // Enter chooses in the open list; it never sends the form from here.
        if (!open) return;
        event.preventDefault();
        const entry = shown[active];
        if (entry) choose(entry);
        return;
      }
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        return;
      case 'Tab':
        close();
        return;
    }
  }

  return (
    <div>
      <div className="mb-1.5 flex items-baseline">
        <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-gray-800">
          {label}
        </label>
        {required ? <RequiredMark className="text-sm" /> : null}
      </div>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && shown[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={required || undefined}
          placeholder={t.placeholder}
          disabled={disabled}
          value={display}
          className={cn(inputClass, value && !disabled ? 'pr-16' : 'pr-9')}
          onChange={(event) => {
            setQuery(event.target.value);
            openList(0);
          }}
          onClick={() => (open ? undefined : openList(shown.findIndex((entry) => entry.code === value)))}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <div className="absolute inset-y-0 right-0 flex items-center gap-0.5 pr-1.5">
          {value && !disabled ? (
            <button
              type="button"
              aria-label={t.clear(label)}
              className="rounded p-1 text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500"
              onClick={() => {
                onChange('');
                inputRef.current?.focus();
              }}
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
          <ChevronDown className="pointer-events-none size-4 text-gray-400" aria-hidden />
        </div>
        {/* Always in the page (empty while closed), so the field's aria-controls names an element. */}
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={`${id}-label`}
          hidden={!open}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-gray-200"
        >
          {open ? (
            <>
              {shown.map((entry, index) => (
                <li
                  key={entry.code}
                  id={optionId(index)}
                  role="option"
                  aria-selected={entry.code === value}
                  // Keeps the focus in the field, so the click is not a blur that closes the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(entry)}
                  onMouseMove={() => setActive(index)}
                  ref={index === active ? (node) => node?.scrollIntoView?.({ block: 'nearest' }) : undefined}
                  className={cn(
                    'cursor-pointer px-3 py-2 text-gray-900',
                    index === active && 'bg-brand-50 text-brand-900',
                    entry.code === value && 'font-medium',
                  )}
                >
                  {entry.label}
                </li>
              ))}
              {shown.length === 0 ? (
                <li role="presentation" className="px-3 py-2 text-gray-500">
                  {t.noMatch}
                </li>
              ) : null}
              {matches.length > shown.length ? (
                <li role="presentation" className="px-3 py-2 text-xs text-gray-500">
                  {t.more(matches.length - shown.length)}
                </li>
              ) : null}
            </>
          ) : null}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {open ? t.count(matches.length) : ''}
      </p>
      <FieldNotes id={id} error={error} hint={notes} />
    </div>
  );
}
