import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTAINER_KEY,
  getContainerId,
  getSession,
  login,
  logout,
  setContainerId,
  TOKEN_KEY,
} from '../src/lib/session.ts';
import { makeToken } from './helpers.ts';

describe('session', () => {
  beforeEach(() => {
    logout();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps a token whose exp is in the future and exposes its claims', () => {
    const token = makeToken({ sub: 'admin@demo.rekry.test', uid: 3 });
    expect(login(token)).toBe(true);
    const session = getSession();
    expect(session?.token).toBe(token);
    expect(session?.claims.sub).toBe('admin@demo.rekry.test');
    expect(session?.claims.uid).toBe(3);
  });

  it('logs out when the token has expired, clearing token, company and persisted state', () => {
    localStorage.setItem(TOKEN_KEY, makeToken({ exp: Math.floor(Date.now() / 1000) - 5 }));
    localStorage.setItem(CONTAINER_KEY, '4');
    localStorage.setItem('rekry.filters.12', '{"label":3}');
    localStorage.setItem('other-app', 'kept');

    expect(getSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(CONTAINER_KEY)).toBeNull();
    expect(localStorage.getItem('rekry.filters.12')).toBeNull();
    expect(localStorage.getItem('other-app')).toBe('kept');
  });

  it('treats a token that expires exactly now as expired', () => {
    const now = Date.now();
    localStorage.setItem(TOKEN_KEY, makeToken({ exp: Math.floor(now / 1000) }));
    expect(getSession(Math.floor(now / 1000) * 1000)).toBeNull();
  });

  it('logs a decode failure and treats it as not logged in', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(TOKEN_KEY, 'this-is-not-a-jwt');
    localStorage.setItem(CONTAINER_KEY, '2');

    expect(getSession()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(CONTAINER_KEY)).toBeNull();
  });

  it('logs a token whose payload is not JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(TOKEN_KEY, 'aaa.bm90LWpzb24.ccc');
    expect(getSession()).toBeNull();
    expect(error).toHaveBeenCalled();
  });

  it('persists the chosen company and forgets it on logout', () => {
    login(makeToken());
    setContainerId(12);
    expect(getContainerId()).toBe(12);
    expect(localStorage.getItem(CONTAINER_KEY)).toBe('12');
    logout();
    expect(getContainerId()).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('ignores a stored company id that is not a positive integer', () => {
    localStorage.setItem(CONTAINER_KEY, 'abc');
    expect(getContainerId()).toBeNull();
    localStorage.setItem(CONTAINER_KEY, '-3');
    expect(getContainerId()).toBeNull();
  });
});
