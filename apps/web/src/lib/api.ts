import type {
  AccessibilityStatement,
  ActionInput,
  ActionName,
  ActionOutput,
  APPLY_ERROR_CODES,
  ApiErrorBody,
  ApplyRequest,
  ApplyResponse,
  CurrentUser,
  ConsentLinkInfo,
  FreeTime,
  NewMessage,
  ReplyLinkInfo,
  InvitationInfo,
  JobAlertFrequency,
  JobAlertRequest,
  JobAlertView,
  ManagedJobAlerts,
  InvitePrefill,
  PublicBooking,
  PublicConfig,
  PublicContainer,
  PublicContainerNotFound,
  PublicPositionDetail,
  PublicPositionList,
  PublicSearch,
  PublicSurvey,
  PublicSearchOptions,
} from '@rekry/domain';
import { ERROR_CODE_BY_STATUS, publicSearchParams } from '@rekry/domain/public';
import { getToken, logout } from './session.ts';
import { visitSource } from './visit-source.ts';
import { commonStrings } from './strings.ts';

export type ApiErrorCode =
  ApiErrorBody['error']['code'] | (typeof APPLY_ERROR_CODES)[keyof typeof APPLY_ERROR_CODES] | 'network';

/** A failed call: HTTP status (0 when the server could not be reached), code, Swedish message, fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;
  /** The answer's body as sent, for a failure that carries more than its message (a 409 with the fresh state). */
  readonly body: unknown;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields: Record<string, string> = {},
    body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit for a toast or an alert, whatever was thrown. */
export function errorMessage(error: unknown, fallback: string = commonStrings.somethingWentWrong): string {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}

async function request<T>(path: string, init: RequestInit & { json?: unknown; token?: string | null }) {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  } catch {
    throw new ApiError(0, 'network', commonStrings.networkError);
  }
  let body: unknown = null;
  const text = await response.text();
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    const error = (body as Partial<ApiErrorBody> | null)?.error;
    const code = error?.code ?? ERROR_CODE_BY_STATUS[response.status] ?? 'internal';
    const fallback =
      response.status === 429 ? commonStrings.rateLimited : (commonStrings.somethingWentWrong as string);
    throw new ApiError(response.status, code, error?.message || fallback, error?.fields ?? {}, body);
  }
  return body as T;
}

export interface DispatchOptions<N extends ActionName> {
  /**
   * Input fields sent as URL query parameters instead of in the body: those the catalogue declares as the
   * action's `urlParams` (SPEC §7: POST /api/dispatcher?filter={text}).
   */
  inUrl?: readonly (keyof ActionInput<N> & string)[];
  signal?: AbortSignal;
}

/**
 * Calls one action of the catalogue through POST /api/dispatcher with the session's bearer token.
 * A 401 (missing, expired or revoked token) logs the user out; the route guards then show /login.
 */
export async function dispatch<N extends ActionName>(
  action: N,
  data: ActionInput<N>,
  { inUrl = [], signal }: DispatchOptions<N> = {},
): Promise<ActionOutput<N>> {
  const token = getToken();
  const body: Record<string, unknown> = { ...(data as object) };
  const query = new URLSearchParams();
  for (const name of inUrl) {
    if (body[name] !== undefined) query.set(name, String(body[name]));
    delete body[name];
  }
  try {
    const answer = await request<{ data: ActionOutput<N> }>(
      `/api/dispatcher${query.size ? `?${query}` : ''}`,
      {
        method: 'POST',
        json: { action, data: body },
        token,
        signal,
      },
    );
    return answer.data;
  } catch (error) {
    if (isApiError(error) && error.status === 401) logout();
    throw error;
  }
}

export interface TokenResponse {
  token: string;
  expiration: string;
}

