import { standardApplicationForm, type PositionDetail } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from './render-admin.tsx';

const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);
const draft = (over: Partial<PositionDetail> = {}) =>
  detail({ publication: 'Utkast', publishedAt: null, form: standardApplicationForm(), ...over });

/** A fake server holding one draft that publish and unpublish change; `refuse` answers publish with it. */
function serverWith(position: PositionDetail, refuse?: Record<string, string>) {
  const user = signInAs([2]);
  let current = position;
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () => ({ body: current }),
    publish_Position: (data) => {
      if (refuse)
        return {
          status: 400,
          body: {
            error: { code: 'bad_request', message: 'Annonsen kan inte publiceras än', fields: refuse },
          },
        };
      const { at } = data as { at: number | null };
      current = { ...current, publication: at ? 'Schemalagd' : 'Publicerad', publishedAt: at ?? now };
      return { body: current };
    },
    unpublish_Position: () => {
      current = { ...current, publication: 'Utkast', publishedAt: null };
      return { body: current };
    },
  });
}

const status = () => screen.getByTestId('position-status');

describe('publishing an ad from its page', () => {
  beforeEach(() => logout());

  it('shows Utkast beside the status, and publishes now', async () => {
    const fetchMock = serverWith(draft());
    renderAdmin('/admin/positions/101');
    await waitFor(() => expect(status()).toHaveTextContent(/^Utkast$/));
    expect(screen.getByRole('link', { name: 'Förhandsgranska' })).toHaveAttribute(
      'href',
      '/admin/positions/101/preview',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publicera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicera annonsen' });
    expect(within(dialog).getByRole('radio', { name: 'Publicera nu' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicera' }));
    expect(await screen.findByText('Annonsen är publicerad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'publish_Position')).toEqual([{ containerId: 1, positionId: 101, at: null }]);
    await waitFor(() => expect(status()).toHaveTextContent(/^Öppen$/));
    expect(screen.queryByRole('button', { name: 'Publicera' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fler åtgärder' }));
    expect(await screen.findByRole('menuitem', { name: 'Avpublicera' })).toBeInTheDocument();
  });

  it('offers the start date when it is still to come, and shows Schemalagd', async () => {
    const start = now + 3 * DAY;
    const fetchMock = serverWith(draft({ start, stop: now + 30 * DAY, status: 'Stängd' }));
    renderAdmin('/admin/positions/101');
    await userEvent.click(await screen.findByRole('button', { name: 'Publicera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicera annonsen' });
    expect(within(dialog).getByRole('radio', { name: /Schemalägg till startdatumet/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schemalägg' }));
    await waitFor(() => expect(status()).toHaveTextContent('Schemalagd'));
    expect(callsTo(fetchMock, 'publish_Position')).toEqual([{ containerId: 1, positionId: 101, at: start }]);

    // Scheduled, it can still go out at once.
    await userEvent.click(screen.getByRole('button', { name: 'Publicera' }));
    const again = await screen.findByRole('dialog', { name: 'Publicera annonsen' });
    await userEvent.click(within(again).getByRole('radio', { name: 'Publicera nu' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Publicera' }));
    await waitFor(() => expect(callsTo(fetchMock, 'publish_Position')).toHaveLength(2));
    expect(callsTo(fetchMock, 'publish_Position')[1]).toEqual({ containerId: 1, positionId: 101, at: null });
  });

  it('lists what is missing before sending anything, and what the server refuses', async () => {
    const fetchMock = serverWith(draft({ description: '', stop: null, form: [] }));
    renderAdmin('/admin/positions/101');
    await userEvent.click(await screen.findByRole('button', { name: 'Publicera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicera annonsen' });
    const missing = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(missing).toEqual([
      'Skriv en annonstext',
      'Ange sista ansökningsdag',
      'Formuläret saknar fältet Förnamn',
      'Formuläret saknar fältet Efternamn',
      'Formuläret saknar fältet E-post',
      'Formuläret saknar samtycket (villkoren och GDPR)',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Publicera' })).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Redigera annonsen' })).toHaveAttribute(
      'href',
      '/admin/positions/101/edit',
    );
    expect(within(dialog).getByRole('link', { name: 'Öppna formuläret' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'publish_Position')).toEqual([]);
  });

  it('shows the server’s own list when it refuses', async () => {
    serverWith(draft(), { stop: 'Sista ansökningsdagen har redan passerat' });
    renderAdmin('/admin/positions/101');
    await userEvent.click(await screen.findByRole('button', { name: 'Publicera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicera annonsen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicera' }));
    expect(await within(dialog).findByText('Sista ansökningsdagen har redan passerat')).toBeInTheDocument();
  });

  it('unpublishes after asking', async () => {
    const fetchMock = serverWith(draft({ publication: 'Publicerad', publishedAt: now - DAY }));
    renderAdmin('/admin/positions/101');
    await userEvent.click(await screen.findByRole('button', { name: 'Fler åtgärder' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Avpublicera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avpublicera annonsen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avpublicera' }));
    expect(await screen.findByText('Annonsen är ett utkast igen')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'unpublish_Position')).toEqual([{ containerId: 1, positionId: 101 }]);
    await waitFor(() => expect(status()).toHaveTextContent('Utkast'));
  });
});

describe('the form of a published ad with applications', () => {
  beforeEach(() => logout());

  it('says so, and asks before the first change only', async () => {
    const published = draft({ publication: 'Publicerad', publishedAt: now - DAY, totalApplicants: 2 });
    const fetchMock = serverWith(published);
    renderAdmin('/admin/positions/101/form');
    expect(await screen.findByText(/Tjänsten är publicerad och har 2 ansökningar/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Textrad$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra formuläret för en publicerad annons?' });
    // Nothing is saved before the answer (the builder's preview also fetches the company: no body).
    const saves = () =>
      fetchMock.mock.calls.filter(([, init]) =>
        String((init as RequestInit | undefined)?.body ?? '').includes('update_PositionForm'),
      );
    expect(saves()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ändra formuläret' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/Tjänsten är publicerad och har 2 ansökningar/)).toBeNull();
    // Later changes go straight in.
    await userEvent.click(screen.getByRole('button', { name: /^Textrad$/ }));
    expect(screen.queryByRole('dialog', { name: 'Ändra formuläret för en publicerad annons?' })).toBeNull();
  });

  it('a draft’s form changes without asking', async () => {
    serverWith(draft({ totalApplicants: 2 }));
    renderAdmin('/admin/positions/101/form');
    await userEvent.click(await screen.findByRole('button', { name: /^Textrad$/ }));
    expect(screen.queryByText(/Tjänsten är publicerad/)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Ändra formuläret för en publicerad annons?' })).toBeNull();
  });
});
