import type {
  ActionName,
  ActionOutput,
  ActionParsedInput,
  ApiErrorBody,
  CompanyRow,
  ContainerSummary,
  ContainerUser,
  CurrentUser,
  TokenClaims,
} from '@rekry/domain';
import { ERROR_CODE_BY_STATUS } from '@rekry/domain';
import { afterEach, beforeEach, vi } from 'vitest';
import { DESKTOP_QUERY } from '../src/components/ui/data-list.tsx';

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned token with the claims Rekry issues; the browser only decodes it. */
export function makeToken(claims: Partial<TokenClaims> = {}): string {
  const payload: TokenClaims = {
    sub: 'anna@demo.rekry.test',
    uid: 7,
    role: 'staff',
    given_name: 'Anna',
    family_name: 'Andersson',
    tv: 1,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.sig`;
}

export function company(id: number, name: string, permissionIds: number[]): ContainerSummary {
  return { id, name, displayName: name, permissionIds, role: 'reader' };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    email: 'anna@demo.rekry.test',
    firstname: 'Anna',
    lastname: 'Andersson',
    superuser: false,
    candidate: false,
    shell: 'staff',
    containers: [company(1, 'Demo AB', [3])],
    ...overrides,
  };
}

/** A fake action's answer: the action's own output, or a failure with the server's error body. */
export type FakeAnswer<N extends ActionName> =
  { status?: 200; body: ActionOutput<N> } | { status: number; body: ApiErrorBody };
/** Fake answers by action name, typed by the catalogue so a fake cannot drift from the real output. */
export type FakeActions = { [N in ActionName]?: (data: ActionParsedInput<N>) => FakeAnswer<N> };

/** A member of the company as the users screen lists them (Anna, a reader, unless told otherwise). */
export function containerUser(overrides: Partial<ContainerUser> = {}): ContainerUser {
  return {
    id: 7,
    userId: 7,
    firstname: 'Anna',
    lastname: 'Andersson',
    email: 'anna@demo.rekry.test',
    phoneNumber: '',
    title: '',
    permissionIds: [1],
    disabled: false,
    ...overrides,
  };
}

/** Bertil Berg, a second member of Demo AB (user 8), with the given permissions. */
export function bertil(permissionIds: number[]): ContainerUser {
  return containerUser({
    id: 8,
    userId: 8,
    firstname: 'Bertil',
    lastname: 'Berg',
    email: 'bertil@demo.rekry.test',
    permissionIds,
  });
}

/** A company as the superuser's company search answers it. */
export function companyRow(id: number, name: string, overrides: Partial<CompanyRow> = {}): CompanyRow {
  return {
    id,
    name,
    plans: ['Monthly'],
    status: 'active',
    users: 2,
    positions: 3,
    created: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** A failed answer as the server gives it: the status, its code and the Swedish message (and field messages). */
export function fail(status: number, message: string, fields?: Record<string, string>) {
  const code = ERROR_CODE_BY_STATUS[status] ?? 'internal';
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } satisfies ApiErrorBody };
}

/**
 * Replaces fetch with a fake dispatcher: `actions` maps an action name to its answer. Unknown actions
 * answer 404 so a test notices a call it did not expect. Returns the mock to inspect calls.
 */
export function mockDispatcher(actions: FakeActions) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const [path, query = ''] = url.split('?');
    if (!path!.endsWith('/api/dispatcher'))
      return json(404, { error: { code: 'not_found', message: 'Hittades inte' } });
    const sent = JSON.parse(String(init?.body)) as { action: string; data: unknown };
    const { action } = sent;
    // URL parameters (?filter=) join the input, as the server's dispatcher does for declared ones.
    const params = Object.fromEntries(new URLSearchParams(query));
    const data = query ? { ...(sent.data as object), ...params } : sent.data;
    const handler = actions[action as ActionName] as ((data: unknown) => FakeAnswer<ActionName>) | undefined;
    if (!handler) return json(404, { error: { code: 'not_found', message: `Okänd åtgärd ${action}` } });
    const { status = 200, body } = handler(data);
    return json(status, status < 400 ? { data: body } : body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A browser as wide as `width`: matchMedia answers DataList's table breakpoint for it, so one of the table
 * and the cards is drawn (jsdom has no matchMedia, and DataList then draws both). Undone after the test.
 */
export function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === DESKTOP_QUERY && width >= 768,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A hub socket as a page opens it, which a test answers for the server (`receive`). */
export class FakeHubSocket {
  static OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(
    public url: string,
    opened: FakeHubSocket[],
  ) {
    opened.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  receive(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

/** The hub's sockets the file's pages open, in order: WebSocket is stubbed before each test and undone after. */
export function fakeHubSockets(): FakeHubSocket[] {
  const opened: FakeHubSocket[] = [];
  beforeEach(() => {
    opened.length = 0;
    vi.stubGlobal(
      'WebSocket',
      class extends FakeHubSocket {
        constructor(url: string) {
          super(url, opened);
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return opened;
}
