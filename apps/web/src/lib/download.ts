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

/** A stored file's bytes: its address needs the bearer token, so it is fetched, never linked. */
export async function fetchFileBlob(url: string): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'network', commonStrings.networkError);
  }
  if (!response.ok) {
    // As in the dispatcher: the session has ended, and the guard shows the login.
    if (response.status === 401) logout();
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new ApiError(
      response.status,
      response.status === 404 ? 'not_found' : 'internal',
      body?.error?.message ?? commonStrings.somethingWentWrong,
    );
  }
  return response.blob();
}

/** Saves a stored file under its own name (the browser's download). */
export async function downloadFile(url: string, filename: string): Promise<void> {
  saveBlob(await fetchFileBlob(url), filename);
}
