import type { ApplicantDetail, ApplicantVisibility, PositionAnonymity } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { applicant, file, filters, item, noEmails, page } from '../applicants/fixtures.ts';
import { fail, mockDispatcher, type FakeActions } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { LEVELS } from '../scorecards/fixtures.ts';

const ALIAS = 'Sökande 501';
const hidden = (state: 'anonymous' | 'confirm' | 'conflict'): ApplicantVisibility => ({
  state,
  alias: ALIAS,
});

/** Anna Berg as a reviewer sees her in an anonymised review: the alias, nothing that names her. */
function masked(state: 'anonymous' | 'confirm' | 'conflict', overrides: Partial<ApplicantDetail> = {}) {
  const base = applicant();
  return applicant({
    visibility: hidden(state),
    info: {
      ...base.info,
      firstname: ALIAS,
      lastname: '',
      name: ALIAS,
      email: '',
      ssn: '',
      address: '',
      zipCode: '',
      city: '',
      age: null,
      gender: null,
    },
    user: { id: 0, email: '' },
    ...overrides,
  });
}

function server(actions: FakeActions, permissionIds = [2]) {
  const user = signInAs(permissionIds);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () => ({ body: detail() }),
    get_ApplicantFilters: () => ({ body: filters }),
    get_Questionnaire: () => ({ body: [] }),
    get_EmailStatusSummary: () => ({ body: noEmails }),
    get_Tags: () => ({ body: [] }),
    get_ApplicationInterviews: () => ({ body: [] }),
    get_ApplicantEvaluation: () => fail(404, 'Ingen kravprofil'),
    get_Labels: () => ({ body: LEVELS }),
    get_EmailTemplates: () => ({ body: [] }),
    ...actions,
  });
}

const APPLICANT = '/admin/positions/101/applicants/501';

