import type { ActionParsedInput, InterviewView } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { applicantPageReads } from '../applicants/fixtures.ts';
import { fail, mockDispatcher, type FakeAnswer } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { INTERVIEWERS, interview, SLOTS } from './fixtures.ts';

const path = '/admin/positions/101/applicants/501';
const TAKEN = 'Tiden hann bokas av någon annan. Välj en av de lediga tiderna nedan.';

type Create = ActionParsedInput<'create_Interviews'>;

/** The applicant page of Anna Berg for a writer, with the interview actions answered as `create` says. */
function server({
  canEdit = true,
  interviews = [] as InterviewView[],
  create = (input: Create): FakeAnswer<'create_Interviews'> => ({
    body: { interviews: [interview({ kind: input.kind })], message: 'Inbjudan skickad' },
  }),
} = {}) {
  const user = signInAs([2]);
  let current = interviews;
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    ...applicantPageReads(canEdit),
    get_EmailTemplates: () => ({ body: [] }),
    get_EmailTemplateVariables: () => ({ body: [] }),
    get_ApplicationInterviews: () => ({ body: current }),
    get_Interviewers: () => ({ body: INTERVIEWERS }),
    get_InterviewSlots: () => ({ body: SLOTS }),
    create_Interviews: (input) => {
      const answer = create(input);
      if ('interviews' in answer.body) current = answer.body.interviews;
      return answer;
    },
    cancel_Interview: () => {
      current = current.map((i) => ({ ...i, status: 'cancelled' as const, bookingUrl: null }));
      return { body: current[0]! };
    },
  });
}

async function openDialog() {
  const card = await screen.findByRole('region', { name: 'Intervjuer' });
  await userEvent.click(await within(card).findByRole('button', { name: 'Boka intervju' }));
  return screen.findByRole('dialog', { name: 'Boka intervju' });
}

