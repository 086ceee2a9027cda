import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api.ts';
import { useMutation } from '../../src/features/careers/public-mutation.ts';
import {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
} from '../../src/features/careers/public-query.tsx';

function setUp(client = new QueryClient({ retryDelay: () => 0 })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

const notFound = () => new ApiError(404, 'not_found', 'Finns inte', {}, null);
const serverFault = () => new ApiError(500, 'internal', 'Fel', {}, null);

describe("the career site's query cache", () => {
  it('draws a seeded answer without fetching it while fresh, and fetches a stale one again on mount', async () => {
    const { client, wrapper } = setUp();
    client.hydrate({ queries: [{ queryKey: ['config'], state: { data: 'seeded' } }] });
    const queryFn = vi.fn(async () => 'fetched');
    const { result, unmount } = renderHook(() => useQuery({ queryKey: ['config'], queryFn }), { wrapper });
    expect(result.current.data).toBe('seeded');
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(queryFn).not.toHaveBeenCalled();
    unmount();

    const stale = renderHook(() => useQuery({ queryKey: ['config'], queryFn, staleTime: 0 }), { wrapper });
    expect(stale.result.current.data).toBe('seeded');
    await waitFor(() => expect(stale.result.current.data).toBe('fetched'));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('fetches once for every part that reads the same key, and waits while not enabled', async () => {
    const { wrapper } = setUp();
    const queryFn = vi.fn(async () => 7);
    const { result } = renderHook(
      () => {
        const a = useQuery({ queryKey: ['n', 1], queryFn });
        const b = useQuery({ queryKey: ['n', 1], queryFn });
        const off = useQuery({ queryKey: ['n', 2], queryFn, enabled: false });
        return { a, b, off };
      },
      { wrapper },
    );
    expect(result.current.a.isPending).toBe(true);
    await waitFor(() => expect(result.current.b.data).toBe(7));
    expect(result.current.a.isSuccess).toBe(true);
    expect(result.current.off).toMatchObject({ isPending: true, isFetching: false });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('tries a failure again twice unless it is a 4xx, and keeps the answer it had on a failed refetch', async () => {
    const { wrapper } = setUp();
    const missing = vi.fn(async () => {
      throw notFound();
    });
    const gone = renderHook(() => useQuery({ queryKey: ['missing'], queryFn: missing }), { wrapper });
    await waitFor(() => expect(gone.result.current.isError).toBe(true));
    expect(missing).toHaveBeenCalledTimes(1);

    let calls = 0;
    const flaky = vi.fn(async () => {
      calls++;
      if (calls === 1 || calls > 3) throw serverFault();
      return `answer ${calls}`;
    });
    const { result } = renderHook(() => useQuery({ queryKey: ['flaky'], queryFn: flaky }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('answer 2'));
    await act(() => result.current.refetch());
    expect(result.current.data).toBe('answer 3');
    await act(() => result.current.refetch());
    expect(calls).toBe(6);
    expect(result.current).toMatchObject({ isError: true, data: 'answer 3' });
  });

  it('fetches again what invalidateQueries names and something reads; setQueryData answers at once', async () => {
    const { client, wrapper } = setUp();
    let version = 0;
    const queryFn = vi.fn(async () => ++version);
    const { result } = renderHook(
      () => [
        useQuery({ queryKey: ['booking', 't'], queryFn }),
        useQuery({ queryKey: ['booking', 't', 'times'], queryFn }),
      ],
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    await act(() => client.invalidateQueries({ queryKey: ['booking', 't'], exact: true }));
    expect(queryFn).toHaveBeenCalledTimes(3);
    await act(() => client.invalidateQueries({ queryKey: ['booking'] }));
    expect(queryFn).toHaveBeenCalledTimes(5);
    act(() => client.setQueryData(['booking', 't'], 99));
    expect(result.current[0]!.data).toBe(99);
  });

  it('fetches a stale answer again when the tab is shown', async () => {
    const { wrapper } = setUp();
    const queryFn = vi.fn(async () => 'x');
    renderHook(() => useQuery({ queryKey: ['shown'], queryFn, staleTime: 0 }), { wrapper });
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });

  it('forgets an answer with gcTime 0 once nothing reads it: the next reader waits for a fresh one', async () => {
    const { wrapper } = setUp();
    const queryFn = vi.fn(async () => 'times');
    const options = { queryKey: ['times'], queryFn, staleTime: 0, gcTime: 0 as const };
    const first = renderHook(() => useQuery(options), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    const second = renderHook(() => useQuery(options), { wrapper });
    expect(second.result.current.isPending).toBe(true);
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
  });

  it('pages a list: the next page after those it has, all of them again on refetch, and a failed next page', async () => {
    const { wrapper } = setUp(new QueryClient({ retry: () => false }));
    let failNext = false;
    const queryFn = vi.fn(async ({ pageParam }: { pageParam: number }) => {
      if (failNext) throw serverFault();
      return { page: pageParam, items: [pageParam] };
    });
    const { result } = renderHook(
      () =>
        useInfiniteQuery({
          queryKey: ['list'],
          queryFn,
          initialPageParam: 1,
          getNextPageParam: (last: { page: number }) => (last.page < 3 ? last.page + 1 : undefined),
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pageParams).toEqual([1, 2]);
    await act(() => result.current.refetch());
    expect(queryFn.mock.calls.map(([c]) => c.pageParam)).toEqual([1, 2, 1, 2]);
    failNext = true;
    await act(() => result.current.fetchNextPage());
    expect(result.current).toMatchObject({ isError: true, isFetchNextPageError: true });
    expect(result.current.data?.pages).toHaveLength(2);
  });
});

describe("the career site's useMutation", () => {
  it('runs onSuccess before it says it is done, and mutate never throws', async () => {
    const { wrapper } = setUp();
    const seen: string[] = [];
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async (n: number) => {
            if (n < 0) throw serverFault();
            return n * 2;
          },
          onSuccess: (data) => void seen.push(`success ${data}`),
          onError: () => void seen.push('error'),
        }),
      { wrapper },
    );
    expect(result.current.isIdle).toBe(true);
    await act(async () => result.current.mutate(2));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe(4);
    await act(async () => result.current.mutate(-1));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    await expect(act(() => result.current.mutateAsync(-1))).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual(['success 4', 'error', 'error']);
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });
});