/** Direct, login-free account endpoints (SPEC §7). */
export const accountApi = {
  login: (email: string, password: string) =>
    request<TokenResponse & { user: CurrentUser }>('/api/account/login', {
      method: 'POST',
      json: { email, password },
    }),
  /** Sign-up: the same answer for any address; the confirmation link comes by mail. */
  register: (email: string, password: string, confirmPassword: string) =>
    request<{ ok: true; message: string }>('/api/account/register', {
      method: 'POST',
      json: { email, password, confirmPassword },
    }),
  /** Follows the sign-up link: the account is active and signed in. */
  confirmAccount: (token: string) =>
    request<TokenResponse & { user: CurrentUser }>('/api/account/confirm', {
      method: 'POST',
      json: { token },
    }),
  requestReset: (email: string) =>
    request<{ ok: true }>('/api/account/reset', { method: 'POST', json: { email } }),
  confirmReset: (token: string, password: string, confirmPassword: string) =>
    request<{ ok: true }>('/api/account/reset/confirm', {
      method: 'POST',
      json: { token, password, confirmPassword },
    }),
  /** What the holder of an invitation link needs to accept it. */
  invitation: (token: string) =>
    request<InvitationInfo>(`/api/account/invitation/${encodeURIComponent(token)}`, { method: 'GET' }),
  /**
   * Accepts an invitation: with name and password (a new account), with the account's password, or
   * signed in as the invited address (the session's token is sent). Answers a session in the company.
   */
  acceptInvitation: (
    input:
      | { token: string; firstname: string; lastname: string; password: string; confirmPassword: string }
      | { token: string; password?: string },
  ) =>
    request<TokenResponse & { containerId: number; user: CurrentUser }>('/api/account/invitation/accept', {
      method: 'POST',
      json: input,
      token: getToken(),
    }),
  /** What a retention warning's link is about (SPEC §9). */
  consentLink: (token: string) =>
    request<ConsentLinkInfo>(`/api/public/consent/${encodeURIComponent(token)}`, { method: 'GET' }),
  /** Renews consent (the period starts again) or deletes the data at once; the link works once. */
  answerConsentLink: (token: string, choice: 'renew' | 'delete') =>
    request<{ message: string }>(`/api/public/consent/${encodeURIComponent(token)}`, {
      method: 'POST',
      json: { choice },
    }),
};

/** The reply link of a staff message: read the conversation and answer once, no login. */
export const replyLinkApi = {
  get: (token: string) =>
    request<ReplyLinkInfo>(`/api/public/conversations/${encodeURIComponent(token)}`, { method: 'GET' }),
  answer: (token: string, message: NewMessage) =>
    request<{ message: string }>(`/api/public/conversations/${encodeURIComponent(token)}`, {
      method: 'POST',
      json: message,
    }),
  fileUrl: (token: string, fileId: number) =>
    `/api/public/conversations/${encodeURIComponent(token)}/files/${fileId}`,
};

/**
 * The candidate's booking link (no login): the interview and an invitation's free times, the times a
 * booking may move to, booking or moving a time, cancelling, and the booked time as a calendar file. A
 * time taken meanwhile fails with 409, its body holding `booking` as it is now.
 */
export const bookingApi = {
  get: (token: string) =>
    request<PublicBooking>(`/api/public/interviews/${encodeURIComponent(token)}`, { method: 'GET' }),
  times: (token: string) =>
    request<{ slots: FreeTime[] }>(`/api/public/interviews/${encodeURIComponent(token)}/times`, {
      method: 'GET',
    }),
  book: (token: string, start: string) =>
    request<{ booking: PublicBooking; message: string }>(
      `/api/public/interviews/${encodeURIComponent(token)}/book`,
      {
        method: 'POST',
        json: { start },
      },
    ),
  cancel: (token: string) =>
    request<{ booking: PublicBooking; message: string }>(
      `/api/public/interviews/${encodeURIComponent(token)}/cancel`,
      {
        method: 'POST',
        json: {},
      },
    ),
  icsUrl: (token: string) => `/api/public/interviews/${encodeURIComponent(token)}/intervju.ics`,
};

