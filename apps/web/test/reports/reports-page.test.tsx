import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher, type FakeActions } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { EMPTY, REPORTS } from './fixtures.ts';

function serve(actions: FakeActions, permissionIds = [1]) {
  const user = signInAs(permissionIds);
  return mockDispatcher({ get_CurrentUser: () => ({ body: user }), ...REPORTS, ...actions });
}

const card = async (testId: string) => within(await screen.findByTestId(testId));

describe('/admin/reports', () => {
  beforeEach(() => logout());

  it('draws each report as a chart named by its summary, with the numbers in a table', async () => {
    const fetchMock = serve({});
    renderAdmin('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapporter' })).toBeInTheDocument();
    const funnel = await card('report-funnel');
    expect(
      await funnel.findByRole('img', {
        name: /12 ansökningar\. Ingen processnivå 12, Intervju 6, Anställd 2/,
      }),
    ).toBeInTheDocument();
    expect(funnel.getByRole('row', { name: /Intervju 6 50 % 4/ })).toBeInTheDocument();
    const sources = await card('report-sources');
    expect(await sources.findByRole('img', { name: /platsbanken 7, Direkt 5/ })).toBeInTheDocument();
    expect(sources.getByRole('row', { name: 'platsbanken 7 3 1' })).toBeInTheDocument();
    expect(sources.getByRole('row', { name: 'Arbetsförmedlingen 4' })).toBeInTheDocument();
    // Groups under 5 as the server gave them.
    const equality = await card('report-equality');
    expect(await equality.findByRole('row', { name: 'Man 5 färre än 5 färre än 5' })).toBeInTheDocument();
    expect(await (await card('report-nps')).findByText('NPS 50 av 6 svar.')).toBeInTheDocument();
    expect(
      (await card('report-stage-times')).getByRole('row', { name: /Intervju 3,0 d 4,0 d 4 2/ }),
    ).toBeInTheDocument();
    // The last 12 months by default, both ends included.
    const asked = callsTo(fetchMock, 'get_ReportFunnel').at(-1) as { from: string; to: string };
    const days = (Date.parse(asked.to) - Date.parse(asked.from)) / 86_400_000;
    expect(days).toBe(364);
    expect(screen.getByLabelText('Period')).toHaveValue('365');
  });

  it('keeps the filters in the address and asks every report with them', async () => {
    const fetchMock = serve({});
    const router = renderAdmin('/admin/reports?fran=2026-01-01&till=2026-06-30');
    await screen.findByTestId('report-funnel');
    expect(screen.getByLabelText('Från')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Period')).toHaveValue('');
    // Several positions: each one ticked joins the address and every report's question.
    const positions = screen.getByRole('button', { name: 'Alla tjänster, Tjänster' });
    await userEvent.click(positions);
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Säljare' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Lagermedarbetare' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'get_ReportSources').at(-1)).toEqual({
        containerId: 1,
        from: '2026-01-01',
        to: '2026-06-30',
        positionIds: [11, 12],
      }),
    );
    expect(router.state.location.search).toContain('tjanst=11&tjanst=12');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Alla tjänster' })).not.toBeChecked();
    // One taken off again: its name shows on the button; 'Alla tjänster' clears them.
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Lagermedarbetare' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Säljare, Tjänster' })).toBeInTheDocument();
    expect(router.state.location.search).toMatch(/tjanst=12(&|$)/);
    expect(router.state.location.search).not.toContain('tjanst=11');
    await userEvent.selectOptions(screen.getByLabelText('Period'), '30');
    expect(router.state.location.search).not.toContain('fran=2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Återställ filter' }));
    expect(router.state.location.search).toBe('');
  });

  it('reads several positions from a shared address, leaving out what is not an id', async () => {
    const fetchMock = serve({});
    renderAdmin('/admin/reports?tjanst=12&tjanst=x&tjanst=11&tjanst=12');
    expect(await screen.findByRole('button', { name: '2 tjänster, Tjänster' })).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'get_ReportFunnel').at(-1)).toMatchObject({ positionIds: [11, 12] }),
    );
  });

  it('says that the period has no applications, and tells a failed report in its own card', async () => {
    serve({ ...EMPTY, get_ReportHiring: () => fail(500, 'Något gick fel') });
    renderAdmin('/admin/reports');
    expect(
      await (await card('report-funnel')).findByText('Inga ansökningar under perioden'),
    ).toBeInTheDocument();
    expect(await (await card('report-nps')).findByText('Inga enkätsvar under perioden')).toBeInTheDocument();
    expect(
      await (
        await card('report-hiring')
      ).findByText('Tid till anställning och tillsättning kunde inte hämtas'),
    ).toBeInTheDocument();
  });

  it('exports a report as CSV with the page’s filter', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fetchMock = serve({
      export_Report: () => ({ body: 'Källa;Ansökningar' }) as never,
    });
    renderAdmin('/admin/reports?fran=2026-01-01&till=2026-06-30');
    const sources = await card('report-sources');
    await sources.findByRole('img');
    await userEvent.click(sources.getByRole('button', { name: 'Exportera CSV Källor' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'export_Report').at(-1)).toEqual({
      containerId: 1,
      report: 'sources',
      from: '2026-01-01',
      to: '2026-06-30',
    });
  });

  it('lets an administrator turn the candidate survey on', async () => {
    const fetchMock = serve({
      update_SurveySettings: (data) => ({ body: { ...data, containerId: undefined } as never }),
    });
    renderAdmin('/admin/reports');
    const survey = within(await screen.findByTestId('survey-settings'));
    await userEvent.click(await survey.findByLabelText('Skicka kandidatenkät'));
    await userEvent.selectOptions(survey.getByLabelText('Status som räknas som avslag'), 'Ej aktuell');
    await userEvent.click(survey.getByLabelText('Efter återkallad ansökan'));
    await userEvent.click(survey.getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'update_SurveySettings').at(-1)).toEqual({
        containerId: 1,
        enabled: true,
        delayDays: 7,
        onHired: true,
        onRejected: true,
        onWithdrawn: true,
        rejectedLabelId: 9,
      }),
    );
  });
});