describe('the interview dialog', () => {
  beforeEach(() => logout());

  it('shows the free times by day as the setup changes, then sends the invitation with its subject and text', async () => {
    const fetchMock = server();
    renderAdmin(path);
    const dialog = within(await openDialog());
    expect(dialog.getByText('Med Anna Berg')).toBeInTheDocument();
    // The signed-in member interviews unless unticked; one without saved hours is said to have the suggested.
    expect(dialog.getByRole('checkbox', { name: 'Anna Andersson' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: /Bertil Berg/ })).not.toBeChecked();
    expect(dialog.getByText(/Har inte sparat arbetstider/)).toBeInTheDocument();

    const times = within(await dialog.findByRole('region', { name: 'Lediga tider per dag' }));
    expect(times.getByRole('heading', { name: 'tisdag 8 december' })).toBeInTheDocument();
    expect(times.getByRole('heading', { name: 'onsdag 9 december' })).toBeInTheDocument();
    expect(times.getAllByText(/^\d\d:\d\d$/).map((e) => e.textContent)).toEqual(['10:00', '11:00', '14:00']);
    expect(dialog.getByText('3 lediga tider på 2 dagar')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_InterviewSlots').at(-1)).toMatchObject({
      containerId: 1,
      positionId: 101,
      kind: 'video',
      durationMinutes: 45,
      interviewerIds: [7],
      need: 1,
      noticeHours: 24,
    });

    // The free times follow the fields: a longer interview with both interviewers, any one of them.
    await userEvent.clear(dialog.getByLabelText(/Längd/));
    await userEvent.type(dialog.getByLabelText(/Längd/), '60');
    await userEvent.click(dialog.getByRole('checkbox', { name: /Bertil Berg/ }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Valfria' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'get_InterviewSlots').at(-1)).toMatchObject({
        durationMinutes: 60,
        interviewerIds: [7, 8],
        need: 1,
      }),
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Skicka bokningsinbjudan' }));
    expect(dialog.getByLabelText(/Ämne/)).toHaveValue('Boka en tid för intervju – ##POSITION##');
    expect((dialog.getByLabelText(/Meddelande/) as HTMLTextAreaElement).value).toContain('##BOOKINGLINK##');
    await userEvent.type(dialog.getByLabelText(/Ämne/), ' hos ##COMPANY##');
    await userEvent.click(dialog.getByRole('button', { name: 'Skicka inbjudan' }));

    expect(await screen.findByText('Inbjudan skickad')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = callsTo(fetchMock, 'create_Interviews') as Create[];
    expect(sent).toMatchObject({
      containerId: 1,
      positionId: 101,
      applicantIds: [501],
      durationMinutes: 60,
      interviewerIds: [7, 8],
      need: 1,
      subject: 'Boka en tid för intervju – ##POSITION## hos ##COMPANY##',
    });
    expect(sent!.body).toContain('##BOOKINGLINK##');
    expect(sent!.start).toBeUndefined();
    const card = screen.getByRole('region', { name: 'Intervjuer' });
    expect(await within(card).findByText('Väntar på bokning')).toBeInTheDocument();
  });

  it('refuses an invitation whose text has no booking link, before sending', async () => {
    const fetchMock = server();
    renderAdmin(path);
    const dialog = within(await openDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Skicka bokningsinbjudan' }));
    await userEvent.clear(dialog.getByLabelText(/Meddelande/));
    await userEvent.type(dialog.getByLabelText(/Meddelande/), 'Hej! Ring oss.');
    await userEvent.click(dialog.getByRole('button', { name: 'Skicka inbjudan' }));
    expect(
      await dialog.findByText('Texten behöver ##BOOKINGLINK##, där länken att boka tid hamnar'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_Interviews')).toHaveLength(0);
  });

  it('puts the server’s field messages on their fields, back on the setup', async () => {
    server({ create: () => fail(400, 'Felaktiga uppgifter', { windowTo: 'Sista dagen har redan varit' }) });
    renderAdmin(path);
    const dialog = within(await openDialog());
    await userEvent.click(dialog.getByRole('button', { name: 'Skicka bokningsinbjudan' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Skicka inbjudan' }));
    const last = await dialog.findByLabelText(/Sista dag/);
    expect(last).toHaveAccessibleDescription('Sista dagen har redan varit');
    expect(last).toHaveAttribute('aria-invalid', 'true');
  });

  it('books a time directly: a time taken meanwhile is said, the free times are fetched again, another is booked', async () => {
    let tries = 0;
    const fetchMock = server({
      create: (input) =>
        ++tries === 1
          ? fail(409, TAKEN)
          : {
              body: {
                interviews: [
                  interview({ status: 'booked', start: input.start!, end: '2026-12-09T13:45:00.000Z' }),
                ],
                message: 'Tack! Intervjun är bokad.',
              },
            },
    });
    renderAdmin(path);
    const dialog = within(await openDialog());
    await dialog.findByRole('region', { name: 'Lediga tider per dag' });
    await userEvent.click(dialog.getByRole('button', { name: 'Välj tid direkt' }));
    await userEvent.click(await dialog.findByRole('button', { name: '10:00, tisdag 8 december' }));
    expect(dialog.getByRole('button', { name: '10:00, tisdag 8 december' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(dialog.getByText('tisdag 8 december 2026 kl. 10:00–10:45')).toBeInTheDocument();
    const asked = callsTo(fetchMock, 'get_InterviewSlots').length;
    await userEvent.click(dialog.getByRole('button', { name: 'Boka' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(TAKEN);
    await waitFor(() => expect(callsTo(fetchMock, 'get_InterviewSlots').length).toBeGreaterThan(asked));
    expect(dialog.queryByRole('button', { name: 'Boka' })).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: '14:00, onsdag 9 december' }));
    expect(dialog.getByText('Med Anna Andersson, Bertil Berg.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Boka' }));
    expect(await screen.findByText('Tack! Intervjun är bokad.')).toBeInTheDocument();
    const sent = callsTo(fetchMock, 'create_Interviews') as Create[];
    expect(sent.map((c) => c.start)).toEqual([SLOTS[0]!.start, SLOTS[2]!.start]);
    expect(sent[1]).toMatchObject({
      applicantIds: [501],
      subject: 'Boka en tid för intervju – ##POSITION##',
    });
    const card = screen.getByRole('region', { name: 'Intervjuer' });
    expect(await within(card).findByText('onsdag 9 december 2026 kl. 14:00–14:45')).toBeInTheDocument();
  });
});

describe("the applicant's interviews", () => {
  beforeEach(() => logout());

  it('lists an interview with its time, type, place and interviewers; copies its link and cancels it after asking', async () => {
    const user = userEvent.setup();
    const fetchMock = server({
      interviews: [interview({ status: 'booked', start: SLOTS[0]!.start, end: SLOTS[0]!.end })],
    });
    renderAdmin(path);
    const card = within(await screen.findByRole('region', { name: 'Intervjuer' }));
    expect(await card.findByText('Bokad')).toBeInTheDocument();
    expect(card.getByText('tisdag 8 december 2026 kl. 10:00–10:45')).toBeInTheDocument();
    expect(card.getByText('Video · 45 min')).toBeInTheDocument();
    expect(card.getByText('https://meet.example.se/abc')).toBeInTheDocument();
    expect(card.getByText('Anna Andersson')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Kopiera länk till Anna Bergs bokning' }));
    expect(await navigator.clipboard.readText()).toBe(interview().bookingUrl);
    expect(await screen.findByText('Länken är kopierad')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Avboka' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Avboka intervjun?' }));
    await user.click(ask.getByRole('button', { name: 'Avboka' }));
    expect(await screen.findByText('Intervjun är avbokad.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'cancel_Interview')).toEqual([
      { containerId: 1, positionId: 101, applicantId: 501, id: 31 },
    ]);
    expect(await card.findByText('Avbokad')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Avboka' })).toBeNull();
  });

  it('offers Boka intervju in its empty state', async () => {
    server();
    renderAdmin(path);
    const card = within(await screen.findByRole('region', { name: 'Intervjuer' }));
    expect(await card.findByText('Ingen intervju än')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Boka intervju' })).toBeInTheDocument();
  });

  it('shows a reader the interviews without Boka intervju or Avboka', async () => {
    server({ canEdit: false, interviews: [interview()] });
    renderAdmin(path);
    const card = within(await screen.findByRole('region', { name: 'Intervjuer' }));
    expect(await card.findByText('Väntar på bokning')).toBeInTheDocument();
    expect(card.getByText('Kan bokas 2026-12-03 – 2026-12-16')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Boka intervju' })).toBeNull();
    expect(card.queryByRole('button', { name: 'Avboka' })).toBeNull();
  });
});
