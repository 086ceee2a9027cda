import type { SystemStatus } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY, logout } from '../../src/lib/session.ts';
import {
  company,
  fail,
  makeToken,
  makeUser,
  mockDispatcher,
  screenWidth,
  type FakeActions,
} from '../helpers.ts';
import { callsTo, renderAdmin, serveSuperuser } from '../positions/render-admin.tsx';

/** LibreOffice installed, poppler's pdftotext missing (the other tools installed). */
const STATUS: SystemStatus = {
  checkedAt: '2026-11-20T09:15:30.000Z',
  tools: [
    { kind: 'libreoffice', present: true, version: '7.5.9.2', waitingFiles: 0 },
    { kind: 'pdftotext', present: false, waitingFiles: 3 },
    { kind: 'pdftoppm', present: true, version: '22.12.0', waitingFiles: 0 },
    { kind: 'tesseract', present: true, version: '5.3.0', waitingFiles: 1 },
    { kind: 'tesseract-swe', present: true, waitingFiles: 0 },
  ],
};
const ALL_PRESENT: SystemStatus = {
  checkedAt: '2026-11-20T09:20:05.000Z',
  tools: STATUS.tools.map((tool) =>
    tool.kind === 'pdftotext' ? { ...tool, present: true, version: '22.12.0' } : tool,
  ),
};

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr')!;

describe('/admin/system', () => {
  beforeEach(() => logout());

  it("shows an installed tool with its version, and a missing one with what is off and the package's name", async () => {
    screenWidth(1280);
    serveSuperuser({ get_SystemStatus: () => ({ body: STATUS }) });
    renderAdmin('/admin/system');
    expect(await screen.findByRole('heading', { level: 1, name: 'Systemstatus' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Systemprogram' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);

    const libreoffice = rowOf(table, 'LibreOffice');
    expect(within(libreoffice).getByText('Installerad')).toBeInTheDocument();
    expect(within(libreoffice).getByText('Version 7.5.9.2')).toBeInTheDocument();

    const pdftotext = rowOf(table, 'pdftotext (poppler)');
    expect(within(pdftotext).getByText('Saknas')).toBeInTheDocument();
    expect(
      within(pdftotext).getByText('Texten i PDF-filer läses inte, så CV-sökningen hittar dem inte.'),
    ).toBeInTheDocument();
    const install = within(pdftotext).getByText(/^Installera Debian-paketet/);
    expect(install).toHaveTextContent('Installera Debian-paketet poppler-utils.');
    // The files that wait: for a missing tool, and those a tool that has come reads now.
    expect(within(pdftotext).getByText('3 filer väntar på programmet')).toBeInTheDocument();
    expect(within(rowOf(table, 'Tesseract')).getByText('1 fil läses nu')).toBeInTheDocument();
    expect(within(libreoffice).queryByText(/väntar|läses nu/)).toBeNull();
    expect(within(install).getByText('poppler-utils').tagName).toBe('CODE');
    expect(within(pdftotext).queryByText('Installerad')).toBeNull();

    expect(screen.getByText('1 av 5 program saknas')).toBeInTheDocument();
    // Stockholm time: 09:15:30 UTC is 10:15:30 in November.
    expect(screen.getByText('Kontrollerat 2026-11-20 10:15:30')).toBeInTheDocument();
    // The superuser's sidebar leads here.
    expect(
      within(screen.getByRole('navigation', { name: 'Huvudmeny' })).getByRole('link', {
        name: 'Systemstatus',
      }),
    ).toHaveAttribute('href', '/admin/system');
  });

  it('draws a card a tool on a phone, with the same words', async () => {
    screenWidth(320);
    serveSuperuser({ get_SystemStatus: () => ({ body: STATUS }) });
    renderAdmin('/admin/system');
    const list = await screen.findByRole('list', { name: 'Systemprogram' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByText('pdftotext (poppler)').closest('li')!;
    expect(within(card).getByText('Saknas')).toBeInTheDocument();
    expect(within(card).getByText('poppler-utils').tagName).toBe('CODE');
    const swedish = within(list).getByText('Tesseract, svenska').closest('li')!;
    expect(within(swedish).getByText('Installerad')).toBeInTheDocument();
  });

  it('asks the server again with Kontrollera igen, and shows a package installed meanwhile', async () => {
    screenWidth(1280);
    let answer = STATUS;
    const fetchMock = serveSuperuser({ get_SystemStatus: () => ({ body: answer }) });
    renderAdmin('/admin/system');
    const table = await screen.findByRole('table', { name: 'Systemprogram' });
    expect(within(rowOf(table, 'pdftotext (poppler)')).getByText('Saknas')).toBeInTheDocument();

    answer = ALL_PRESENT;
    await userEvent.click(screen.getByRole('button', { name: 'Kontrollera igen' }));
    await waitFor(() =>
      expect(within(rowOf(table, 'pdftotext (poppler)')).getByText('Installerad')).toBeInTheDocument(),
    );
    expect(within(rowOf(table, 'pdftotext (poppler)')).getByText('Version 22.12.0')).toBeInTheDocument();
    expect(screen.queryByText(/program saknas/)).toBeNull();
    expect(screen.getByText('Kontrollerat 2026-11-20 10:20:05')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_SystemStatus')).toHaveLength(2);
  });

  it('says so when the check fails, with Försök igen', async () => {
    let answer: () => ReturnType<NonNullable<FakeActions['get_SystemStatus']>> = () =>
      fail(500, 'Något gick fel på servern');
    serveSuperuser({ get_SystemStatus: () => answer() });
    renderAdmin('/admin/system');
    expect(await screen.findByText('Programmen kunde inte kontrolleras')).toBeInTheDocument();
    answer = () => ({ body: STATUS });
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect((await screen.findAllByText('LibreOffice')).length).toBeGreaterThan(0);
  });

  it('keeps company administrators out', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken());
    mockDispatcher({
      get_CurrentUser: () => ({ body: makeUser({ containers: [company(1, 'Demo AB', [1])] }) }),
    });
    const router = renderAdmin('/admin/system');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/access-denied'));
  });
});
