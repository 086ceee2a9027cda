import type { ApplicantDetail, FormProperty } from '@rekry/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { filterStorageKey } from '../../src/features/applicants/remembered-filter.ts';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { textField } from '../form-templates/fixtures.ts';
import { applicant, file, filters } from './fixtures.ts';

const failed = fail(500, 'Internt fel');

function server(
  permissionIds: number[],
  options: {
    detail?: Partial<ApplicantDetail>;
    noteFails?: boolean;
    files?: ReturnType<typeof file>[];
    emails?: number;
    form?: FormProperty[];
  } = {},
) {
  const user = signInAs(permissionIds);
  let current = applicant(options.detail);
  let tags = [{ id: 7, name: 'Akut', applicants: 0 }];
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_ApplicantFilters: () => ({ body: filters }),
    get_ApplicantById: () => ({ body: current }),
    get_ApplicantFiles: () => ({ body: options.files ?? [] }),
    get_Questionnaire: () => ({
      body: [
        {
          id: 1,
          name: 'Truckkörning',
          description: '',
          icon: '',
          questions: [{ id: 9, question: 'Vilka truckar har du kört?', answer: 'Motviktstruck' }],
        },
      ],
    }),
    get_EmailStatusSummary: () => ({
      body: {
        total: options.emails ?? 0,
        queued: 0,
        sent: Math.max(0, (options.emails ?? 0) - 1),
        logged: 0,
        failed: options.emails ? 1 : 0,
        bounced: 0,
        lastSent: options.emails ? '2026-01-02T10:00:00Z' : null,
        recent: emails(Math.min(5, options.emails ?? 0)),
      },
    }),
    get_EmailTracking: () => ({ body: emails(options.emails ?? 0) }),
    get_SentEmail: (data) => {
      const mail = emails(options.emails ?? 0).find((m) => m.id === (data as { id: number }).id)!;
      return {
        body: {
          ...mail,
          body: 'Hej Anna!\n\nVälkommen på intervju.',
          isHtml: false,
          from: 'Wilma Writer, Demo AB <no-reply@rekry.test>',
          replyTo: 'svar+0123456789abcdef0123456789abcdef@svar.rekry.test',
          sentBy: 'Wilma Writer',
          updated: '2026-01-02T10:05:00Z',
        },
      };
    },
    get_EmailTemplates: () => ({ body: [] }),
    get_EmailTemplateVariables: () => ({ body: [] }),
    preview_ApplicantsEmail: (data) => {
      const { subject, body } = data as { subject: string; body: string };
      return {
        body: {
          recipients: [{ id: 501, name: 'Anna Andersson' }],
          to: 'anna@example.se',
          subject,
          body: body.replace('##FIRSTNAME##', 'Anna'),
          isHtml: false,
          missing: [{ variable: '##OKAND##', recipients: 1, names: ['Anna Andersson'] }],
        },
      };
    },
    create_ApplicantNote: (data) => {
      if (options.noteFails) return failed;
      const note = { id: 1, text: (data as { text: string }).text, created: 1_767_222_000, author: null };
      current = { ...current, notes: [note] };
      return { body: note };
    },
    update_ApplicantStatus: () => ({ body: { ok: true, updated: 1, labelEmailTemplate: null } }),
    get_Tags: () => ({ body: tags }),
    create_Tag: (data) => {
      const tag = { id: 8, name: (data as { name: string }).name };
      tags = [...tags, { ...tag, applicants: 0 }];
      return { body: tag };
    },
    update_ApplicationTags: (data) => {
      const ids = (data as { tagIds: number[] }).tagIds;
      current = {
        ...current,
        tags: tags.filter((t) => ids.includes(t.id)).map(({ id, name }) => ({ id, name })),
      };
      return { body: current.tags };
    },
    delete_JobApplication: () => ({ body: { ok: true, message: 'Ansökan borttagen' } }),
    delete_ApplicantFromContainer: () => ({
      body: { ok: true, removed: 2, message: 'Den ansökande har tagits bort' },
    }),
    get_PositionById: () => (options.form ? { body: detail({ form: options.form }) } : failed),
    update_Applicant: () => ({ body: current }),
    get_ApplicantsByPosition: () => failed,
  });
}

const path = '/admin/positions/101/applicants/501';

function emails(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    applicationId: 501,
    positionId: 101,
    containerId: 1,
    emailType: 'applicant_message',
    emailAddress: 'anna@example.se',
    subject: `Meddelande ${i + 1}`,
    status: i === 0 ? ('failed' as const) : i === 1 ? ('logged' as const) : ('sent' as const),
    error: i === 0 ? 'Mottagaren finns inte' : null,
    created: '2026-01-02T10:00:00Z',
  }));
}

