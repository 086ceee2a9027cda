import type { ActionInput, ActionName, ApiErrorBody } from '@rekry/domain';
import { ERROR_CODE_BY_STATUS } from '@rekry/domain/public';
import { ApiError } from './api.ts';
import { getToken, logout } from './session.ts';
import { commonStrings } from './strings.ts';

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A base64 file from the server (an export) as a download. */
export function saveBase64(data: string, contentType: string, filename: string) {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  saveBlob(new Blob([bytes], { type: contentType }), filename);
}

/**
 * A fetch with the session's bearer token that answers only a 2xx response: a 401 logs out, as the
 * dispatcher does, and any other failure is an ApiError with the server's message.
 */
async function fetchOk(url: string, init: RequestInit = {}): Promise<Response> {
  const token = getToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch {
    throw new ApiError(0, 'network', commonStrings.networkError);
  }
  if (!response.ok) {
    // The session has ended, and the guard shows the login.
    if (response.status === 401) logout();
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? ERROR_CODE_BY_STATUS[response.status] ?? 'internal',
      body?.error?.message || commonStrings.somethingWentWrong,
      body?.error?.fields ?? {},
    );
  }
  return response;
}

/** A stored file's bytes: its address needs the bearer token, so it is fetched, never linked. */
export async function fetchFileBlob(url: string): Promise<Blob> {
  return (await fetchOk(url)).blob();
}

/** The name in `attachment; filename="…"; filename*=UTF-8''…` (the encoded one when given). */
function attachmentName(header: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]*)"/i.exec(header ?? '')?.[1] ?? 'fil';
}

/**
 * Runs an action the catalogue declares `download` (its answer is the file itself, streamed) and saves
 * the file. Answers how many rows it holds: the server's x-export-rows, or the CSV's records less its
 * header.
 */
export async function downloadAction<N extends ActionName>(action: N, data: ActionInput<N>): Promise<number> {
  const response = await fetchOk('/api/dispatcher', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action, data }),
  });
  const blob = await response.blob();
  saveBlob(blob, attachmentName(response.headers.get('content-disposition')));
  const rows = response.headers.get('x-export-rows');
  return rows === null ? csvRecords(await blob.text()) - 1 : Number(rows);
}

/** How many records a CSV holds: its line ends outside quoted cells (a quote inside one is doubled). */
function csvRecords(csv: string): number {
  let records = 0;
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 10 && !quoted) records++;
  }
  return records;
}

/** Saves a stored file under its own name (the browser's download). */
export async function downloadFile(url: string, filename: string): Promise<void> {
  saveBlob(await fetchFileBlob(url), filename);
}
