import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '@rekry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';

function banner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 5,
    name: 'Kontoret.jpg',
    contentType: 'image/jpeg',
    size: 245_000,
    width: 1600,
    height: 480,
    url: '/api/public/open/containers/1/assets?id=assets%2FKontoret.jpg',
    thumbnail: 'data:image/webp;base64,AAAA',
    createdAt: '2026-11-20T10:00:00.000Z',
    usedBy: [],
    ...overrides,
  };
}
const BANNERS = [
  banner({ id: 6, name: 'Lagret.png', contentType: 'image/png', usedBy: [{ kind: 'company' }] }),
  banner(),
];

const cardOf = (name: string) => screen.getByRole('img', { name }).closest('li')!;

describe('/admin/banners', () => {
  beforeEach(() => logout());

  it('shows a skeleton, then each banner with its thumbnail, size, pixels and where it is used', async () => {
    const user = signInAs([2]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_Banners: () => ({ body: BANNERS }),
    });
    renderAdmin('/admin/banners');
    expect(await screen.findByRole('status', { name: 'Laddar annonsbilder' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Kontoret.jpg' })).toHaveAttribute(
      'src',
      'data:image/webp;base64,AAAA',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Annonsbilder' })).toBeInTheDocument();
    expect(within(cardOf('Kontoret.jpg')).getByText('1600×480 px · 245 kB')).toBeInTheDocument();
    expect(within(cardOf('Lagret.png')).getByText('Företagssidan')).toBeInTheDocument();
    expect(screen.getByText('2 bilder')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Välj bild' })).toBeEnabled();
  });

  it('says so when there are none', async () => {
    const user = signInAs([2]);
    mockDispatcher({ get_CurrentUser: () => ({ body: user }), get_Banners: () => ({ body: [] }) });
    renderAdmin('/admin/banners');
    expect(await screen.findByText('Inga annonsbilder ännu')).toBeInTheDocument();
  });

  it('refuses a file that is no banner image in the browser, sending nothing', async () => {
    const user = signInAs([2]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_Banners: () => ({ body: [] }),
    });
    renderAdmin('/admin/banners');
    await screen.findByText('Inga annonsbilder ännu');
    const input = screen.getByTestId('banner-file');
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bilden måste vara en png-, jpg-, gif- eller webp-fil',
    );
    const big = new File([new Uint8Array(5_000_001)], 'stor.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    expect(await screen.findByText('Filen är för stor. Max 5MB')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_Banner')).toEqual([]);
  });

  it('deletes a banner after a confirmation that names it; a banner in use is refused with the reason', async () => {
    const user = signInAs([2]);
    let list = [...BANNERS];
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_Banners: () => ({ body: list }),
      delete_Banner: (data) => {
        const { bannerId } = data as { bannerId: number };
        if (bannerId === 6)
          return {
            status: 409,
            body: {
              error: {
                code: 'conflict',
                message: 'Bilden används på företagssidan. Välj en annan bild där först.',
              },
            },
          };
        list = list.filter((b) => b.id !== bannerId);
        return { body: { ok: true } };
      },
    });
    renderAdmin('/admin/banners');
    await screen.findByRole('img', { name: 'Kontoret.jpg' });
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Kontoret.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort bild?' });
    expect(dialog).toHaveTextContent('Bilden ”Kontoret.jpg” tas bort för gott.');
    expect(callsTo(fetchMock, 'delete_Banner')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Bilden är borttagen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'delete_Banner')).toEqual([{ containerId: 1, bannerId: 5 }]);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Kontoret.jpg' })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Lagret.png' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort' }));
    expect(
      await screen.findByText('Bilden används på företagssidan. Välj en annan bild där först.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lagret.png' })).toBeInTheDocument();
  });

  it('sends a reader to the access-denied page', async () => {
    const user = signInAs([3]);
    mockDispatcher({ get_CurrentUser: () => ({ body: user }) });
    const router = renderAdmin('/admin/banners');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });
});
