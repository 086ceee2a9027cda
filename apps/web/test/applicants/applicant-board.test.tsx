import { cvPassage, type ApplicantBoard, type ApplicantListItem } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { dropUnderPointer } from '../../src/features/applicants/applicant-board.tsx';
import { filterStorageKey, viewStorageKey } from '../../src/features/applicants/remembered-filter.ts';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { filters, item, page } from './fixtures.ts';

const COLUMNS = [
  { labelId: 0, name: 'Ej behandlad' },
  { labelId: 11, name: 'Intressant' },
  { labelId: 12, name: 'Ej aktuell' },
];

/** A server whose board follows the status changes it accepted (or refuses them all with `fails`). */
function server({ canEdit = true, fails = false } = {}) {
  const user = signInAs([canEdit ? 2 : 3]);
  const items: ApplicantListItem[] = [
    item({
      processLabelId: 21,
      files: 2,
      textHits: [
        {
          file: { id: 7, filename: 'cv.pdf' },
          passage: cvPassage('Har truckkortet sedan 2015.', ['truckkort']),
        },
        { file: null, passage: cvPassage('Truckkort: ja', ['truckkort']) },
      ],
    }),
    item({ id: 502, userId: 902, name: 'Bo Ek', email: 'bo@example.se', isUnread: false, gender: 'Man' }),
  ];
  const board = (): ApplicantBoard => ({
    columns: COLUMNS.map((c) => {
      const cards = items.filter((i) => (i.labelId ?? 0) === c.labelId);
      return {
        ...c,
        total: c.labelId === 11 ? cards.length + 30 : cards.length,
        totalIsCapped: false,
        items: cards,
        nextCursor: c.labelId === 11 ? 'efter-intressant' : null,
      };
    }),
    showAge: true,
    showGender: true,
  });
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () => ({ body: detail({ canEdit }) }),
    get_ApplicantFilters: () => ({ body: filters }),
    get_ApplicantsByPosition: () => ({ body: page([item({ id: 540, name: 'Cecilia Fler', labelId: 11 })]) }),
    get_ApplicantBoard: () => ({ body: board() }),
    get_EmailTemplates: () => ({ body: [] }),
    update_ApplicantStatus: (data) => {
      if (fails) return fail(500, 'Internt fel');
      const { ids, labelId } = data as { ids: number[]; labelId: number };
      for (const i of items) if (ids.includes(i.id)) i.labelId = labelId || null;
      return { body: { ok: true, updated: ids.length, labelEmailTemplate: null } };
    },
  });
}

