import type { ScoreVisibility } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher, screenWidth } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { LEVELS, matrix, profile } from './fixtures.ts';

const path = '/admin/positions/101/scores';

/** Lagermedarbetare's matrix for a reader (permission 3); the level 'Referenser' has nobody yet. */
function server({ visibility = 'after_submit' as ScoreVisibility, criteria = true } = {}) {
  const user = signInAs([3]);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () => ({ body: detail({ canEdit: false }) }),
    get_Labels: () => ({ body: LEVELS }),
    get_PositionScorecard: () => ({ body: profile({ visibility }) }),
    get_ScoreMatrix: (input) =>
      criteria
        ? { body: input.processLabelId === 22 ? { ...matrix(), rows: [] } : matrix() }
        : { body: { criteria: [], rows: [] } },
  });
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!.textContent);

describe('/admin/positions/:id/scores', () => {
  beforeEach(() => logout());

  it('compares the applicants by weighted score, marks the disagreements and hides what may not be seen', async () => {
    screenWidth(1280);
    server();
    renderAdmin(path);
    const table = await screen.findByRole('table', { name: 'Sökande och kriterier' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Sökande', 'Viktat', 'Samarbete', 'Truckkörning', 'Bedömare']);
    // Cecilia (5,4 and 4,4: 4.3), Anna (2,3 and 5,3: 3.3), David hidden last.
    expect(names(table)).toEqual(['Cecilia Ek', 'Anna Berg', 'David Ström', 'Erik Öst']);
    const anna = within(table).getByRole('link', { name: 'Anna Berg' }).closest('tr')!;
    const [, weighted, teamwork, truck] = within(anna).getAllByRole('cell');
    expect(weighted).toHaveTextContent('3,3');
    // The disagreement is a sign and words, not a colour alone.
    expect(teamwork).toHaveTextContent('3,5Oeniga2–5');
    expect(within(truck!).queryByText('Oeniga')).toBeNull();
    const david = within(table).getByRole('link', { name: 'David Ström' }).closest('tr')!;
    expect(within(david).getAllByText('Dold')).toHaveLength(3);
    expect(within(david).getAllByText(/Dold tills du har lämnat din egen bedömning/)).toHaveLength(3);
    // Nobody has scored Erik: there is nothing hidden to say.
    const erik = within(table).getByRole('link', { name: 'Erik Öst' }).closest('tr')!;
    expect(within(erik).queryByText('Dold')).toBeNull();
    expect(
      within(erik)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Erik ÖstIntervju', '–', '–', '–', '0']);
    expect(screen.getByText('Oeniga: betygen skiljer 2 steg eller mer.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sortera' }), 'name');
    expect(names(table)).toEqual(['Anna Berg', 'Cecilia Ek', 'David Ström', 'Erik Öst']);
  });

  it('asks for the chosen process level', async () => {
    screenWidth(1280);
    const fetchMock = server();
    renderAdmin(path);
    await screen.findByRole('table', { name: 'Sökande och kriterier' });
    const level = screen.getByRole('combobox', { name: 'Processnivå' });
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alla nivåer', 'Intervju', 'Referenser']);
    await userEvent.selectOptions(level, '22');
    expect(await screen.findByText('Inga sökande att jämföra')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_ScoreMatrix')).toEqual([
      { containerId: 1, positionId: 101 },
      { containerId: 1, positionId: 101, processLabelId: 22 },
    ]);
  });

  it('shows a card per applicant on a phone, the reason written out where scores are hidden', async () => {
    screenWidth(320);
    server({ visibility: 'never' });
    renderAdmin(path);
    const cards = await screen.findByRole('list', { name: 'Sökande och kriterier' });
    expect(screen.queryByRole('table')).toBeNull();
    const anna = within(cards).getByRole('link', { name: /Anna Berg/ });
    expect(anna).toHaveTextContent('Samarbete3,5Oeniga2–5');
    expect(anna).toHaveTextContent('Truckkörning3');
    expect(anna).toHaveAttribute('href', '/admin/positions/101/applicants/501');
    const david = within(cards).getByRole('link', { name: /David Ström/ });
    await waitFor(() => expect(david).toHaveTextContent('Dold: bara tjänstens administratörer ser betygen'));
  });

  it('says there is no profile yet', async () => {
    server({ criteria: false });
    renderAdmin(path);
    expect(await screen.findByText('Tjänsten har ingen kravprofil ännu')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bygg kravprofilen' })).toBeNull();
  });
});
