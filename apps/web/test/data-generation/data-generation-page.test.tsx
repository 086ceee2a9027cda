import type { DataGeneration } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { companyRow, type FakeActions } from '../helpers.ts';
import { callsTo, renderAdmin, serveSuperuser } from '../positions/render-admin.tsx';

const RUN: DataGeneration = {
  id: 7,
  containerId: 1,
  containerName: 'Demo AB',
  positions: 1,
  applicants: 10_000,
  total: 10_000,
  done: 4_000,
  removed: 0,
  status: 'running',
  error: null,
  createdBy: 'Oden Allfader',
  created: '2026-11-20T09:00:00.000Z',
  finished: null,
};
const OLD: DataGeneration = {
  ...RUN,
  id: 3,
  containerName: 'Norrland Bemanning AB',
  containerId: 2,
  positions: 2,
  applicants: 50,
  total: 100,
  done: 100,
  status: 'done',
  created: '2026-11-19T09:00:00.000Z',
};
const COMPANIES = [companyRow(1, 'Demo AB', { users: 4 }), companyRow(2, 'Norrland Bemanning AB')];

const serve = (handlers: FakeActions) =>
  serveSuperuser({ search_Containers: () => ({ body: COMPANIES }), ...handlers });

describe('/admin/generate-data', () => {
  beforeEach(() => logout());

  it('shows the latest run with its progress bar and every run in the list', async () => {
    serve({ get_DataGenerations: () => ({ body: [RUN, OLD] }) });
    renderAdmin('/admin/generate-data');
    const bar = await screen.findByRole('progressbar', { name: 'Förlopp' });
    expect(bar).toHaveAttribute('aria-valuenow', '4000');
    expect(bar).toHaveAttribute('aria-valuemax', '10000');
    expect(screen.getByText('4 000 av 10 000 sökande')).toBeInTheDocument();
    expect(screen.getByText('Uppdateras varje sekund')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Norrland Bemanning AB')).toBeInTheDocument();
    expect(within(table).getByText('Klar')).toBeInTheDocument();
    expect(within(table).getByText('4 000 / 10 000')).toBeInTheDocument();
  });

  it('says so when there is no run yet', async () => {
    serve({ get_DataGenerations: () => ({ body: [] }) });
    renderAdmin('/admin/generate-data');
    expect(await screen.findByText('Ingen körning ännu')).toBeInTheDocument();
    expect(screen.getByText('Inga körningar ännu')).toBeInTheDocument();
  });

  it('checks the input, then starts a run for the chosen company', async () => {
    let runs: DataGeneration[] = [];
    const started: DataGeneration = { ...RUN, done: 0, status: 'queued' };
    const fetchMock = serve({
      get_DataGenerations: () => ({ body: runs }),
      create_DataGeneration: () => {
        runs = [started];
        return { body: started };
      },
    });
    renderAdmin('/admin/generate-data');
    const company = await screen.findByRole('combobox', { name: 'Företag' });
    await screen.findByRole('option', { name: 'Demo AB' });
    const applicants = screen.getByRole('spinbutton', { name: 'Sökande per tjänst' });
    await userEvent.clear(applicants);
    await userEvent.type(applicants, '100001');
    await userEvent.click(screen.getByRole('button', { name: 'Generera' }));
    expect(await screen.findByText('Välj företag', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Ange antal sökande per tjänst (0–100 000)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_DataGeneration')).toEqual([]);

    await userEvent.selectOptions(company, 'Demo AB');
    await userEvent.clear(applicants);
    await userEvent.type(applicants, '10000');
    await userEvent.click(screen.getByRole('button', { name: 'Generera' }));
    expect(await screen.findByText('Genereringen har startat')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_DataGeneration')).toEqual([
      { containerId: 1, positions: 1, applicants: 10_000 },
    ]);
    expect(await screen.findByText('0 av 10 000 sökande')).toBeInTheDocument();
  });

  it('removes a run’s data after confirming', async () => {
    let runs = [OLD];
    const fetchMock = serve({
      get_DataGenerations: () => ({ body: runs }),
      remove_DataGeneration: () => {
        runs = [{ ...OLD, status: 'removing' }];
        return { body: runs[0]! };
      },
    });
    renderAdmin('/admin/generate-data');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: /Ta bort genererad data för Norrland/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort genererad data?' });
    expect(within(dialog).getByText(/2 tjänster och 100 påhittade sökande/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Borttagningen har startat')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'remove_DataGeneration')).toEqual([{ containerId: 2, id: 3 }]);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Borttagning' })).toHaveAttribute('aria-valuenow', '0'),
    );
    expect(within(table).queryByRole('button', { name: /Ta bort genererad data/ })).toBeNull();
  });
});
