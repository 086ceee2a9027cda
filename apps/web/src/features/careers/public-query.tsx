import { createContext, use, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { QUERY_STALE_MS, retriesAfter } from '../../lib/query-defaults.ts';

/**
 * The career site's answers: the part of TanStack Query's API its pages use (`useQuery`,
 * `useInfiniteQuery`, `useQueryClient`, the server's seeding and the browser's hydration; `useMutation`
 * is beside it in public-mutation.ts), written and behaving as the admin's, in a tenth of its bytes on
 * every public first load (docs/decisions.md 'The career site reads with a query cache of its own'). An
 * answer is fresh for 30 s unless its options say otherwise, fetched once however many parts read it,
 * fetched again when a part mounts or the tab is shown while it is stale, and retried like the admin's.
 */

export type QueryKey = readonly unknown[];

interface Options {
  queryKey: QueryKey;
  /** false: the query waits (pending, nothing fetched), as TanStack's `enabled`. */
  enabled?: boolean;
  /** ms; Infinity: never fetched again once here. */
  staleTime?: number;
  /** 0: forgotten once nothing reads it, so the next reader waits for a fresh answer. */
  gcTime?: 0;
  retry?: false;
}

export interface QueryOptions<T> extends Options {
  queryFn: () => Promise<T>;
}

export interface InfiniteQueryOptions<T, P> extends Options {
  queryFn: (context: { pageParam: P }) => Promise<T>;
  initialPageParam: P;
  /** The next page's parameter; undefined: there is none. */
  getNextPageParam: (last: T, pages: T[]) => P | undefined;
}

export interface InfiniteData<T, P> {
  pages: T[];
  pageParams: P[];
}

type AnyOptions = QueryOptions<unknown> | InfiniteQueryOptions<unknown, unknown>;

/** Typed declarations (public-queries.ts), as TanStack's helpers of the same names. */
export const queryOptions = <T,>(options: QueryOptions<T>) => options;
export const infiniteQueryOptions = <T, P>(options: InfiniteQueryOptions<T, P>) => options;

interface QueryState {
  data: unknown;
  error: unknown;
  status: 'pending' | 'error' | 'success';
  /** What is being fetched: everything, the next page, or nothing. */
  fetching: 'all' | 'next' | null;
  /** The last failure was the next page's (a list keeps its pages and says so under them). */
  nextFailed: boolean;
  updatedAt: number;
  /** Marked stale by invalidateQueries. */
  invalidated: boolean;
}

const EMPTY: QueryState = {
  data: undefined,
  error: null,
  status: 'pending',
  fetching: null,
  nextFailed: false,
  updatedAt: 0,
  invalidated: false,
};

/** One answer and who reads it; its state is replaced on each change, so React sees every change. */
class Query {
  state = EMPTY;
  promise: Promise<void> | null = null;
  readonly listeners = new Set<() => void>();
  /** The options of each part that reads it now, for fetching again without one asking. */
  readonly readers = new Set<() => AnyOptions>();

  constructor(readonly key: QueryKey) {}

  set(change: Partial<QueryState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get = () => this.state;
}

const hashOf = (key: QueryKey) => JSON.stringify(key);
const isInfinite = (options: AnyOptions): options is InfiniteQueryOptions<unknown, unknown> =>
  'getNextPageParam' in options;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the server renderer leaves in a page: its answers by key (TanStack's dehydrated shape). */
export interface DehydratedState {
  queries: { queryKey: QueryKey; state: { data: unknown } }[];
}

export class QueryClient {
  readonly #queries = new Map<string, Query>();
  readonly #retry: (failureCount: number, error: unknown) => boolean;
  readonly #retryDelay: (failureCount: number) => number;

  constructor({
    retry = retriesAfter,
    retryDelay = (failures) => Math.min(1000 * 2 ** failures, 30_000),
  }: {
    retry?: (failureCount: number, error: unknown) => boolean;
    retryDelay?: (failureCount: number) => number;
  } = {}) {
    this.#retry = retry;
    this.#retryDelay = retryDelay;
  }

  /** The query of a key, made on first use. */
  query(key: QueryKey): Query {
    const hash = hashOf(key);
    let query = this.#queries.get(hash);
    if (!query) this.#queries.set(hash, (query = new Query(key)));
    return query;
  }

  setQueryData<T>(key: QueryKey, data: T): void {
    const answered = { data, error: null, status: 'success' as const, nextFailed: false };
    this.query(key).set({ ...answered, updatedAt: Date.now(), invalidated: false });
  }

  /** Marks the queries under `queryKey` stale and fetches those that are read now again. */
  async invalidateQueries({ queryKey, exact = false }: { queryKey: QueryKey; exact?: boolean }) {
    const prefix = queryKey.map((part) => hashOf([part]));
    const matches = (key: QueryKey) =>
      exact
        ? hashOf(key) === hashOf(queryKey)
        : key.length >= prefix.length && prefix.every((part, i) => hashOf([key[i]]) === part);
    const marked = [...this.#queries.values()].filter((query) => matches(query.key));
    for (const query of marked) query.set({ invalidated: true });
    await Promise.all(marked.map((query) => this.#refreshRead(query)));
  }

  /** Fetches again what is read now and has gone stale (the tab shown again). */
  refreshStale(): void {
    for (const query of this.#queries.values()) void this.#refreshRead(query);
  }

  dehydrate(): DehydratedState {
    return {
      queries: [...this.#queries.values()]
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ queryKey: query.key, state: { data: query.state.data } })),
    };
  }

  /** A page's answers, dated now: they are as fresh as the page (the server drops a changed page). */
  hydrate(state: DehydratedState): void {
    for (const { queryKey, state: answer } of state.queries) this.setQueryData(queryKey, answer.data);
  }

  isStale(query: Query, options: AnyOptions): boolean {
    const { data, invalidated, updatedAt } = query.state;
    const staleTime = options.staleTime ?? QUERY_STALE_MS;
    return data === undefined || invalidated || Date.now() - updatedAt >= staleTime;
  }

  /** A part starts reading `query`: fetched when stale. Answers its end. */
  read(query: Query, options: () => AnyOptions): () => void {
    query.readers.add(options);
    if (options().enabled !== false && this.isStale(query, options())) void this.fetch(query, options());
    return () => {
      query.readers.delete(options);
      if (options().gcTime !== 0) return;
      // After this turn: a part drawn again at once (StrictMode) still finds it.
      setTimeout(() => {
        const hash = hashOf(query.key);
        if (query.readers.size === 0 && this.#queries.get(hash) === query) this.#queries.delete(hash);
      });
    };
  }

  async #refreshRead(query: Query) {
    const reader = [...query.readers].map((options) => options()).find((o) => o.enabled !== false);
    if (reader && this.isStale(query, reader)) await this.fetch(query, reader);
  }

  /**
   * Fetches the answer (every page a list has, or `next` page), one fetch at a time: a second ask waits
   * for the one under way, and the next page is asked after it.
   */
  async fetch(query: Query, options: AnyOptions, mode: 'all' | 'next' = 'all'): Promise<void> {
    while (query.promise) {
      await query.promise;
      if (mode === 'all') return;
    }
    const before = query.state;
    query.set({
      fetching: mode,
      ...(before.data === undefined ? { status: 'pending' as const, error: null } : {}),
    });
    const run = isInfinite(options)
      ? () => pagesOf(options, before.data as InfiniteData<unknown, unknown> | undefined, mode)
      : () => options.queryFn();
    const promise: Promise<void> = this.#withRetry(run, options)
      .then(
        (data) =>
          query.set({
            data,
            error: null,
            status: 'success',
            fetching: null,
            nextFailed: false,
            updatedAt: Date.now(),
            invalidated: false,
          }),
        (error: unknown) =>
          query.set({ error, status: 'error', fetching: null, nextFailed: mode === 'next' }),
      )
      .finally(() => {
        if (query.promise === promise) query.promise = null;
      });
    query.promise = promise;
    await promise;
  }

  async #withRetry<T>(run: () => Promise<T>, options: AnyOptions): Promise<T> {
    for (let failures = 0; ; failures++) {
      try {
        return await run();
      } catch (error) {
        if (options.retry === false || !this.#retry(failures, error)) throw error;
        await sleep(this.#retryDelay(failures));
      }
    }
  }
}

/** A list's pages: the next one after those it has, or all it has again from the first. */
async function pagesOf(
  options: InfiniteQueryOptions<unknown, unknown>,
  had: InfiniteData<unknown, unknown> | undefined,
  mode: 'all' | 'next',
): Promise<InfiniteData<unknown, unknown>> {
  if (mode === 'next' && had) {
    const param = options.getNextPageParam(had.pages.at(-1), had.pages);
    if (param === undefined) return had;
    const page = await options.queryFn({ pageParam: param });
    return { pages: [...had.pages, page], pageParams: [...had.pageParams, param] };
  }
  const pages: unknown[] = [];
  const pageParams: unknown[] = [];
  let param: unknown = options.initialPageParam;
  do {
    pages.push(await options.queryFn({ pageParam: param }));
    pageParams.push(param);
    param = options.getNextPageParam(pages.at(-1), pages);
  } while (param !== undefined && pages.length < (had?.pages.length ?? 1));
  return { pages, pageParams };
}

const ClientContext = createContext<QueryClient | null>(null);

export function useQueryClient(): QueryClient {
  const client = use(ClientContext);
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return client;
}

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  // A tab shown again fetches what it shows and has gone stale (TanStack's refetchOnWindowFocus).
  useEffect(() => {
    const onShown = () => document.visibilityState === 'visible' && client.refreshStale();
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, [client]);
  return <ClientContext value={client}>{children}</ClientContext>;
}

interface Common {
  isFetching: boolean;
  refetch: () => Promise<void>;
}
/** As TanStack's: after isPending and isError are ruled out, data is there. */
export type QueryResult<T> = Common &
  (
    | { status: 'pending'; isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
    | {
        status: 'error';
        isPending: false;
        isError: true;
        isSuccess: false;
        data: T | undefined;
        error: unknown;
      }
    | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: T; error: null }
  );

export type InfiniteQueryResult<T, P> = QueryResult<InfiniteData<T, P>> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<void>;
};

/** The state of `options`' query for this part, and the part's reading of it while mounted. */
function useRead(options: AnyOptions) {
  const client = useQueryClient();
  const query = client.query(options.queryKey);
  const state = useSyncExternalStore(query.subscribe, query.get, query.get);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const enabled = options.enabled !== false;
  useEffect(() => (enabled ? client.read(query, () => latest.current) : undefined), [client, query, enabled]);
  const base = {
    data: state.data,
    error: state.error,
    status: state.status,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    isFetching: state.fetching !== null,
    refetch: () => client.fetch(query, latest.current),
  };
  return { client, query, state, latest, base };
}

export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  return useRead(options as AnyOptions).base as QueryResult<T>;
}

export function useInfiniteQuery<T, P>(options: InfiniteQueryOptions<T, P>): InfiniteQueryResult<T, P> {
  const { client, query, state, latest, base } = useRead(options as AnyOptions);
  const data = state.data as InfiniteData<T, P> | undefined;
  const last = data?.pages.at(-1);
  return {
    ...(base as QueryResult<InfiniteData<T, P>>),
    hasNextPage:
      data !== undefined && last !== undefined && options.getNextPageParam(last, data.pages) !== undefined,
    isFetchingNextPage: state.fetching === 'next',
    isFetchNextPageError: state.status === 'error' && state.nextFailed,
    fetchNextPage: () => client.fetch(query, latest.current, 'next'),
  };
}
