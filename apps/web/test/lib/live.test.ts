import { describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { refreshLive } from '../../src/lib/live.ts';

interface Page {
  rows: string[];
  next: number | null;
}

/**
 * A list of 30 a page, as the applicants' list pages, on a "server" whose rows can change: each fetch
 * takes a moment, so a hub event can come while the next page is on its way.
 */
function listOn(client: QueryClient) {
  const server = { version: 1 };
  const observer = new InfiniteQueryObserver<Page, Error, InfiniteData<Page, number>, string[], number>(
    client,
    {
      queryKey: ['applicants', '1', '2', 'list'],
      queryFn: async ({ pageParam }) => {
        const version = server.version;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { rows: [`v${version} page ${pageParam}`], next: pageParam < 3 ? pageParam + 1 : null };
      },
      initialPageParam: 0,
      getNextPageParam: (last) => last.next,
    },
  );
  const unsubscribe = observer.subscribe(() => undefined);
  return { server, observer, unsubscribe };
}

describe('refreshLive', () => {
  it('keeps the next page being fetched, and still brings what changed meanwhile', async () => {
    const client = new QueryClient();
    const { server, observer, unsubscribe } = listOn(client);
    await observer.refetch();

    // 'Visa fler', and while it loads an application arrives (the hub's event).
    const more = observer.fetchNextPage();
    server.version = 2;
    await refreshLive(client, ['applicants', '1', '2']);
    await more;

    const data = observer.getCurrentResult().data!;
    expect(data.pages.map((p) => p.rows[0])).toEqual(['v2 page 0', 'v2 page 1']);
    unsubscribe();
    client.clear();
  });

  it('refreshes an idle list at once', async () => {
    const client = new QueryClient();
    const { server, observer, unsubscribe } = listOn(client);
    await observer.refetch();
    server.version = 2;
    await refreshLive(client, ['applicants']);
    expect(observer.getCurrentResult().data!.pages.map((p) => p.rows[0])).toEqual(['v2 page 0']);
    unsubscribe();
    client.clear();
  });
});
