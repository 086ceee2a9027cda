import type { InvitationInfo } from '@rekry/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTAINER_KEY, logout, TOKEN_KEY } from '../../src/lib/session.ts';
import { makeToken, makeUser } from '../helpers.ts';
import { renderAdmin } from '../positions/render-admin.tsx';

const TOKEN = 'inbjudan-token-1234567890';

interface Call {
  url: string;
  method: string;
  body: unknown;
  authorization: string | null;
}

/**
 * A fake server for the invitation endpoints: GET answers `info` (or an error), POST accept answers
 * `accept` (or a session in Demo AB). The admin screens after acceptance get the signed-in user.
 */
function server(
  info: InvitationInfo | { status: number; message: string },
  accept?: (body: Record<string, unknown>) => { status: number; body: unknown },
) {
  const calls: Call[] = [];
  const sessionToken = makeToken({ sub: 'nora@example.se', uid: 42 });
  const user = makeUser({ id: 42, email: 'nora@example.se' });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({ url, method: init?.method ?? 'GET', body, authorization: headers.get('Authorization') });
    if (url.startsWith('/api/account/invitation/accept')) {
      const answer = accept?.(body ?? {}) ?? {
        status: 200,
        body: { token: sessionToken, expiration: '', containerId: 1, user },
      };
      return json(answer.status, answer.body);
    }
    if (url.startsWith('/api/account/invitation/')) {
      if ('status' in info)
        return json(info.status, {
          error: { code: 'bad_request', message: info.message, fields: { token: info.message } },
        });
      return json(200, info);
    }
    if (url.endsWith('/api/dispatcher')) {
      const { action } = body as { action: string };
      if (action === 'get_CurrentUser') return json(200, { data: user });
      return json(200, { data: [] });
    }
    return json(404, { error: { code: 'not_found', message: 'Hittades inte' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, sessionToken };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const acceptCalls = (calls: Call[]) => calls.filter((c) => c.url === '/api/account/invitation/accept');

describe('/invite/:token', () => {
  beforeEach(() => logout());

  it('a new address sets name and password (with the rules), then lands in the company admin', async () => {
    const { calls, sessionToken } = server({
      containerId: 1,
      containerName: 'Demo AB',
      email: 'nora@example.se',
      needsPassword: true,
    });
    const router = renderAdmin(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Gå med i Demo AB' })).toBeInTheDocument();
    expect(screen.getByText(/Du har bjudits in med nora@example\.se/)).toBeInTheDocument();
    expect(calls[0]!.url).toBe(`/api/account/invitation/${TOKEN}`);

    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto och gå med' }));
    expect(await screen.findByText('Förnamn måste anges')).toBeInTheDocument();
    expect(screen.getByText('Efternamn måste anges')).toBeInTheDocument();
    expect(screen.getAllByText('Lösenordet måste vara minst 10 tecken').length).toBeGreaterThan(0);
    expect(acceptCalls(calls)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Förnamn'), 'Nora');
    await userEvent.type(screen.getByLabelText('Efternamn'), 'Ny');
    await userEvent.type(screen.getByLabelText('Välj lösenord'), 'nora@example.se');
    expect(screen.getAllByText('Lösenordet får inte vara samma som e-postadressen').length).toBeGreaterThan(
      0,
    );
    await userEvent.clear(screen.getByLabelText('Välj lösenord'));
    await userEvent.type(screen.getByLabelText('Välj lösenord'), 'ett bra lösenord');
    await userEvent.type(screen.getByLabelText('Bekräfta lösenord'), 'ett bra lösenord');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto och gå med' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(acceptCalls(calls)[0]!.body).toEqual({
      token: TOKEN,
      firstname: 'Nora',
      lastname: 'Ny',
      password: 'ett bra lösenord',
      confirmPassword: 'ett bra lösenord',
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(sessionToken);
    expect(localStorage.getItem(CONTAINER_KEY)).toBe('1');
  }, 40_000);

  it('an existing account signs in with its password; a wrong one shows the message', async () => {
    let tries = 0;
    const { calls } = server(
      { containerId: 1, containerName: 'Demo AB', email: 'befintlig@example.se', needsPassword: false },
      () =>
        ++tries === 1
          ? {
              status: 401,
              body: { error: { code: 'unauthorized', message: 'Fel e-postadress eller lösenord' } },
            }
          : { status: 200, body: undefined },
    );
    renderAdmin(`/invite/${TOKEN}`);
    expect(await screen.findByText(/Logga in med ditt lösenord för att tacka ja/)).toBeInTheDocument();
    expect(screen.getByLabelText('E-postadress')).toHaveValue('befintlig@example.se');
    expect(screen.queryByLabelText('Förnamn')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logga in och gå med' }));
    expect(await screen.findByText('Lösenord måste anges')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Lösenord'), 'fel-lösenord');
    await userEvent.click(screen.getByRole('button', { name: 'Logga in och gå med' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fel e-postadress eller lösenord');
    expect(acceptCalls(calls)[0]!.body).toEqual({ token: TOKEN, password: 'fel-lösenord' });
  });

  it('signed in as the invited address: one click joins, with the session sent', async () => {
    const own = makeToken({ sub: 'befintlig@example.se', uid: 9 });
    localStorage.setItem(TOKEN_KEY, own);
    const { calls } = server({
      containerId: 1,
      containerName: 'Demo AB',
      email: 'befintlig@example.se',
      needsPassword: false,
    });
    const router = renderAdmin(`/invite/${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Gå med i Demo AB' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(acceptCalls(calls)[0]).toMatchObject({ body: { token: TOKEN }, authorization: `Bearer ${own}` });
  });

  it('signed in as someone else: says so and offers to log out first', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ sub: 'annan@example.se' }));
    server({ containerId: 1, containerName: 'Demo AB', email: 'befintlig@example.se', needsPassword: false });
    renderAdmin(`/invite/${TOKEN}`);
    expect(
      await screen.findByText(
        /Du är inloggad som annan@example\.se, men inbjudan gäller befintlig@example\.se/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logga ut och fortsätt' }));
    expect(await screen.findByRole('button', { name: 'Logga in och gå med' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('an expired or used link shows the server’s Swedish message and a way to log in', async () => {
    server({ status: 400, message: 'Inbjudan har gått ut. Be företaget skicka en ny inbjudan.' });
    renderAdmin(`/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Inbjudan går inte att använda' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Inbjudan har gått ut. Be företaget skicka en ny inbjudan.',
    );
    expect(screen.getByRole('link', { name: 'Till inloggningen' })).toHaveAttribute('href', '/login');
  });

  it('a link used up while the form was open says so above the form', async () => {
    server(
      { containerId: 1, containerName: 'Demo AB', email: 'nora@example.se', needsPassword: true },
      () => ({
        status: 400,
        body: {
          error: {
            code: 'bad_request',
            message: 'Inbjudan har redan använts. Logga in för att komma till företaget.',
            fields: { token: 'Inbjudan har redan använts. Logga in för att komma till företaget.' },
          },
        },
      }),
    );
    renderAdmin(`/invite/${TOKEN}`);
    await userEvent.type(await screen.findByLabelText('Förnamn'), 'Nora');
    await userEvent.type(screen.getByLabelText('Efternamn'), 'Ny');
    await userEvent.type(screen.getByLabelText('Välj lösenord'), 'ett bra lösenord');
    await userEvent.type(screen.getByLabelText('Bekräfta lösenord'), 'ett bra lösenord');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto och gå med' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inbjudan har redan använts.');
  });
});
