import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from './public-query.tsx';
import { useSearch } from 'wouter';
import { EMPTY_PUBLIC_SEARCH, PUBLIC_SEARCH_PARAMS, type PublicSearch } from '@rekry/domain/public';
import { SearchField } from '../../components/ui/search-field.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { publicQueries } from './public-queries.ts';
import { careerStrings as t } from './strings.ts';
import { themedButtonClass } from './theme.ts';
import { usePublicSearch } from './use-public-search.ts';
import { SEARCH_FIELD_ID } from './search-anchor.ts';

type Choice = { value: string; label: string };

/** 'All' first, then the choices; one chosen in a shared address but gone since still shows as chosen. */
function choices(all: string, offered: Choice[], chosen: string): Choice[] {
  const known = offered.find((c) => c.value.toLowerCase() === chosen.toLowerCase());
  // A select shows the option whose value is its value: the chosen one in the address's spelling.
  const listed = known ? offered.map((c) => (c === known ? { ...c, value: chosen } : c)) : offered;
  return [
    { value: '', label: all },
    ...listed,
    ...(chosen && !known ? [{ value: chosen, label: chosen }] : []),
  ];
}
const plain = (values: string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * The career site's search: free text, town, ad type and (on the portal) company. A plain GET form, so it
 * searches without JavaScript too; with it, a chosen town or type searches at once and the text on
 * 'Sök' (or Enter), each as a new address.
 */
export function SearchForm({ containerId, className }: { containerId?: number; className?: string }) {
  const { search, go } = usePublicSearch();
  const current = search ?? EMPTY_PUBLIC_SEARCH;
  const options = useQuery(publicQueries.searchOptions(containerId)).data;
  const [q, setQ] = useState(current.q);
  // The address changed (back, forward, a link): the field shows its search (React's way to adjust state
  // to a changed input, during the render rather than in an effect).
  const [shownFor, setShownFor] = useState(current.q);
  if (shownFor !== current.q) {
    setShownFor(current.q);
    setQ(current.q);
  }
  const kept = [...new URLSearchParams(useSearch())].filter(
    ([name]) => !(Object.values(PUBLIC_SEARCH_PARAMS) as string[]).includes(name),
  );
  const field = useRef<HTMLFormElement>(null);
  useFocusOnSearchLink(field);

  const run = (next: Partial<PublicSearch>) => go({ ...current, q, ...next });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run({});
  };
  const select = 'min-w-0 sm:w-44 lg:w-56';
  return (
    <form
      ref={field}
      role="search"
      aria-label={t.searchLabel}
      method="get"
      onSubmit={submit}
      className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end', className)}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SearchField
        id={SEARCH_FIELD_ID}
        name={PUBLIC_SEARCH_PARAMS.q}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={q}
        onChange={setQ}
        className="min-w-0 sm:min-w-64 sm:flex-1"
      />
      <SelectField
        name={PUBLIC_SEARCH_PARAMS.town}
        label={t.town}
        hideLabel
        value={current.town}
        onChange={(town) => run({ town })}
        options={choices(t.allTowns, plain(options?.towns ?? []), current.town)}
        className={select}
      />
      <SelectField
        name={PUBLIC_SEARCH_PARAMS.type}
        label={t.type}
        hideLabel
        value={current.type}
        onChange={(type) => run({ type })}
        options={choices(t.allTypes, plain(options?.types ?? []), current.type)}
        className={select}
      />
      {containerId === undefined ? (
        <SelectField
          name={PUBLIC_SEARCH_PARAMS.company}
          label={t.company}
          hideLabel
          value={current.company}
          onChange={(company) => run({ company })}
          options={choices(
            t.allCompanies,
            (options?.companies ?? []).map((c) => ({ value: c.key, label: c.name })),
            current.company,
          )}
          className={select}
        />
      ) : null}
      <button type="submit" className={themedButtonClass('md', 'h-10')}>
        <Search className="size-4" aria-hidden />
        {t.search}
      </button>
    </form>
  );
}

/** 'Sök jobb' (`#sok`) puts the cursor in the search field, on arrival and when clicked again here. */
function useFocusOnSearchLink(form: React.RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const focus = () => {
      if (window.location.hash !== `#${SEARCH_FIELD_ID}`) return;
      const input = form.current?.querySelector<HTMLInputElement>(`#${SEARCH_FIELD_ID}`);
      input?.focus();
    };
    focus();
    // wouter announces its own navigations as 'pushState' events; a typed or followed '#sok' as hashchange.
    for (const event of ['pushState', 'hashchange']) window.addEventListener(event, focus);
    return () => {
      for (const event of ['pushState', 'hashchange']) window.removeEventListener(event, focus);
    };
  }, [form]);
}
