import { publicCompanyKey, type PublicContainer, type PublicContainerNotFound } from '@rekry/domain/public';

/** `?company=<name>` opens a company's page on any public host (the documented local way). */
export const COMPANY_QUERY_PARAM = 'company';
/** Where the chosen company is kept for the tab's session, so plain links keep showing it. */
export const COMPANY_STORAGE_KEY = 'rekry.publicCompany';

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be disabled (privacy settings); the query parameter still works for one page.
    return null;
  }
}

/**
 * The public company to show (SPEC §2 'public layout'): `?company=<name>` (remembered for the session; an
 * empty value forgets it), else the one remembered, else the one the host names (publicCompanyKey), else
 * null for the portal-wide site.
 */
export function resolveCompanyKey(search: string, host: string, storage = sessionStore()): string | null {
  const params = new URLSearchParams(search);
  if (params.has(COMPANY_QUERY_PARAM)) {
    const asked = params.get(COMPANY_QUERY_PARAM)?.trim() ?? '';
    try {
      if (asked) storage?.setItem(COMPANY_STORAGE_KEY, asked);
      else storage?.removeItem(COMPANY_STORAGE_KEY);
    } catch {
      // a full or disabled storage only loses the memory, not the page
    }
    if (asked) return asked;
  } else {
    const remembered = storage?.getItem(COMPANY_STORAGE_KEY);
    if (remembered) return remembered;
  }
  return publicCompanyKey(host);
}

/** Whether GET /api/public/containers/{name} found a company (id 0 means it did not). */
export function isFoundCompany(
  answer: PublicContainer | PublicContainerNotFound | undefined,
): answer is PublicContainer {
  return !!answer && answer.id !== 0;
}
