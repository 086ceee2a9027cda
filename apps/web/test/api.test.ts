import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, dispatch } from '../src/lib/api.ts';
import { fetchFileBlob } from '../src/lib/download.ts';
import { getSession, login, logout, TOKEN_KEY } from '../src/lib/session.ts';
import { makeToken, mockDispatcher } from './helpers.ts';

describe('dispatch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    logout();
  });

  it('posts {action, data} with the bearer token and returns data', async () => {
    const token = makeToken();
    login(token);
    const fetchMock = mockDispatcher({ get_Containers: () => ({ body: [] }) });
    await expect(dispatch('get_Containers', {})).resolves.toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/dispatcher');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'get_Containers', data: {} });
  });

  it('throws an ApiError with status, code, message and fields', async () => {
    login(makeToken());
    mockDispatcher({
      create_ContainerUserPermission: () => ({
        status: 400,
        body: {
          error: {
            code: 'bad_request',
            message: 'Uppgifterna är ofullständiga eller felaktiga',
            fields: { email: 'E-postadressen har inte ett giltigt format' },
          },
        },
      }),
    });
    const error = await dispatch('create_ContainerUserPermission', {
      containerId: 1,
      email: 'x',
      permissionIds: [3],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Uppgifterna är ofullständiga eller felaktiga',
      fields: { email: 'E-postadressen har inte ett giltigt format' },
    });
    expect(getSession()).not.toBeNull();
  });

  it('logs out on 401', async () => {
    login(makeToken());
    mockDispatcher({
      get_CurrentUser: () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Du behöver logga in' } },
      }),
    });
    await expect(dispatch('get_CurrentUser', {})).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the session on 403', async () => {
    login(makeToken());
    mockDispatcher({
      get_ContainerUsers: () => ({
        status: 403,
        body: { error: { code: 'forbidden', message: 'Du har inte behörighet att göra detta' } },
      }),
    });
    await expect(dispatch('get_ContainerUsers', { containerId: 1 })).rejects.toMatchObject({ status: 403 });
    expect(getSession()).not.toBeNull();
  });

  it('reports an unreachable server in Swedish', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(dispatch('get_Containers', {})).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Kunde inte nå servern. Kontrollera anslutningen och försök igen.',
    });
  });
});

describe('fetchFileBlob', () => {
  afterEach(() => logout());

  const answer = (status: number) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { message: 'Filen finns inte' } }, { status })),
    );

  it('logs out on 401, as the dispatcher does', async () => {
    login(makeToken());
    answer(401);
    await expect(fetchFileBlob('/api/dispatcher/storage/application/1/files/2')).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the session on 404', async () => {
    login(makeToken());
    answer(404);
    await expect(fetchFileBlob('/api/dispatcher/storage/application/1/files/2')).rejects.toMatchObject({
      status: 404,
      message: 'Filen finns inte',
    });
    expect(getSession()).not.toBeNull();
  });
});
