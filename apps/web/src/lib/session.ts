import { isRecordId } from './paths.ts';
import { useEffect, useSyncExternalStore } from 'react';
import { decodeToken, isTokenLive, type TokenClaims } from '@rekry/domain';

/**
 * The browser session (SPEC §4 'Session'): the token lives in localStorage and is decoded (not verified;
 * the server verifies). A valid token needs an exp in the future, otherwise the user is logged out. A
 * decode failure is logged and treated as not logged in. Logout clears the token, the chosen company and
 * every other piece of persisted state (all keys under the `rekry.` prefix).
 */
export const STORAGE_PREFIX = 'rekry.';
export const TOKEN_KEY = `${STORAGE_PREFIX}token`;
export const CONTAINER_KEY = `${STORAGE_PREFIX}containerId`;

export interface Session {
  token: string;
  claims: TokenClaims;
}

type Decoded = { token: string; session: Session } | { token: string; error: unknown };
type Listener = () => void;

const listeners = new Set<Listener>();
let decoded: Decoded | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function decodeOnce(token: string): Decoded {
  if (decoded?.token !== token) {
    try {
      decoded = { token, session: { token, claims: decodeToken(token) } };
    } catch (error) {
      decoded = { token, error };
    }
  }
  return decoded;
}

type Peek = { session: Session | null; problem: null | 'expired' | 'invalid'; error?: unknown };

/** Reads the stored token without side effects. */
function peek(now = Date.now()): Peek {
  const token = storage()?.getItem(TOKEN_KEY) ?? null;
  if (!token) return { session: null, problem: null };
  const result = decodeOnce(token);
  if ('error' in result) return { session: null, problem: 'invalid', error: result.error };
  if (!isTokenLive(result.session.claims, now)) return { session: null, problem: 'expired' };
  return { session: result.session, problem: null };
}

/** Removes the token, the chosen company and all persisted state. */
export function logout(): void {
  const store = storage();
  if (store) {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  }
  decoded = null;
  emit();
}

/**
 * The live session, or null. Reading it enforces the rules: a token that has expired or cannot be
 * decoded logs the user out (a decode failure is also logged).
 */
export function getSession(now = Date.now()): Session | null {
  const { session, problem, error } = peek(now);
  if (problem === 'invalid') console.error('Kunde inte läsa inloggningstoken', error);
  if (problem) logout();
  return session;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

/** Stores a new token (after login, registration or a password change). Returns false if it is unusable. */
export function login(token: string): boolean {
  storage()?.setItem(TOKEN_KEY, token);
  const session = getSession();
  emit();
  return session !== null;
}

export function getContainerId(): number | null {
  const raw = storage()?.getItem(CONTAINER_KEY);
  const id = raw ? Number(raw) : NaN;
  return isRecordId(id) ? id : null;
}

export function setContainerId(id: number | null): void {
  const store = storage();
  if (!store) return;
  if (id === null) store.removeItem(CONTAINER_KEY);
  else store.setItem(CONTAINER_KEY, String(id));
  emit();
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const MAX_TIMEOUT = 2 ** 31 - 1;

/**
 * React view of the session. Re-renders on login, logout and changes from other tabs, and logs the user
 * out when the stored token is unusable or when it expires while the page is open.
 */
export function useSession(): Session | null {
  const snapshot = useSyncExternalStore(subscribe, sessionSnapshot, () => null);
  const session = snapshot === 'broken' ? null : snapshot;
  useEffect(() => {
    if (snapshot === 'broken') {
      getSession();
      return;
    }
    if (!snapshot) return;
    const delay = snapshot.claims.exp * 1000 - Date.now();
    const timer = setTimeout(() => getSession(), Math.min(Math.max(delay, 0) + 50, MAX_TIMEOUT));
    return () => clearTimeout(timer);
  }, [snapshot]);
  return session;
}

/** A stable snapshot for useSyncExternalStore: the cached session, 'broken' or null. */
function sessionSnapshot(): Session | 'broken' | null {
  const { session, problem } = peek();
  return problem ? 'broken' : session;
}

export function useContainerId(): number | null {
  return useSyncExternalStore(subscribe, getContainerId, () => null);
}
