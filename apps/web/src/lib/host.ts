import { hostVariant, isAdminTestHost, isLocalHost, isPublicTestHost, type HostVariant } from '@rekry/domain';

/** The host decides which variant loads (SPEC §1); these read it from the current page. */
export function currentHost(): string {
  return globalThis.location?.host ?? 'localhost';
}

export function currentVariant(host = currentHost()): HostVariant {
  return hostVariant(host);
}

export function showAdminTestBanner(host = currentHost()): boolean {
  return isAdminTestHost(host);
}

export function showPublicTestNotice(host = currentHost()): boolean {
  return isPublicTestHost(host);
}

/**
 * Pages that are neither local nor https go to https (SPEC §2 'Guard outcomes'). Returns the address to
 * go to, or null when the page may stay.
 */
export function httpsRedirectTarget(
  location: Pick<Location, 'protocol' | 'host' | 'pathname' | 'search' | 'hash'>,
) {
  if (location.protocol === 'https:') return null;
  if (isLocalHost(location.host)) return null;
  return `https://${location.host}${location.pathname}${location.search}${location.hash}`;
}