/** Bevaka sökningen: save a search, confirm it, and the manage page's link (areas/job-alerts/routes.ts). */
export const jobAlertApi = {
  subscribe: (body: JobAlertRequest & { containerId?: number }) =>
    request<{ message: string }>('/api/public/job-alerts', { method: 'POST', json: body }),
  confirm: (token: string) =>
    request<{ message: string; manageToken: string }>(
      `/api/public/job-alerts/confirm/${encodeURIComponent(token)}`,
      { method: 'POST', json: {} },
    ),
  manage: (token: string) =>
    request<ManagedJobAlerts>(`/api/public/job-alerts/manage/${encodeURIComponent(token)}`, {
      method: 'GET',
    }),
  change: (token: string, alertId: number, frequency: JobAlertFrequency) =>
    request<ManagedJobAlerts>(`/api/public/job-alerts/manage/${encodeURIComponent(token)}/${alertId}`, {
      method: 'PATCH',
      json: { frequency },
    }),
  remove: (token: string, alertId: number) =>
    request<{ message: string; alerts: JobAlertView[] }>(
      `/api/public/job-alerts/manage/${encodeURIComponent(token)}/${alertId}`,
      { method: 'DELETE' },
    ),
};

/** The candidate survey's link (/enkat/{token}): its words, and its one answer. */
export const surveyApi = {
  get: (token: string) =>
    request<PublicSurvey>(`/api/public/surveys/${encodeURIComponent(token)}`, { method: 'GET' }),
  answer: (token: string, answer: { score: number; comment: string }) =>
    request<unknown>(`/api/public/surveys/${encodeURIComponent(token)}`, { method: 'POST', json: answer }),
};

export interface PublicPositionsQuery {
  containerId?: number;
  take?: number;
  page?: number;
  search?: PublicSearch;
}

const get = <T>(path: string) => request<T>(path, { method: 'GET' });
const segment = encodeURIComponent;

/** The login-free endpoints of the public career site (SPEC §7 'Direct endpoints'). */
export const publicApi = {
  config: () => get<PublicConfig>('/api/public/config'),
  /** The operator's accessibility statement (/tillganglighet). */
  statement: () => get<AccessibilityStatement>('/api/public/accessibility-statement'),
  /** Open public positions, newest first; all companies' when containerId is left out. */
  positions: ({ containerId, take, page, search }: PublicPositionsQuery = {}) => {
    const query = new URLSearchParams(search ? publicSearchParams(search) : []);
    if (containerId !== undefined) query.set('containerId', String(containerId));
    if (take !== undefined) query.set('take', String(take));
    if (page !== undefined) query.set('page', String(page));
    return get<PublicPositionList>(`/api/public/positions${query.size ? `?${query}` : ''}`);
  },
  /** The search form's choices: the towns, ad types and (without containerId) companies of open ads. */
  searchOptions: (containerId?: number) =>
    get<PublicSearchOptions>(
      `/api/public/search-options${containerId === undefined ? '' : `?containerId=${containerId}`}`,
    ),
  /** One position by its numeric id, or an internal one by its guid. */
  position: (idOrGuid: number | string) =>
    get<PublicPositionDetail>(`/api/public/positions/${segment(String(idOrGuid))}`),
  /** A company by its name or DNS key; `{id: 0}` when there is none. */
  container: (name: string) =>
    get<PublicContainer | PublicContainerNotFound>(`/api/public/containers/${segment(name)}`),
  /** The company that owns a position (id or guid). */
  positionContainer: (idOrGuid: number | string) =>
    get<PublicContainer | PublicContainerNotFound>(`/api/public/open/${segment(String(idOrGuid))}/container`),
  /**
   * POST /api/public/positions/apply; answers the success texts or throws an ApiError with its code. With
   * `files` (the picked files by field key) it is multipart/form-data: the JSON as the part `data`
   * first, then each file as a part of its own, which the browser streams from disk.
   */
  apply: async (data: ApplyRequest['data'], files: ReadonlyMap<string, File> = new Map()) => {
    const source = visitSource();
    const json = {
      action: 'create_jobApplication',
      data: source ? { ...data, source } : data,
    } satisfies ApplyRequest;
    const path = '/api/public/positions/apply';
    if (!files.size) return (await request<ApplyResponse>(path, { method: 'POST', json })).data;
    const form = new FormData();
    form.append('data', JSON.stringify(json));
    for (const [key, file] of files) form.append(key, file, file.name);
    return (await request<ApplyResponse>(path, { method: 'POST', body: form })).data;
  },
  /** What a talent pool invitation's link fills in (its token from the address's `inbjudan`). */
  invitePrefill: (token: string) => get<InvitePrefill>(`/api/public/talent-pool/invites/${segment(token)}`),
};