describe("the position's 'Anonym första granskning'", () => {
  beforeEach(() => logout());

  it('lets a position admin switch it on at a level, and asks before switching it off', async () => {
    let saved: PositionAnonymity = {
      enabled: false,
      untilLabelId: null,
      untilLabelName: null,
      canChange: true,
    };
    const fetchMock = server({
      get_PositionAnonymity: () => ({ body: saved }),
      update_PositionAnonymity: ({ enabled, untilLabelId }) => {
        saved = { ...saved, enabled, untilLabelId, untilLabelName: untilLabelId ? 'Referenser' : null };
        return { body: saved };
      },
    });
    renderAdmin('/admin/positions/101/details');
    const card = within(await screen.findByTestId('anonymity-setting'));
    expect(card.getByText(/Filerna visas bara maskerade/)).toBeInTheDocument();
    await userEvent.click(await card.findByRole('switch', { name: /Anonym första granskning/ }));
    await userEvent.click(card.getByRole('button', { name: 'Spara' }));
    expect(card.getByText('Välj processnivån där den anonyma granskningen slutar')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_PositionAnonymity')).toEqual([]);
    // The company's process levels, not its statuses.
    const level = card.getByLabelText(/Anonym till processnivån/);
    expect(within(level).queryByRole('option', { name: 'Intressant' })).toBeNull();
    await userEvent.selectOptions(level, 'Referenser');
    await userEvent.click(card.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Inställningen är sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_PositionAnonymity')).toEqual([
      { containerId: 1, positionId: 101, enabled: true, untilLabelId: 22 },
    ]);

    await userEvent.click(card.getByRole('switch', { name: /Anonym första granskning/ }));
    await userEvent.click(card.getByRole('button', { name: 'Spara' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Stäng av anonym granskning?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Stäng av' }));
    await waitFor(() => expect(callsTo(fetchMock, 'update_PositionAnonymity')).toHaveLength(2));
    expect(callsTo(fetchMock, 'update_PositionAnonymity')[1]).toMatchObject({
      enabled: false,
      untilLabelId: null,
    });
  });

  it('shows anyone else the state, without a switch', async () => {
    server(
      {
        get_PositionAnonymity: () => ({
          body: { enabled: true, untilLabelId: 22, untilLabelName: 'Referenser', canChange: false },
        }),
      },
      [1],
    );
    renderAdmin('/admin/positions/101/details');
    const card = within(await screen.findByTestId('anonymity-setting'));
    expect(
      await card.findByText('På – de sökande är anonyma tills de når ”Referenser”.'),
    ).toBeInTheDocument();
    expect(card.queryByRole('switch')).toBeNull();
    expect(card.queryByRole('button', { name: 'Spara' })).toBeNull();
  });
});

describe('the list in an anonymised review', () => {
  beforeEach(() => logout());

  it('shows the alias with an Anonym badge and no e-mail, age or gender; a conflict as Jäv anmält; the score', async () => {
    server({
      get_ApplicantsByPosition: () => ({
        body: page([
          item({
            name: ALIAS,
            email: '',
            age: null,
            gender: null,
            visibility: hidden('anonymous'),
            score: 3.5,
          }),
          item({
            id: 502,
            name: 'Sökande 502',
            email: '',
            age: null,
            gender: null,
            visibility: hidden('conflict'),
          }),
          item({ id: 503, name: 'Bo Ek', email: 'bo@example.se', score: 4 }),
        ]),
      }),
    });
    renderAdmin('/admin/positions/101');
    const table = within(await screen.findByRole('table', {}, { timeout: 15_000 }));
    const anonymous = table.getByRole('link', { name: ALIAS }).closest('tr')!;
    expect(within(anonymous).getByText('Anonym')).toBeInTheDocument();
    expect(within(anonymous).getByText('3,5')).toBeInTheDocument();
    expect(within(anonymous).queryByText('–', { selector: 'td' })).toBeNull();
    const conflict = table.getByRole('link', { name: 'Sökande 502' }).closest('tr')!;
    expect(within(conflict).getByText('Jäv anmält')).toBeInTheDocument();
    expect(within(conflict).getAllByText('–').length).toBeGreaterThan(0);
    const named = table.getByRole('link', { name: 'Bo Ek' }).closest('tr')!;
    expect(within(named).getByText('bo@example.se')).toBeInTheDocument();
    expect(within(named).getByText('4')).toBeInTheDocument();
    expect(within(named).queryByText('Anonym')).toBeNull();
    expect(table.getByRole('columnheader', { name: 'Betyg' })).toBeInTheDocument();
  });

  it("filters by a lowest score from the filter panel ('Lägsta betyg')", async () => {
    const fetchMock = server({ get_ApplicantsByPosition: () => ({ body: page([item()]) }) });
    renderAdmin('/admin/positions/101');
    await screen.findByRole('table', {}, { timeout: 15_000 });
    if (screen.queryByRole('button', { name: 'Visa filter' }))
      await userEvent.click(screen.getByRole('button', { name: 'Visa filter' }));
    await userEvent.selectOptions(screen.getByLabelText('Lägsta betyg'), '4 eller högre');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'get_ApplicantsByPosition').at(-1)).toMatchObject({ minScore: 4 }),
    );
  });
});

