import {
  summariseScores,
  type ActionParsedInput,
  type ApplicantEvaluation,
  type ReviewerScorecard,
} from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { applicantPageReads } from '../applicants/fixtures.ts';
import { fail, mockDispatcher, type FakeAnswer } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { ANNA, BERTIL, evaluation, revealed, scorecard, TEAMWORK, TRUCK } from './fixtures.ts';

const path = '/admin/positions/101/applicants/501';
type Save = ActionParsedInput<'save_MyScorecard'>;

/** Anna's own card as the server keeps what she sent: a draft, or submitted. */
function mineOf(input: Save): ReviewerScorecard {
  const summary = summariseScores([TEAMWORK, TRUCK], [input]);
  return {
    id: 70,
    reviewer: ANNA,
    recommendation: input.recommendation,
    scores: input.scores,
    submittedAt: input.submit ? '2026-12-03T10:00:00.000Z' : null,
    updatedAt: '2026-12-03T10:00:00.000Z',
    weightedMean: summary.weightedMean,
  };
}

/** The applicant page of Anna Berg; the evaluation answers as `start`, and a save as the server would. */
function server({
  canEdit = true,
  start = evaluation(),
  save = (input: Save): FakeAnswer<'save_MyScorecard'> => {
    const mine = mineOf(input);
    return {
      body: input.submit ? revealed(mine, [scorecard(BERTIL, 5, 3)]) : { ...start, mine },
    };
  },
} = {}) {
  const user = signInAs([2]);
  let current: ApplicantEvaluation = start;
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    ...applicantPageReads(canEdit),
    get_ApplicationInterviews: () => ({ body: [] }),
    get_ApplicantEvaluation: () => ({ body: current }),
    download_DecisionBasis: () => ({
      body: {
        filename: 'bedomningsunderlag.pdf',
        contentType: 'application/pdf',
        body: ['%PDF-1.7'],
      },
    }),
    save_MyScorecard: (input) => {
      const answer = save(input);
      if ('criteria' in answer.body) current = answer.body;
      return answer;
    },
  });
}

const card = async () => within(await screen.findByRole('region', { name: 'Bedömning' }));
const kit = async () => within(await (await card()).findByRole('form', { name: 'Din bedömning' }));
const scale = (k: Awaited<ReturnType<typeof kit>>, name: string) =>
  within(k.getByRole('group', { name: `Betyg för ${name}` }));

