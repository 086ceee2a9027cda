import type { ActionParsedInput, NewsPost } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY, logout } from '../../src/lib/session.ts';
import { clearDraft, readDraft } from '../../src/features/news/draft.ts';
import { company, fail, type FakeAnswer, makeToken, makeUser, mockDispatcher } from '../helpers.ts';
import { callsTo, renderAdmin } from '../positions/render-admin.tsx';

const OLDER: NewsPost = {
  id: 1,
  title: 'Välkommen till Rekry',
  body: '<p>Hej <strong>alla</strong></p>',
  created: '2026-11-20T09:00:00.000Z',
  updated: '2026-11-20T09:00:00.000Z',
  author: 'Oden Allfader',
};
const NEWER: NewsPost = {
  id: 2,
  title: 'Kompetenser',
  body: '<h2>Nytt</h2><p>Läs mer</p><img src="x" onerror="window.hacked=1">',
  created: '2026-11-22T09:00:00.000Z',
  updated: '2026-11-23T09:00:00.000Z',
  author: null,
};
const LATEST: NewsPost = { ...OLDER, id: 3, title: 'Platsbanken', created: '2026-11-23T09:00:00.000Z' };
const OLDEST: NewsPost = { ...OLDER, id: 4, title: 'Gammal nyhet', created: '2026-10-01T09:00:00.000Z' };
const failure = fail;

// jsdom has no layout: ProseMirror measures the selection when it scrolls to it while typing.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.scrollIntoView ??= () => undefined;
  document.elementFromPoint ??= () => null;
});

type Handlers = Parameters<typeof mockDispatcher>[0];

function serve(superuser: boolean, handlers: Handlers) {
  localStorage.setItem(TOKEN_KEY, makeToken(superuser ? { role: 'odin', IsAdmin: true } : {}));
  const user = makeUser({ superuser, containers: [company(1, 'Demo AB', [3])] });
  return mockDispatcher({ get_CurrentUser: () => ({ body: user }), ...handlers });
}

