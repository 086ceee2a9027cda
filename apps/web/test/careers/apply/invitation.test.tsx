import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockPublicApi } from '../public-api-mock.ts';
import { company, position, renderApply } from './fixtures.tsx';

const TOKEN = 'A'.repeat(43);

/** The apply page's endpoints, and the invitation's answer for TOKEN. */
function mockWithInvitation(invitation: { status?: number; body: unknown }) {
  return mockPublicApi(({ pathname }) => {
    if (pathname === `/api/public/talent-pool/invites/${TOKEN}`) return invitation;
    if (/^\/api\/public\/open\/[^/]+\/container$/.test(pathname)) return { body: company };
    if (/^\/api\/public\/positions\/[^/]+$/.test(pathname)) return { body: position() };
  });
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe('an invitation from the talent pool', () => {
  it('fills in what the person already gave, and says so', async () => {
    mockWithInvitation({
      body: {
        positionRef: 5,
        positionName: 'Lagermedarbetare',
        answers: {
          form_firstname: 'Tilda',
          form_surname: 'Pool',
          form_email: 'tilda@example.se',
          other: 'x',
        },
        expiresAt: '2026-12-20T00:00:00.000Z',
      },
    });
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
});
