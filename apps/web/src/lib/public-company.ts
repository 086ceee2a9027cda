import {
  COMPANY_QUERY_PARAM,
  companyKeyInAddress,
  type PublicContainer,
  type PublicContainerNotFound,
} from '@rekry/domain/public';

export { COMPANY_QUERY_PARAM };
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
 * null for the portal-wide site. Without a session memory it is the server's companyKeyInAddress.
 */
export function resolveCompanyKey(search: string, host: string, storage = sessionStore()): string | null {
  const params = new URLSearchParams(search);
  try {
    if (params.has(COMPANY_QUERY_PARAM)) {
      const asked = params.get(COMPANY_QUERY_PARAM)?.trim();
      if (asked) storage?.setItem(COMPANY_STORAGE_KEY, asked);
      else storage?.removeItem(COMPANY_STORAGE_KEY);
    } else {
      const remembered = storage?.getItem(COMPANY_STORAGE_KEY);
      if (remembered) return remembered;
    }
  } catch {
    // a full or disabled storage only loses the memory, not the page
  }
  return companyKeyInAddress(search, host);
}

/** Whether GET /api/public/containers/{name} found a company (id 0 means it did not). */
export function isFoundCompany(
  answer: PublicContainer | PublicContainerNotFound | undefined,
): answer is PublicContainer {
  return !!answer && answer.id !== 0;
}