describe('/admin/news', () => {
  beforeEach(() => {
    logout();
    clearDraft();
  });

  it('lists the posts for a reader, newest first, without write or delete', async () => {
    serve(false, { get_BlogPosts: () => ({ body: [NEWER, OLDER] }) });
    renderAdmin('/admin/news');
    const table = await screen.findByRole('table');
    const links = within(table).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Kompetenser', 'Välkommen till Rekry']);
    expect(links[0]).toHaveAttribute('href', '/admin/news/2');
    expect(within(table).getByText('2026-11-22')).toBeInTheDocument();
    expect(within(table).getByText('Oden Allfader')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skriv nyhet' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ta bort/ })).toBeNull();
  });

  it("says 'Inga nyheter ännu' when there are none", async () => {
    serve(false, { get_BlogPosts: () => ({ body: [] }) });
    renderAdmin('/admin/news');
    expect(await screen.findByText('Inga nyheter ännu')).toBeInTheDocument();
  });

  it('lets a superuser delete after confirming, with the toasts of SPEC §8', async () => {
    let answer: FakeAnswer<'delete_BlogPost'> = failure(500, 'Databasen svarar inte');
    const fetchMock = serve(true, {
      get_BlogPosts: () => ({ body: [NEWER, OLDER] }),
      delete_BlogPost: () => answer,
    });
    renderAdmin('/admin/news');
    const table = await screen.findByRole('table');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Skriv nyhet' })).toHaveAttribute(
      'href',
      '/admin/create-news',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Ta bort nyheten Kompetenser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort nyheten?' });
    expect(within(dialog).getByText(/Kompetenser/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Något gick fel. Nyheten ej borttagen')).toBeInTheDocument();

    answer = { body: { ok: true } };
    await userEvent.click(within(table).getByRole('button', { name: 'Ta bort nyheten Kompetenser' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ta bort nyheten?' })).getByRole('button', {
        name: 'Ta bort',
      }),
    );
    expect(await screen.findByText('Nyheten borttagen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'delete_BlogPost')).toEqual([{ id: 2 }, { id: 2 }]);
  });
});

describe('/admin/news/:id', () => {
  beforeEach(() => logout());

  it('shows the post with its HTML cleaned again where it is drawn', async () => {
    serve(false, { get_BlogPost: () => ({ body: NEWER }) });
    renderAdmin('/admin/news/2');
    expect(await screen.findByRole('heading', { name: 'Kompetenser', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nytt' })).toBeInTheDocument();
    expect(screen.getByText('Läs mer')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText(/2026-11-22/)).toBeInTheDocument();
    expect(screen.getByText('(Ändrad 2026-11-23)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ändra' })).toBeNull();
  });

  it("says 'Nyheten finns inte' for a missing post", async () => {
    serve(false, { get_BlogPost: () => failure(404, 'Nyheten finns inte') });
    renderAdmin('/admin/news/99');
    expect(await screen.findAllByText('Nyheten finns inte')).not.toHaveLength(0);
  });

  it('keeps a reader out of the edit page', async () => {
    serve(false, { get_BlogPost: () => ({ body: OLDER }) });
    const router = renderAdmin('/admin/news/1/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });
});

describe('writing news (superuser)', () => {
  beforeEach(() => {
    logout();
    clearDraft();
  });

  it('checks the fields, previews the draft on /admin/create-news/details and publishes it', async () => {
    const fetchMock = serve(true, {
      create_BlogPost: (data) => ({ body: { ...OLDER, id: 5, ...(data as object) } }),
      get_BlogPost: () => ({ body: { ...OLDER, id: 5, title: 'Sommaren' } }),
    });
    const router = renderAdmin('/admin/create-news');
    await userEvent.click(await screen.findByRole('button', { name: 'Förhandsgranska' }));
    expect(await screen.findByText('Ange en rubrik')).toBeInTheDocument();
    expect(screen.getByText('Skriv nyhetens text')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/create-news');

    await userEvent.type(screen.getByRole('textbox', { name: 'Rubrik' }), 'Sommaren');
    await userEvent.type(screen.getByRole('textbox', { name: 'Text' }), 'Trevlig sommar');
    await userEvent.click(screen.getByRole('button', { name: 'Förhandsgranska' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/create-news/details'));
    expect(await screen.findByRole('heading', { name: 'Sommaren', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Trevlig sommar')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_BlogPost')).toEqual([]);

    // Back to the form and again: the draft is kept.
    await userEvent.click(screen.getByRole('link', { name: 'Ändra' }));
    expect(await screen.findByRole('textbox', { name: 'Rubrik' })).toHaveValue('Sommaren');
    await userEvent.click(screen.getByRole('button', { name: 'Förhandsgranska' }));
    // The form (with its own 'Publicera') stays drawn until the preview has loaded: wait for the preview.
    expect(await screen.findByRole('heading', { name: 'Sommaren', level: 2 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Publicera' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/news/5'));
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_BlogPost')).toEqual([
      { title: 'Sommaren', body: '<p>Trevlig sommar</p>' },
    ]);
  });

  it('drops the draft on Avbryt', async () => {
    serve(true, { get_BlogPosts: () => ({ body: [] }) });
    const router = renderAdmin('/admin/create-news');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Rubrik' }), 'Utkast');
    await userEvent.click(screen.getByRole('link', { name: 'Avbryt' }));
    expect(await screen.findByText('Inga nyheter ännu')).toBeInTheDocument();
    expect(readDraft()).toBeNull();
    await router.navigate('/admin/create-news');
    expect(await screen.findByRole('textbox', { name: 'Rubrik' })).toHaveValue('');
  });

  it('says there is no draft on the details page when nothing was written', async () => {
    serve(true, {});
    renderAdmin('/admin/create-news/details');
    expect(await screen.findByText('Inget utkast att förhandsgranska')).toBeInTheDocument();
  });

  it('edits a post with its id and shows the server’s field message', async () => {
    let answer: (data: ActionParsedInput<'create_BlogPost'>) => FakeAnswer<'create_BlogPost'> = () =>
      fail(400, 'Ange en rubrik', { title: 'Ange en rubrik' });
    const fetchMock = serve(true, {
      get_BlogPost: () => ({ body: OLDER }),
      create_BlogPost: (data) => answer(data),
    });
    const router = renderAdmin('/admin/news/1/edit');
    const title = await screen.findByRole('textbox', { name: 'Rubrik' });
    expect(title).toHaveValue('Välkommen till Rekry');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange en rubrik')).toBeInTheDocument();

    answer = (data) => ({ body: { ...OLDER, ...data, id: OLDER.id } });
    await userEvent.clear(title);
    await userEvent.type(title, 'Välkommen!');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/news/1'));
    expect(callsTo(fetchMock, 'create_BlogPost').at(-1)).toEqual({
      id: 1,
      title: 'Välkommen!',
      body: OLDER.body,
    });
  });
});

describe('Home', () => {
  beforeEach(() => logout());

  it('shows the 3 newest posts with date and link', async () => {
    serve(false, {
      get_BlogPosts: () => ({ body: [LATEST, NEWER, OLDER, OLDEST] }),
    });
    renderAdmin('/admin');
    const card = within(await screen.findByTestId('home-news'));
    await card.findByText('Platsbanken');
    const items = card.getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual([
      'Platsbanken',
      'Kompetenser',
      'Välkommen till Rekry',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/admin/news/3');
    expect(within(items[0]!).getByText('2026-11-23')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Alla nyheter' })).toHaveAttribute('href', '/admin/news');
  });

  it("says 'Inga nyheter ännu' on Home without posts", async () => {
    serve(false, {
      get_BlogPosts: () => ({ body: [] }),
    });
    renderAdmin('/admin');
    const card = within(await screen.findByTestId('home-news'));
    expect(await card.findByText('Inga nyheter ännu')).toBeInTheDocument();
  });
});
