import type { FormProperty } from '@rekry/domain';
import { formProperty } from '@rekry/domain/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { mockDispatcher } from '../helpers.ts';
import { callsTo, detail, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { applicant, filters, noEmails } from './fixtures.ts';

const form: FormProperty[] = [
  formProperty('form_firstname', 'text', { label: 'Förnamn', order: 1000 }),
  formProperty('form_surname', 'text', { label: 'Efternamn', order: 1010 }),
  formProperty('form_email', 'email', { label: 'E-post', order: 1020 }),
  formProperty('form_file', 'file', { label: 'CV', order: 1030 }),
];

function server(canEdit: boolean, conflict = false) {
  const user = signInAs(canEdit ? [2] : [3]);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_PositionById: () => ({ body: detail({ canEdit, form }) }),
    get_ApplicantFilters: () => ({ body: filters }),
    create_Applicant: () =>
      conflict
        ? { status: 409, body: { error: { code: 'conflict', message: 'Personen har redan sökt tjänsten' } } }
        : { body: applicant({ id: 777 }) },
    get_ApplicantById: () => ({ body: applicant({ id: 777 }) }),
    get_ApplicantFiles: () => ({ body: [] }),
    get_Questionnaire: () => ({ body: [] }),
    get_EmailStatusSummary: () => ({ body: noEmails }),
  });
}

describe('/admin/positions/:id/applicants/new', () => {
  beforeEach(() => logout());

  it('adds an applicant by hand with answers, status and note, then opens it', async () => {
    const fetchMock = server(true);
    const router = renderAdmin('/admin/positions/101/applicants/new');
    await userEvent.type(await screen.findByLabelText('E-postadress'), 'ny@example.se');
    await userEvent.type(screen.getByLabelText('Förnamn'), 'Nils');
    await userEvent.type(screen.getByLabelText('Efternamn'), 'Ny');
    expect(screen.queryByLabelText('CV')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Intressant');
    await userEvent.type(screen.getByLabelText('Anteckning'), 'Ringde in');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByText('Sökande tillagd')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'create_Applicant')).toEqual([
      {
        containerId: 1,
        positionId: 101,
        email: 'ny@example.se',
        metadata: { form_firstname: 'Nils', form_surname: 'Ny', form_email: 'ny@example.se' },
        isManuallyCreated: true,
        labelId: 11,
        note: 'Ringde in',
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/positions/101/applicants/777'));
  });

  it('shows the server’s message when the person has already applied', async () => {
    server(true, true);
    renderAdmin('/admin/positions/101/applicants/new');
    await userEvent.type(await screen.findByLabelText('E-postadress'), 'ny@example.se');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByText('Personen har redan sökt tjänsten')).toBeInTheDocument();
  });

  it('tells a reader that they cannot add applicants', async () => {
    server(false);
    renderAdmin('/admin/positions/101/applicants/new');
    expect(
      await screen.findByText('Du har läsbehörighet och kan inte lägga till sökande.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lägg till' })).toBeNull();
  });
});