describe('the applicant page’s Bedömning', () => {
  beforeEach(() => logout());

  it('keeps the others hidden until one’s own is submitted, and tells how many have submitted', async () => {
    server({ start: evaluation({ othersSubmitted: 2 }) });
    renderAdmin(path);
    const c = await card();
    expect(await c.findByText('Du ser de andras bedömningar när du har lämnat din egen')).toBeInTheDocument();
    expect(c.getByText('2 andra har lämnat sin bedömning.')).toBeInTheDocument();
    expect(c.queryByText(/Bertil/)).toBeNull();
    expect(c.queryByTestId('weighted-mean')).toBeNull();
    // The decision basis holds everyone's scores: not offered while they are hidden.
    expect(c.queryByRole('button', { name: 'Bedömningsunderlag (PDF)' })).toBeNull();
  });

  it('shows the kit: the questions, each step of the scale with its text, a note and the recommendation', async () => {
    server();
    renderAdmin(path);
    const k = await kit();
    expect(k.getByRole('heading', { name: /1\. Samarbete/ })).toHaveTextContent('vikt 2');
    expect(k.getByText('Berätta om ett samarbete som gick dåligt.')).toBeInTheDocument();
    const steps = scale(k, 'Truckkörning').getAllByRole('radio');
    expect(steps.map((r) => r.closest('label')!.textContent)).toEqual([
      '1Har aldrig kört',
      '2Kört lite',
      '3Kör säkert',
      '4Kör vana truckar',
      '5Utbildar andra',
    ]);
    expect(k.getAllByRole('textbox', { name: 'Motivering' })).toHaveLength(2);
    expect(k.getByRole('group', { name: /Rekommendation/ })).toBeInTheDocument();
    expect(
      within(k.getByRole('group', { name: /Rekommendation/ }))
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Definitivt nej', 'Nej', 'Ja', 'Definitivt ja']);
  });

  it('refuses to submit an unfinished card with a message at each gap, and sends nothing', async () => {
    const fetchMock = server();
    renderAdmin(path);
    const k = await kit();
    await userEvent.click(scale(k, 'Samarbete').getByRole('radio', { name: /^4/ }));
    await userEvent.click(k.getByRole('button', { name: 'Lämna bedömning' }));
    const truck = scale(k, 'Truckkörning');
    expect(await k.findByText('Bedöm varje kriterium innan du lämnar bedömningen')).toBeInTheDocument();
    expect(k.getByRole('group', { name: 'Betyg för Truckkörning' })).toHaveAccessibleDescription(
      'Bedöm varje kriterium innan du lämnar bedömningen',
    );
    expect(truck.getAllByRole('radio')).toHaveLength(5);
    const notes = k.getAllByRole('textbox', { name: 'Motivering' });
    expect(notes[0]).toHaveAccessibleDescription('Skriv en kort motivering till betyget');
    expect(notes[1]).toHaveAccessibleDescription('Skriv en kort motivering till betyget');
    expect(k.getByText('Välj en rekommendation')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'save_MyScorecard')).toEqual([]);
  });

  it('saves a draft with what is scored, and will not drop a note without its score', async () => {
    const fetchMock = server();
    renderAdmin(path);
    const k = await kit();
    await userEvent.click(scale(k, 'Samarbete').getByRole('radio', { name: /^4/ }));
    const [teamNote, truckNote] = k.getAllByRole('textbox', { name: 'Motivering' });
    await userEvent.type(teamNote!, 'Gav bra exempel');
    await userEvent.type(truckNote!, 'Har kort');
    await userEvent.click(k.getByRole('button', { name: 'Spara utkast' }));
    expect(await k.findByText('Välj ett betyg, så sparas motiveringen med det')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'save_MyScorecard')).toEqual([]);

    await userEvent.clear(truckNote!);
    await userEvent.click(k.getByRole('button', { name: 'Spara utkast' }));
    expect(await screen.findByText('Utkastet är sparat')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'save_MyScorecard')).toEqual([
      {
        containerId: 1,
        positionId: 101,
        applicantId: 501,
        scores: [{ criterionId: 41, score: 4, note: 'Gav bra exempel' }],
        recommendation: null,
        submit: false,
      },
    ]);
    expect(await (await card()).findByText(/Utkast sparat/)).toBeInTheDocument();
    // The draft stays in the kit as it was saved.
    expect(scale(await kit(), 'Samarbete').getByRole('radio', { name: /^4/ })).toBeChecked();
  });

  it('submits, then shows the team: the weighted mean, each criterion’s spread and the disagreement marked', async () => {
    const fetchMock = server();
    renderAdmin(path);
    const k = await kit();
    await userEvent.click(scale(k, 'Samarbete').getByRole('radio', { name: /^2/ }));
    await userEvent.click(scale(k, 'Truckkörning').getByRole('radio', { name: /^3/ }));
    const [teamNote, truckNote] = k.getAllByRole('textbox', { name: 'Motivering' });
    await userEvent.type(teamNote!, 'Tystlåten i gruppövningen');
    await userEvent.type(truckNote!, 'Kört motvikt i två år');
    await userEvent.click(k.getByRole('radio', { name: 'Nej' }));
    await userEvent.click(k.getByRole('button', { name: 'Lämna bedömning' }));

    expect(await screen.findByText('Din bedömning är lämnad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'save_MyScorecard').at(-1)).toMatchObject({
      scores: [
        { criterionId: 41, score: 2, note: 'Tystlåten i gruppövningen' },
        { criterionId: 42, score: 3, note: 'Kört motvikt i två år' },
      ],
      recommendation: 'no',
      submit: true,
    });
    const c = await card();
    // Anna 2 and 3, Bertil 5 and 3: (2·2 + 3 + 5·2 + 3) / 6 = 3.3.
    expect(c.getByTestId('weighted-mean')).toHaveTextContent('3,3');
    const perCriterion = within(c.getByRole('region', { name: 'Per kriterium' }));
    const teamwork = perCriterion.getByText('Samarbete').closest('li')!;
    expect(teamwork).toHaveTextContent('Medel 3,5');
    expect(teamwork).toHaveTextContent('Spridning 2–5');
    expect(within(teamwork).getByText('Oeniga')).toBeInTheDocument();
    const truck = perCriterion.getByText('Truckkörning').closest('li')!;
    expect(within(truck).queryByText('Oeniga')).toBeNull();
    const others = within(c.getByRole('region', { name: 'Bedömarnas kort' }));
    expect(others.getByText('Bertil Berg')).toBeInTheDocument();
    expect(others.getByText('Bertil Berg om samarbete')).toBeInTheDocument();
    // One's own submitted card is shown, and can be changed.
    expect(c.queryByRole('form', { name: 'Din bedömning' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Ändra din bedömning' }));
    expect(await c.findByRole('button', { name: 'Lämna ändrad bedömning' })).toBeInTheDocument();
    expect(c.queryByRole('button', { name: 'Spara utkast' })).toBeNull();
  });

  it('says when only the position’s admins see the others', async () => {
    server({ start: evaluation({ hidden: 'never', othersSubmitted: 0 }) });
    renderAdmin(path);
    const c = await card();
    expect(
      await c.findByText('De andras bedömningar visas bara för tjänstens administratörer'),
    ).toBeInTheDocument();
    expect(c.getByText('Ingen annan har lämnat sin bedömning ännu.')).toBeInTheDocument();
  });

  it('places the server’s message for a note under its field', async () => {
    server({
      save: () =>
        fail(400, 'Kontrollera fälten', { 'scores.1.note': 'Motiveringen får vara högst 2000 tecken' }),
    });
    renderAdmin(path);
    const k = await kit();
    await userEvent.click(scale(k, 'Samarbete').getByRole('radio', { name: /^3/ }));
    await userEvent.click(scale(k, 'Truckkörning').getByRole('radio', { name: /^3/ }));
    for (const note of k.getAllByRole('textbox', { name: 'Motivering' })) await userEvent.type(note, 'Ok');
    await userEvent.click(k.getByRole('radio', { name: 'Ja' }));
    await userEvent.click(k.getByRole('button', { name: 'Lämna bedömning' }));
    await waitFor(() =>
      expect(k.getAllByRole('textbox', { name: 'Motivering' })[1]).toHaveAccessibleDescription(
        'Motiveringen får vara högst 2000 tecken',
      ),
    );
  });

  it('offers a writer the decision basis as a PDF, and builds the profile when there is none', async () => {
    const fetchMock = server({ start: evaluation({ criteria: [] }) });
    renderAdmin(path);
    const c = await card();
    expect(await c.findByText('Tjänsten har ingen kravprofil ännu')).toBeInTheDocument();
    expect(c.getByRole('link', { name: 'Bygg kravprofilen' })).toHaveAttribute(
      'href',
      '/admin/positions/101/scorecard',
    );
    expect(c.queryByRole('button', { name: 'Bedömningsunderlag (PDF)' })).toBeNull();
    expect(callsTo(fetchMock, 'get_ApplicantEvaluation')).toHaveLength(1);
  });

  it('downloads the decision basis through the dispatcher', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const fetchMock = server({ start: revealed(scorecard(ANNA, 3, 3), [scorecard(BERTIL, 4, 4)]) });
    renderAdmin(path);
    const c = await card();
    await userEvent.click(await c.findByRole('button', { name: 'Bedömningsunderlag (PDF)' }));
    expect(await screen.findByText('Bedömningsunderlaget är hämtat')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'download_DecisionBasis')).toEqual([
      { containerId: 1, positionId: 101, applicantId: 501 },
    ]);
  });

  it('shows a reader the team’s scores without the download', async () => {
    server({ canEdit: false, start: revealed(scorecard(ANNA, 3, 3), [scorecard(BERTIL, 4, 4)]) });
    renderAdmin(path);
    const c = await card();
    expect(await c.findByTestId('weighted-mean')).toHaveTextContent('3,5');
    expect(c.queryByRole('button', { name: 'Bedömningsunderlag (PDF)' })).toBeNull();
  });
});
