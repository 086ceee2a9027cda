import {
  addDays,
  formatDateTime,
  standardApplicationForm,
  stockholmDate,
  stockholmUnix,
  type PositionDetail,
} from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { makeCompany, makeDetail } from '../careers/public-api-mock.ts';
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
    get_PositionPreview: () => ({
      body: {
        detail: makeDetail({ id: current.id, name: current.name, start: current.start, status: 'Öppen' }),
        company: makeCompany(),
        publication: current.publication,
        publishedAt: current.publishedAt,
      },
    }),
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
    expect(within(dialog).getByRole('radio', { name: 'Nu' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicera' }));
    expect(await screen.findByText('Annonsen är publicerad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'publish_Position')).toEqual([{ containerId: 1, positionId: 101, at: null }]);
    await waitFor(() => expect(status()).toHaveTextContent(/^Öppen$/));
    expect(screen.queryByRole('button', { name: 'Publicera' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fler åtgärder' }));
    expect(await screen.findByRole('menuitem', { name: 'Avpublicera' })).toBeInTheDocument();
  });

  it('offers the start date when it is still to come, and shows Schemalagd with its moment alone', async () => {
    const start = now + 3 * DAY;
    const fetchMock = serverWith(draft({ start, stop: now + 30 * DAY, status: 'Stängd' }));
    renderAdmin('/admin/positions/101');
    await userEvent.click(await screen.findByRole('button', { name: 'Publicera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicera annonsen' });
    expect(within(dialog).getByRole('radio', { name: /^Vid startdatumet/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schemalägg' }));
    await waitFor(() => expect(status()).toHaveTextContent(`Schemalagd ${formatDateTime(start)}`));
    // Not yet started, it is no 'Stängd' beside it: one status.
    expect(status()).not.toHaveTextContent('Stängd');
    expect(callsTo(fetchMock, 'publish_Position')).toEqual([{ containerId: 1, positionId: 101, at: start }]);

    // Scheduled, its moment can be changed, or it can go out at once.
    expect(screen.queryByRole('button', { name: 'Publicera' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ändra tidpunkt' }));
    const again = await screen.findByRole('dialog', { name: 'Ändra tidpunkt' });
    expect(within(again).getByRole('radio', { name: /^Vid startdatumet/ })).toBeChecked();
    await userEvent.click(within(again).getByRole('radio', { name: 'Nu' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Publicera' }));
    await waitFor(() => expect(callsTo(fetchMock, 'publish_Position')).toHaveLength(2));
    expect(callsTo(fetchMock, 'publish_Position')[1]).toEqual({ containerId: 1, positionId: 101, at: null });
  });

  it('schedules at a chosen Swedish date and time, then changes it from the same dialog, prefilled', async () => {
    const tomorrow = addDays(stockholmDate(), 1);
    const fetchMock = serverWith(draft());
    renderAdmin('/admin/positions/101');
    await userEvent.click(await screen.findByRole('button', { name: 'Publicera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicera annonsen' });
    expect(within(dialog).queryByLabelText(/^Datum/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Vid en vald tidpunkt' }));
    const date = within(dialog).getByLabelText(/^Datum/);
    const time = within(dialog).getByLabelText(/^Tid/);
    expect(date).toHaveValue(tomorrow);
    await userEvent.clear(time);
    await userEvent.type(time, '08:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schemalägg' }));
    const at = stockholmUnix(tomorrow, '08:30');
    await waitFor(() => expect(status()).toHaveTextContent(`Schemalagd ${tomorrow} 08:30`));
    expect(await screen.findByText(`Annonsen publiceras ${tomorrow} 08:30`)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'publish_Position')).toEqual([{ containerId: 1, positionId: 101, at }]);

    await userEvent.click(screen.getByRole('button', { name: 'Ändra tidpunkt' }));
    const change = await screen.findByRole('dialog', { name: 'Ändra tidpunkt' });
    expect(within(change).getByRole('radio', { name: 'Vid en vald tidpunkt' })).toBeChecked();
    expect(within(change).getByLabelText(/^Datum/)).toHaveValue(tomorrow);
    expect(within(change).getByLabelText(/^Tid/)).toHaveValue('08:30');
    await userEvent.clear(within(change).getByLabelText(/^Tid/));
    await userEvent.click(within(change).getByRole('button', { name: 'Schemalägg' }));
    expect(await within(change).findByText('Välj en tid')).toBeInTheDocument();
    await userEvent.type(within(change).getByLabelText(/^Tid/), '14:15');
    await userEvent.click(within(change).getByRole('button', { name: 'Schemalägg' }));
    await waitFor(() => expect(status()).toHaveTextContent(`Schemalagd ${tomorrow} 14:15`));
    expect(callsTo(fetchMock, 'publish_Position')[1]).toEqual({
      containerId: 1,
      positionId: 101,
      at: stockholmUnix(tomorrow, '14:15'),
    });
  });

  it('says the server’s answer to a moment under the date', async () => {
    serverWith(draft(), { at: 'Tidpunkten har redan passerat' });
    renderAdmin('/admin/positions/101');
    await userEvent.click(await screen.findByRole('button', { name: 'Publicera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicera annonsen' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Vid en vald tidpunkt' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schemalägg' }));
    const date = within(dialog).getByLabelText(/^Datum/);
    await waitFor(() => expect(date).toHaveAccessibleDescription('Tidpunkten har redan passerat'));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByTestId('publish-missing')).toBeNull();
  });

  it('cancels a schedule after asking: a draft again', async () => {
    const at = now + 2 * DAY;
    const fetchMock = serverWith(draft({ publication: 'Schemalagd', publishedAt: at }));
    renderAdmin('/admin/positions/101');
    await waitFor(() => expect(status()).toHaveTextContent(/^Schemalagd /));
    await userEvent.click(await screen.findByRole('button', { name: 'Fler åtgärder' }));
    expect(screen.queryByRole('menuitem', { name: 'Avpublicera' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Avbryt schemaläggning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avbryta schemaläggningen?' });
    expect(dialog).toHaveTextContent(formatDateTime(at));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Behåll tidpunkten' }));
    expect(callsTo(fetchMock, 'unpublish_Position')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Fler åtgärder' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Avbryt schemaläggning' }));
    const again = await screen.findByRole('dialog', { name: 'Avbryta schemaläggningen?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Avbryt schemaläggning' }));
    expect(await screen.findByText('Schemaläggningen är avbruten')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'unpublish_Position')).toEqual([{ containerId: 1, positionId: 101 }]);
    await waitFor(() => expect(status()).toHaveTextContent(/^Utkast$/));
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

describe('the preview of an ad not yet out', () => {
  beforeEach(() => logout());

  it('says Utkast rather than Öppen, has no published date, and offers Publicera', async () => {
    const fetchMock = serverWith(draft());
    renderAdmin('/admin/positions/101/preview');
    const preview = await screen.findByTestId('position-preview');
    const about = within(preview).getByRole('complementary', { name: /Om tjänsten/i });
    await waitFor(() => expect(about).toHaveTextContent(/Status\s*Utkast/));
    expect(about).not.toHaveTextContent('Öppen');
    expect(about).not.toHaveTextContent(/Publicerad/i);
    expect(screen.getByText('Annonsen är ett utkast och syns inte för sökande än.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Publicera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publicera annonsen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publicera' }));
    expect(await screen.findByText('Annonsen är publicerad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'publish_Position')).toHaveLength(1);
    await waitFor(() => expect(about).toHaveTextContent(/Status\s*Öppen/));
    expect(screen.queryByRole('button', { name: 'Publicera' })).toBeNull();
  });

  it('says when a scheduled ad goes out, and offers Ändra tidpunkt', async () => {
    const at = now + 2 * DAY;
    serverWith(draft({ publication: 'Schemalagd', publishedAt: at }));
    renderAdmin('/admin/positions/101/preview');
    const preview = await screen.findByTestId('position-preview');
    await waitFor(() => expect(preview).toHaveTextContent(`Schemalagd ${formatDateTime(at)}`));
    expect(await screen.findByRole('button', { name: 'Ändra tidpunkt' })).toBeInTheDocument();
  });

  it('offers no Publicera to a reader', async () => {
    serverWith(draft({ canEdit: false, canDelete: false }));
    renderAdmin('/admin/positions/101/preview');
    await screen.findByTestId('position-preview');
    await screen.findByText('Lagermedarbetare', { selector: 'span' });
    expect(screen.queryByRole('button', { name: 'Publicera' })).toBeNull();
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
