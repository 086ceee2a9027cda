import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdminRoutes } from '../../src/app/admin-routes.tsx';
import { SCREENS } from '../../src/app/registry.ts';
import { createAdminQueryClient, Providers } from '../../src/app/providers.tsx';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk, page } from '../../src/lib/chunk.ts';
import { defineScreen } from '../../src/lib/screens.ts';
import { logout, TOKEN_KEY } from '../../src/lib/session.ts';
import { makeToken, makeUser, mockDispatcher } from '../helpers.ts';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it("turns a rejected import into 'Loading chunk … failed'", async () => {
    const failing = loadChunk('users-page', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/users-page.js')),
    );
    await expect(failing).rejects.toThrow('Loading chunk users-page failed.');
    await expect(failing).rejects.toMatchObject({ code: 'CHUNK_LOAD_FAILED' });
  });

  it('gives a failed stylesheet the code CSS_CHUNK_LOAD_FAILED', async () => {
    const failing = loadChunk('users-page', () =>
      Promise.reject(new Error('Unable to preload CSS for /assets/users-page.css')),
    );
    await expect(failing).rejects.toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED' });
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails a chunk that has not loaded after 120000 ms', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk('slow-page', () => new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toThrow('Loading chunk slow-page failed.');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('passes a loaded module through', async () => {
    const Page = () => null;
    await expect(
      page(
        'ok',
        () => Promise.resolve({ Page }),
        (m) => m.Page,
      )(),
    ).resolves.toBe(Page);
  });
});

describe('a screen whose chunk fails', () => {
  beforeEach(() => logout());

  function renderFailing(error: Error) {
    const broken = defineScreen({
      id: 'broken',
      path: '/admin/broken',
      need: 'signedIn',
      title: 'Trasig',
      page: page(
        'broken-page',
        () => Promise.reject(error),
        () => () => null,
      ),
    });
    localStorage.setItem(TOKEN_KEY, makeToken());
    mockDispatcher({ get_CurrentUser: () => ({ body: makeUser() }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(buildAdminRoutes([...SCREENS, broken]), {
      initialEntries: ['/admin/broken'],
    });
    render(
      <Providers client={createAdminQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
  }

  it("shows 'Loading chunk … failed' with a reload action", async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderFailing(new TypeError('Failed to fetch dynamically imported module'));
    expect(
      await screen.findByRole('heading', { name: 'Loading chunk broken-page failed.' }),
    ).toBeInTheDocument();
    screen.getByRole('button', { name: 'Ladda om sidan' }).click();
    expect(reload).toHaveBeenCalled();
    expect(screen.queryByTestId('error-code')).toBeNull();
  });

  it('shows CSS_CHUNK_LOAD_FAILED for a stylesheet', async () => {
    renderFailing(new Error('Unable to preload CSS for /assets/broken-page.css'));
    expect(await screen.findByTestId('error-code')).toHaveTextContent('CSS_CHUNK_LOAD_FAILED');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Loading CSS chunk broken-page failed.',
    );
  });
});