describe('/admin/positions/:id/applicants/:applicantId', () => {
  beforeEach(() => logout());

  it('shows the answers readably, the requirements and previous/next in the remembered filter', async () => {
    localStorage.setItem(
      filterStorageKey(1, 101),
      JSON.stringify({ labelId: 11, processLabelId: -1, answers: {}, query: '', sort: 'nameAsc' }),
    );
    const fetchMock = server([2]);
    renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Berg' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_ApplicantById')[0]).toMatchObject({
      applicantId: 501,
      labelId: 11,
      sort: 'nameAsc',
    });
    const answers = screen.getByText('Svar i ansökan').closest('div.rounded-xl') as HTMLElement;
    expect(within(answers).getByText('Ingen information angiven.')).toBeInTheDocument();
    expect(within(answers).getByText('fältet saknar rubrik')).toBeInTheDocument();
    expect(screen.getByText('Truckkort')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nästa sökande' })).toHaveAttribute(
      'href',
      '/admin/positions/101/applicants/502',
    );
    expect(screen.queryByRole('link', { name: 'Föregående sökande', current: undefined })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('saves a note and says Anteckning sparad', async () => {
    const fetchMock = server([2]);
    renderAdmin(path);
    await userEvent.type(await screen.findByLabelText('Ny anteckning'), 'Ringer på måndag');
    await userEvent.click(screen.getByRole('button', { name: 'Spara anteckning' }));
    expect(await screen.findByText('Anteckning sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_ApplicantNote')).toEqual([
      { containerId: 1, positionId: 101, applicantId: 501, text: 'Ringer på måndag' },
    ]);
    expect(await screen.findByText('Ringer på måndag')).toBeInTheDocument();
    expect(screen.getByLabelText('Ny anteckning')).toHaveValue('');
  });

  it('says Något gick fel when the note cannot be saved, and keeps the text', async () => {
    server([2], { noteFails: true });
    renderAdmin(path);
    await userEvent.type(await screen.findByLabelText('Ny anteckning'), 'Viktigt');
    await userEvent.click(screen.getByRole('button', { name: 'Spara anteckning' }));
    expect(await screen.findByText('Något gick fel')).toBeInTheDocument();
    expect(screen.getByLabelText('Ny anteckning')).toHaveValue('Viktigt');
  });

  it('changes the status from the page', async () => {
    const fetchMock = server([2]);
    renderAdmin(path);
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'Intressant');
    expect(await screen.findByText('Status ändrad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_ApplicantStatus')).toEqual([
      { containerId: 1, positionId: 101, labelId: 11, ids: [501] },
    ]);
  });

  it('puts a tag on the applicant from the page, and one made there with Skapa tagg', async () => {
    const fetchMock = server([2]);
    renderAdmin(path);
    expect(await screen.findByText('Inga taggar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ändra taggar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Taggar för Anna Berg' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Akut' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'update_ApplicationTags')).toEqual([
        { containerId: 1, positionId: 101, applicantId: 501, tagIds: [7] },
      ]),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ny tagg' }), 'Deltid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skapa tagg ”Deltid”' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Deltid' })).toBeChecked();
    expect(callsTo(fetchMock, 'update_ApplicationTags').at(-1)).toMatchObject({ tagIds: [7, 8] });
    // Each tick saved already: 'Klar' ends the choice, and the corner's X is the one 'Stäng'.
    expect(within(dialog).getAllByRole('button', { name: 'Stäng' })).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const shown = await screen.findByRole('list', { name: 'Taggar' });
    await waitFor(() =>
      expect(
        within(shown)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Akut', 'Deltid']),
    );
  });

  it('lists files without the .converted.pdf siblings, Inga bifogade filer. when empty, delete only in Redigera', async () => {
    server([2], {
      files: [
        file(1, 'CV.pdf'),
        file(2, 'Brev.docx', { contentType: 'application/octet-stream' }),
        file(3, 'Brev.docx.converted.pdf', { kind: 'converted', derivedFromId: 2 }),
      ],
    });
    renderAdmin(path);
    const card = (await screen.findByText('Bifogade filer')).closest('div.rounded-xl') as HTMLElement;
    expect(await within(card).findByText('CV.pdf')).toBeInTheDocument();
    expect(within(card).getByText('Brev.docx')).toBeInTheDocument();
    expect(within(card).queryByText('Brev.docx.converted.pdf')).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Ta bort/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Ladda upp fil' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Redigera' }));
    expect(within(card).getByRole('button', { name: 'Ta bort CV.pdf' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ladda upp fil' })).toBeInTheDocument();
    expect(within(card).getByText('filstorlek max 5MB')).toBeInTheDocument();
  });

  it('sums up the e-mail to the applicant and lists all of it with delivery status (tracking)', async () => {
    server([2], { emails: 7 });
    renderAdmin(path);
    expect(await screen.findByTestId('email-summary')).toHaveTextContent('7 e-post skickade');
    await userEvent.click(screen.getByRole('button', { name: 'Visa all e-post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skickad e-post' });
    expect(await within(dialog).findByText('Meddelande 7')).toBeInTheDocument();
    expect(within(dialog).getByText('Mottagaren finns inte')).toBeInTheDocument();
    // In a recruiter's words: what failed, and what was kept because no mail server is set up.
    expect(within(dialog).getByText('Kunde inte skickas')).toBeInTheDocument();
    expect(within(dialog).getByText('Sparad, inte skickad')).toBeInTheDocument();
  });

  it('opens a sent e-mail in full: the filled text, the sender, where answers go, the address, the time and its state', async () => {
    server([2], { emails: 2 });
    renderAdmin(path);
    await userEvent.click(await screen.findByRole('button', { name: /Meddelande 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Meddelande 2' });
    expect(await within(dialog).findByTestId('mail-body')).toHaveTextContent(
      'Hej Anna! Välkommen på intervju.',
    );
    for (const text of [
      'Wilma Writer, Demo AB <no-reply@rekry.test>',
      'svar+0123456789abcdef0123456789abcdef@svar.rekry.test',
      'Wilma Writer',
      'anna@example.se',
      'Sparad, inte skickad',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
  });

  it('previews an e-mail merged for the applicant and names a variable without a value before sending', async () => {
    const dispatcher = server([2]);
    renderAdmin(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Skicka e-post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skicka e-post' });
    await userEvent.type(within(dialog).getByLabelText(/Ämne/), 'Intervju');
    await userEvent.type(within(dialog).getByLabelText(/Meddelande/), 'Hej ##FIRSTNAME## ##OKAND##');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Förhandsgranska' }));
    const preview = await within(dialog).findByTestId('email-preview');
    expect(within(preview).getByTestId('mail-body')).toHaveTextContent('Hej Anna ##OKAND##');
    expect(within(preview).getByText('##OKAND## är tom för alla mottagare')).toBeInTheDocument();
    expect(callsTo(dispatcher, 'send_ApplicantEmail')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tillbaka till texten' }));
    expect(within(dialog).getByLabelText(/Ämne/)).toHaveValue('Intervju');
  });

  it('changes the answers it was given (Ändra svar) and says Sparad', async () => {
    const fetchMock = server([2], {
      form: [textField('form_firstname', 'Förnamn', 1), textField('form_city', 'Ort', 2)],
      detail: { metadata: { form_firstname: 'Anna', form_city: 'Västerås' } },
    });
    renderAdmin(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Ändra svar' }));
    const first = screen.getByRole('textbox', { name: 'Förnamn' });
    expect(first).toHaveValue('Anna');
    await userEvent.clear(first);
    await userEvent.type(first, 'Annie');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Ort' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_Applicant')).toEqual([
      {
        containerId: 1,
        positionId: 101,
        applicantId: 501,
        metadata: { form_firstname: 'Annie', form_city: null },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Spara ändringar' })).toBeNull();
  });

  it('says Inga bifogade filer. without files', async () => {
    server([2]);
    renderAdmin(path);
    expect(await screen.findByText('Inga bifogade filer.')).toBeInTheDocument();
  });

  it('deletes the application only after a confirmation, then goes back to the position', async () => {
    const fetchMock = server([2]);
    const router = renderAdmin(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort ansökan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort ansökan?' });
    expect(callsTo(fetchMock, 'delete_JobApplication')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort ansökan' }));
    expect(await screen.findByText('Ansökan borttagen')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/101'));
    expect(callsTo(fetchMock, 'delete_JobApplication')).toEqual([
      { containerId: 1, positionId: 101, applicantId: 501 },
    ]);
  });

  it('lets an administrator remove the applicant from the company after a confirmation (a writer cannot)', async () => {
    const fetchMock = server([1]);
    const router = renderAdmin(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Ta bort ur företaget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort den sökande ur företaget?' });
    expect(dialog).toHaveTextContent('Alla ansökningar från Anna Berg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort ur företaget' }));
    expect(await screen.findByText('Den ansökande har tagits bort')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/101'));
    expect(callsTo(fetchMock, 'delete_ApplicantFromContainer')).toEqual([{ containerId: 1, userId: 901 }]);
  });

  it('does not offer a writer to remove the applicant from the company', async () => {
    server([2]);
    renderAdmin(path);
    expect(await screen.findByRole('button', { name: 'Ta bort ansökan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ta bort ur företaget' })).toBeNull();
  });

  it('shows a reader everything read-only: no status change, note, edit, delete or e-mail', async () => {
    server([3], { detail: { canEdit: false }, files: [file(1, 'CV.pdf')] });
    renderAdmin(path);
    expect(await screen.findByText('Du har läsbehörighet och kan inte ändra ansökan.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toBeDisabled();
    expect(screen.getByLabelText('Processnivå')).toBeDisabled();
    expect(screen.queryByLabelText('Ny anteckning')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Redigera' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ta bort ansökan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ta bort ur företaget' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skicka e-post' })).toBeNull();
    expect(await screen.findByText('Motviktstruck')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spara ändringar' })).toBeNull();
  });
});
