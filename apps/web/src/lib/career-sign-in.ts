import { hostVariant } from '@rekry/domain';
import { LOGIN_PATH, recruitPaths } from './paths.ts';
import { adminOrigin } from './public-url.ts';

/**
 * Signing in from the career site (docs/decisions.md 'Candidate sign-in from the career site'). The
 * session lives in the admin host's storage, which the career site's host cannot read; so 'Logga in'
 * names the page to come back to, the login sends a candidate back there with the session's end in the
 * address's fragment, and the career site keeps that end as its own note: 'Mina sidor' until then.
 */
const RETURN_PARAM = 'tillbaka';
const SIGNED_IN_FRAGMENT = 'inloggad';
const NOTE_KEY = 'rekry.candidateSignedInUntil';
/** The longest a note is kept (a session is 12 hours by default): a longer fragment is someone's link. */
const MAX_NOTE_SECONDS = 24 * 3600;

/** The admin host of a career-site host, without a scheme (the page's own is used). */
const adminOf = (host: string) => adminOrigin({ protocol: '', host });

/** 'Logga in' on the career site `host`: the login, coming back to `pathname` afterwards. */
export function careerSignInHref(host: string, pathname: string): string {
  return `${adminOf(host)}${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(`//${host}${pathname}`)}`;
}

/** Whether the login was reached from the career site's 'Logga in' (a job seeker, most likely). */
export function isCareerSignIn(search: string): boolean {
  return new URLSearchParams(search).has(RETURN_PARAM);
}

/** 'Mina sidor' on the career site `host`: the candidate's own pages. */
export function careerMyPagesHref(host: string): string {
  return `${adminOf(host)}${recruitPaths.myPages}`;
}

/**
 * On the login: where a candidate goes back to, with the session's end (unix seconds) in the fragment;
 * null when the address names no page of a career site belonging to this admin host.
 */
export function careerReturnAddress(
  search: string,
  here: Pick<Location, 'href' | 'origin'>,
  sessionEnd: number,
): string | null {
  const asked = new URLSearchParams(search).get(RETURN_PARAM);
  if (!asked) return null;
  let url: URL;
  try {
    url = new URL(asked, here.href);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || hostVariant(url.host) !== 'public') return null;
  if (adminOrigin(url) !== here.origin) return null;
  url.hash = `${SIGNED_IN_FRAGMENT}=${sessionEnd}`;
  return url.href;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * On the career site: keeps the note the login's fragment brings and takes the fragment out of the
 * address (history.replaceState, no navigation). Safe to call more than once.
 */
export function takeSignInNote(now = Date.now()): void {
  const match = new RegExp(`^#${SIGNED_IN_FRAGMENT}=(\\d{1,12})$`).exec(globalThis.location?.hash ?? '');
  if (!match) return;
  const until = Math.min(Number(match[1]), Math.floor(now / 1000) + MAX_NOTE_SECONDS);
  try {
    storage()?.setItem(NOTE_KEY, String(until));
  } catch {
    // A full or disabled storage only loses the note: the page shows 'Logga in', which still works.
  }
  const { pathname, search } = globalThis.location;
  globalThis.history.replaceState(globalThis.history.state, '', `${pathname}${search}`);
}

/** Whether the career site's note says a candidate is signed in now. */
export function hasSignInNote(now = Date.now()): boolean {
  const until = Number(storage()?.getItem(NOTE_KEY));
  return Number.isFinite(until) && until * 1000 > now;
}