const column = (name: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${name}\\s*\\d+ sökande$`) }));

async function openBoard() {
  renderAdmin('/admin/positions/101');
  await userEvent.click(await screen.findByRole('button', { name: 'Tavla' }, { timeout: 15_000 }));
  await screen.findByRole('region', { name: 'Tavla med sökande per status' });
}

describe('the board (Tavla) on /admin/positions/:id', () => {
  beforeEach(() => logout());

  it('shows a column per status with its count and cards in the list’s filter, and is remembered', async () => {
    localStorage.setItem(
      filterStorageKey(1, 101),
      JSON.stringify({
        labelId: 11,
        processLabelId: 21,
        answers: {},
        query: 'berg',
        textQuery: 'truckkort -nattskift',
        sort: 'oldest',
      }),
    );
    const fetchMock = server();
    await openBoard();
    expect(screen.getByRole('button', { name: 'Tavla' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(viewStorageKey(1, 101))).toBe('board');
    // The list's filter without its status: every column is one.
    expect(callsTo(fetchMock, 'get_ApplicantBoard').at(-1)).toEqual({
      containerId: 1,
      positionId: 101,
      processLabelId: 21,
      otherPositionId: -1,
      tagId: -1,
      answers: [],
      query: 'berg',
      textQuery: 'truckkort -nattskift',
      sort: 'oldest',
      minScore: null,
    });
    expect(screen.queryByLabelText('Status', { selector: 'select' })).toBeNull();
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Ej behandlad2', 'Intressant30', 'Ej aktuell0']);
    const anna = column('Ej behandlad').getByRole('link', { name: 'Anna Berg' }).closest('li')!;
    expect(anna).toHaveTextContent('Oläst');
    expect(anna).toHaveTextContent('30 år · Kvinna');
    expect(anna).toHaveTextContent('2 filer');
    // Found by 'Sök i CV och svar': the card shows its first place with the word marked, and opens there.
    expect(within(anna).getByText('truckkortet', { selector: 'mark' })).toBeInTheDocument();
    expect(anna).not.toHaveTextContent('Svar i formuläret');
    expect(within(anna).getByRole('link', { name: 'Anna Berg' })).toHaveAttribute(
      'href',
      '/admin/positions/101/applicants/501?file=7&find=truckkortet',
    );
    expect(anna).toHaveTextContent('Intervju');
    expect(column('Ej aktuell').getByText('Inga sökande')).toBeInTheDocument();
  });

  it("moves a card with 'Flytta till…' at once, with the list's status change", async () => {
    const fetchMock = server();
    await openBoard();
    await userEvent.selectOptions(await screen.findByLabelText('Flytta Bo Ek till'), 'Ej aktuell');
    expect(column('Ej aktuell').getByRole('link', { name: 'Bo Ek' })).toBeInTheDocument();
    expect(await screen.findByText('Status ändrad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_ApplicantStatus')).toEqual([
      { containerId: 1, positionId: 101, labelId: 12, ids: [502] },
    ]);
    await waitFor(() => expect(column('Ej behandlad').queryByRole('link', { name: 'Bo Ek' })).toBeNull());
    expect(screen.getByRole('region', { name: /^Ej aktuell\s*1 sökande$/ })).toBeInTheDocument();
  });

  it('puts the card back and says Något gick fel, vänligen försök igen when the move fails', async () => {
    server({ fails: true });
    await openBoard();
    await userEvent.selectOptions(await screen.findByLabelText('Flytta Bo Ek till'), 'Intressant');
    expect(await screen.findByText('Något gick fel, vänligen försök igen')).toBeInTheDocument();
    await waitFor(() =>
      expect(column('Ej behandlad').getByRole('link', { name: 'Bo Ek' })).toBeInTheDocument(),
    );
    expect(column('Intressant').queryByRole('link', { name: 'Bo Ek' })).toBeNull();
  });

  it("loads a column's next cards with Visa fler, after the board's cursor", async () => {
    const fetchMock = server();
    await openBoard();
    await userEvent.click(column('Intressant').getByRole('button', { name: 'Visa fler' }));
    expect(await column('Intressant').findByRole('link', { name: 'Cecilia Fler' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_ApplicantsByPosition').at(-1)).toMatchObject({
      labelId: 11,
      after: 'efter-intressant',
    });
  });

  it('lets a reader look but not move', async () => {
    server({ canEdit: false });
    await openBoard();
    await screen.findAllByRole('link', { name: 'Anna Berg' });
    expect(screen.queryByLabelText('Flytta Anna Berg till')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dra Anna Berg' })).toBeNull();
  });
});

describe('where a dragged card drops (dropUnderPointer)', () => {
  // Three columns 200 px wide with 12 px between them; the card is 180 px wide.
  const rect = (left: number, top: number, width: number, height: number) => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
  });
  const columns = [0, 11, 12].map((labelId, i) => ({
    id: `column-${labelId}`,
    rect: rect(i * 212, 0, 200, 600),
  }));
  const drop = (card: ReturnType<typeof rect>, pointer: { x: number; y: number } | null) =>
    dropUnderPointer({
      active: { id: 1 } as never,
      collisionRect: card,
      droppableRects: new Map(columns.map((c) => [c.id, c.rect])),
      droppableContainers: columns.map((c) => ({ id: c.id })) as never,
      pointerCoordinates: pointer,
    })[0]?.id;

  it('is the column under the pointer, though the card covers its neighbour more', () => {
    // Taken by the grip at its right edge: the pointer 10 px inside the third column, the card's
    // centre over the second.
    expect(drop(rect(424 + 10 - 170, 100, 180, 80), { x: 434, y: 120 })).toBe('column-12');
  });

  it("is the column under the card's top left corner for a card lifted by keyboard", () => {
    expect(drop(rect(212 + 8, 48, 180, 80), null)).toBe('column-11');
  });

  it('is the column the card covers most when the pointer is over no column', () => {
    expect(drop(rect(210 - 150, 100, 180, 80), { x: 206, y: 120 })).toBe('column-0');
  });
});
