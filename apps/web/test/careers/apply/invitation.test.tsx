import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standardApplicationForm, type FormProperty } from '@rekry/domain/public';
import { describe, expect, it } from 'vitest';
import { mockPublicApi } from '../public-api-mock.ts';
import { VALID_SSN, company, position, renderApply } from './fixtures.tsx';

const TOKEN = 'A'.repeat(43);

/** The apply page's endpoints, and the invitation's answer for TOKEN. */
function mockWithInvitation(invitation: { status?: number; body: unknown }) {
  return mockPublicApi(({ pathname }) => {
    if (pathname === `/api/public/talent-pool/invites/${TOKEN}`) return invitation;
    if (/^\/api\/public\/open\/[^/]+\/container$/.test(pathname)) return { body: company };
    if (/^\/api\/public\/positions\/[^/]+$/.test(pathname)) return { body: position() };
  });
}

/** The invitation's answer: Tilda's name and address as the pool has them, with `answers` and `files`. */
const prefillOf = (
  answers: Record<string, string> = {},
  files: { key: string; filename: string }[] = [],
) => ({
  positionRef: 5,
  positionName: 'Lagermedarbetare',
  answers: { form_firstname: 'Tilda', form_surname: 'Pool', form_email: 'tilda@example.se', ...answers },
  files,
  expiresAt: '2026-12-20T00:00:00.000Z',
});

const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe('an invitation from the talent pool', () => {
  it('fills in what the person already gave, and says so', async () => {
    mockWithInvitation({ body: prefillOf({ other: 'x' }) });
    renderApply(`/5_lagermedarbetare/apply?inbjudan=${TOKEN}`);
    expect(await screen.findByText(/Uppgifterna du gav till talangpoolen är ifyllda/)).toBeInTheDocument();
    expect(box(/^Förnamn/)).toHaveValue('Tilda');
    expect(box(/^Efternamn/)).toHaveValue('Pool');
    expect(box(/^E-post/)).toHaveValue('tilda@example.se');
    expect(box(/^Personnummer/)).toHaveValue('');
  });

  it('tells an expired link in the server’s words and leaves the form empty', async () => {
    mockWithInvitation({
      status: 410,
      body: {
        error: {
          code: 'not_found',
          message: 'Inbjudan har gått ut. Du kan fortfarande söka tjänsten utan den.',
        },
      },
    });
    renderApply(`/5_lagermedarbetare/apply?inbjudan=${TOKEN}`);
    expect(await screen.findByText(/Inbjudan har gått ut/)).toBeInTheDocument();
    expect(box(/^Förnamn/)).toHaveValue('');
  });

  it('offers the CV left in the pool in place of the upload, sends only the token, and unticked asks for a file', async () => {
    // The position asks for a CV (required).
    const form: FormProperty[] = standardApplicationForm().map((p) =>
      p.key === 'form_file' ? { ...p, validators: [{ name: 'fileRequired', data: true }] } : p,
    );
    const sent: any[] = [];
    const prefill = prefillOf(
      {
        form_address: 'Storgatan 1',
        form_zipcode: '722 11',
        form_city: 'Västerås',
        form_mobilePhone: '070-123 45 67',
      },
      [{ key: 'form_file', filename: 'tilda-cv.pdf' }],
    );
    mockPublicApi(({ pathname }, init) => {
      if (pathname === `/api/public/talent-pool/invites/${TOKEN}`) return { body: prefill };
      if (pathname === '/api/public/positions/apply' && init?.method === 'POST') {
        // Sent as JSON: no file part goes with it.
        sent.push(JSON.parse(String(init.body)));
        return {
          status: 201,
          body: { data: { applicationId: 1, thanksForApply: 'Tack!', appliedSuccess: 'Klart.' } },
        };
      }
      if (/^\/api\/public\/open\/[^/]+\/container$/.test(pathname)) return { body: company };
      if (/^\/api\/public\/positions\/[^/]+$/.test(pathname)) return { body: position({ form }) };
    });
    renderApply(`/5_lagermedarbetare/apply?inbjudan=${TOKEN}`);
    const choice = await screen.findByRole('checkbox', {
      name: 'Använd CV:t du lämnade till talangpoolen (tilda-cv.pdf)',
    });
    expect(choice).toBeChecked();
    expect(screen.queryByLabelText(/^CV och personligt brev/)).toBeNull();

    // Unticked, the upload is asked for as always.
    const user = userEvent.setup();
    await user.click(choice);
    expect(screen.getByLabelText(/^CV och personligt brev/)).toBeInTheDocument();
    await user.click(box(/^Personnummer/));
    await user.paste(VALID_SSN);
    await user.click(screen.getByRole('checkbox', { name: /^Jag har läst och godkänner/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Jag samtycker/ }));
    await user.click(screen.getByRole('button', { name: 'Skicka ansökan' }));
    expect(await screen.findByRole('link', { name: /CV och personligt brev/ })).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(choice);
    expect(screen.queryByLabelText(/^CV och personligt brev/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skicka ansökan' }));
    expect(await screen.findByText('Tack!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].data.poolFiles).toBe(TOKEN);
    expect(sent[0].data.metadata).not.toHaveProperty('form_file');
  });
});
