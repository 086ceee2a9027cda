import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GdprPersonDetail } from '@rekry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';

const PERSON: GdprPersonDetail = {
  userId: 42,
  name: 'Anna Andersson',
  email: 'anna@example.se',
  lastActivityAt: '2026-01-10T09:00:00.000Z',
  deleteOn: '2028-01-10',
  legalHold: false,
  applications: [
    {
      id: 7,
      positionId: 101,
      positionName: 'Lagermedarbetare',
      createdAt: '2026-01-10T09:00:00.000Z',
      consentAt: '2026-01-10T09:00:00.000Z',
      consentTextHash: 'a'.repeat(64),
      legalHold: false,
      status: 'Intressant',
    },
  ],
  files: [{ id: 3, applicationId: 7, filename: 'cv.pdf', contentType: 'application/pdf', size: 20_480 }],
  notes: [],
  emails: [{ id: 9, subject: 'Tack för din ansökan', createdAt: '2026-01-10T09:01:00.000Z' }],
  erase: {
    applications: 1,
    files: 2,
    derivedFiles: 1,
    notes: 0,
    logEntries: 3,
    answers: 0,
    emails: 1,
    notifications: 1,
    userRemoved: true,
  },
};

describe('/admin/gdpr/delete', () => {
  beforeEach(() => logout());

  it('lists exactly what goes and deletes only after the e-mail address is typed', async () => {
    const user = signInAs([1]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_GdprPerson: () => ({ body: PERSON }),
      delete_ApplicantFromContainer: () => ({
        body: { ok: true, removed: 1, message: 'Den ansökande har tagits bort' },
      }),
      get_GdprOverview: () => ({ status: 500, body: { error: { code: 'internal', message: 'x' } } }),
    });
    const router = renderAdmin('/admin/gdpr/delete?userId=42');
    const list = await screen.findByRole('list', { name: 'Det här tas bort' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 ansökan med alla svar och samtycken',
      '2 filer från disken (varav 1 förhandsvisningar och kommenterade versioner)',
      '3 händelser i ansökningarnas logg',
      '1 e-postmeddelanden med innehåll',
      '1 notifikationer om ansökningarna',
      'Personen i sökningen',
      'Personens användarkonto (personen har inget annat hos oss)',
    ]);
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Skäl'), 'Begäran per e-post');
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort personen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort personen för gott?' });
    await userEvent.type(within(dialog).getByLabelText('Personens e-postadress'), 'fel@example.se');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await within(dialog).findByText('E-postadressen stämmer inte')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'delete_ApplicantFromContainer')).toEqual([]);

    const field = within(dialog).getByLabelText('Personens e-postadress');
    await userEvent.clear(field);
    await userEvent.type(field, 'ANNA@example.se');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/gdpr'));
    expect(callsTo(fetchMock, 'delete_ApplicantFromContainer')).toEqual([
      { containerId: 1, userId: 42, reason: 'Begäran per e-post' },
    ]);
  });

  it("checks the reason's length first, and shows the server's word on it under the field", async () => {
    const user = signInAs([1]);
    let answer = fail(400, 'Skriv inte personens namn i skälet', {
      reason: 'Skriv inte personens namn i skälet',
    });
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_GdprPerson: () => ({ body: PERSON }),
      delete_ApplicantFromContainer: () => answer,
    });
    renderAdmin('/admin/gdpr/delete?userId=42');
    const reason = await screen.findByLabelText('Skäl');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort personen' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Skälet är för långt'));
    expect(reason).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Anna bad om det');
    const confirm = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Ta bort personen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ta bort personen för gott?' });
      expect(within(dialog).getByLabelText('Personens e-postadress')).toHaveValue('');
      await userEvent.type(within(dialog).getByLabelText('Personens e-postadress'), 'anna@example.se');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await confirm();
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Skriv inte personens namn i skälet'));
    expect(callsTo(fetchMock, 'delete_ApplicantFromContainer')).toEqual([
      { containerId: 1, userId: 42, reason: 'Anna bad om det' },
    ]);

    // Any other failure is said over the form, where it stays.
    answer = fail(403, 'Du saknar behörighet');
    await confirm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Du saknar behörighet');
  });

  it('says so for a person the company holds nothing on, and for no person at all', async () => {
    const user = signInAs([1]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_GdprPerson: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'Personen finns inte' } },
      }),
    });
    renderAdmin('/admin/gdpr/delete?userId=5');
    expect(await screen.findByText('Personen finns inte')).toBeInTheDocument();
  });

  it('asks for a person when the address names none', async () => {
    const user = signInAs([1]);
    const fetchMock = mockDispatcher({ get_CurrentUser: () => ({ body: user }) });
    renderAdmin('/admin/gdpr/inform?userId=abc');
    expect(await screen.findByText('Ingen person vald')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_GdprPerson')).toEqual([]);
  });
});