describe('the applicant page in an anonymised review', () => {
  beforeEach(() => logout());

  it('anonymous: the alias and badge, the contact card a notice, no messages or e-mail, files only redacted', async () => {
    server({
      get_ApplicantById: () => ({ body: masked('anonymous') }),
      get_ApplicantFiles: () => ({
        body: [
          file(1, 'Fil 1.pdf', { url: '/api/dispatcher/storage/application/501/files/1/redacted' }),
          file(2, 'Fil 2.pdf', { kind: 'converted', derivedFromId: 3 }),
          file(3, 'Fil 3.docx', { url: '/api/dispatcher/storage/application/501/files/3/redacted' }),
        ],
      }),
    });
    renderAdmin(APPLICANT);
    expect(await screen.findByRole('heading', { level: 1, name: ALIAS })).toBeInTheDocument();
    expect(screen.getAllByText('Anonym').length).toBeGreaterThan(0);
    expect(
      within(screen.getByTestId('contact-hidden')).getByText('Dold under anonym granskning'),
    ).toBeInTheDocument();
    expect(screen.queryByText('anna@example.se')).toBeNull();
    expect(screen.queryByTestId('applicant-messages')).toBeNull();
    expect(screen.queryByRole('button', { name: /Skriv e-post|Skicka e-post/ })).toBeNull();
    // Every file opens its redacted rendition; the converted sibling is not listed, nothing is downloaded.
    expect(await screen.findByRole('button', { name: 'Förhandsgranska Fil 1.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Förhandsgranska Fil 3.docx' })).toBeInTheDocument();
    expect(screen.queryByText('Fil 2.pdf')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ladda ner/ })).toBeNull();
    expect(screen.getByTestId('original-hidden')).toHaveTextContent(
      'Originalfilen visas när den sökande inte längre är anonym',
    );
  });

  it('confirm: asks about jäv before anything else; no conflict shows the person', async () => {
    let current = masked('confirm');
    const fetchMock = server({
      get_ApplicantById: () => ({ body: current }),
      get_ApplicantFiles: () => ({ body: [] }),
      confirm_NoConflict: ({ conflict }) => {
        current = conflict ? masked('conflict') : applicant();
        return { body: conflict ? hidden('conflict') : { state: 'named' } };
      },
    });
    renderAdmin(APPLICANT);
    const card = within(await screen.findByTestId('confirm-no-conflict'));
    expect(card.getByText(/Du är jävig om/)).toBeInTheDocument();
    // Nothing else of the application until answered.
    expect(screen.queryByText('Kontaktuppgifter')).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Jag är inte jävig – visa den sökande' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Berg' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'confirm_NoConflict')).toEqual([
      { containerId: 1, positionId: 101, applicantId: 501, conflict: false },
    ]);
    expect(screen.getByText('anna@example.se')).toBeInTheDocument();
  });

  it('confirm: Jag är jävig asks again, then the person stays hidden with a notice', async () => {
    let current = masked('confirm');
    const fetchMock = server({
      get_ApplicantById: () => ({ body: current }),
      get_ApplicantFiles: () => ({ body: [] }),
      confirm_NoConflict: () => {
        current = masked('conflict');
        return { body: hidden('conflict') };
      },
    });
    renderAdmin(APPLICANT);
    await userEvent.click(await screen.findByRole('button', { name: 'Jag är jävig' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Anmäl jäv' }));
    expect(await screen.findByText('Du har anmält jäv för den här sökande')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'confirm_NoConflict')).toEqual([
      { containerId: 1, positionId: 101, applicantId: 501, conflict: true },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: ALIAS })).toBeInTheDocument();
    expect(screen.getAllByText('Jäv anmält').length).toBeGreaterThan(0);
    expect(screen.getByTestId('contact-hidden')).toBeInTheDocument();
  });

  it("a position admin: 'Anonym för granskarna' and 'Visa sökande nu' with a required reason", async () => {
    let review: ApplicantDetail['review'] = 'anonymous';
    let answers = 0;
    const fetchMock = server({
      get_ApplicantById: () => ({ body: applicant({ review }) }),
      get_ApplicantFiles: () => ({ body: [] }),
      reveal_Applicant: () => {
        if (answers++ === 0)
          return fail(400, 'Skälet får vara högst 500 tecken', {
            reason: 'Skälet får vara högst 500 tecken',
          });
        review = 'revealed';
        return { body: { state: 'named' } };
      },
    });
    renderAdmin(APPLICANT);
    const state = within(await screen.findByTestId('review-state'));
    expect(state.getByText('Anonym för granskarna')).toBeInTheDocument();
    await userEvent.click(state.getByRole('button', { name: 'Visa sökande nu' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Visa sökande nu' }));
    const reason = dialog.getByRole('textbox', { name: /Skäl/ });
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(/Ange varför den sökande ska visas före nivån/),
    );
    expect(callsTo(fetchMock, 'reveal_Applicant')).toEqual([]);
    await userEvent.type(reason, 'Intern sökande, redan känd i teamet');
    await userEvent.click(dialog.getByRole('button', { name: 'Visa sökande nu' }));
    expect(await dialog.findByText('Skälet får vara högst 500 tecken')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Visa sökande nu' }));
    expect(await screen.findByText('Den sökande visas nu för granskarna')).toBeInTheDocument();
    expect(await screen.findByText('Visad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'reveal_Applicant').at(-1)).toEqual({
      containerId: 1,
      positionId: 101,
      applicantId: 501,
      reason: 'Intern sökande, redan känd i teamet',
    });
  });
});
