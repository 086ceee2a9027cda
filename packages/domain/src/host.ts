/**
 * Which variant of the app a host name gets (SPEC §1 and §9).
 * Public: first label starts with "jobb", or three labels without www.
 * Admin: first label is min/min-dev/min-staging/min-temp, or www, or two labels (and anything else).
 */
export type HostVariant = 'public' | 'admin';

export const ADMIN_FIRST_LABELS = ['min', 'min-dev', 'min-staging', 'min-temp'] as const;
export const PUBLIC_FIRST_LABELS = ['jobb', 'jobb-local', 'jobb-dev', 'jobb-staging'] as const;

/** Lower-cased labels of a host, without port or trailing dot. */
export function hostLabels(host: string): string[] {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name ? name.split('.') : [];
}

function isIpAddress(host: string): boolean {
  const name = host.replace(/:\d+$/, '');
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || host.startsWith('[');
}

export function hostVariant(host: string): HostVariant {
  if (isIpAddress(host)) return 'admin';
  const labels = hostLabels(host);
  const first = labels[0] ?? '';
  if (first.startsWith('jobb')) return 'public';
  if ((ADMIN_FIRST_LABELS as readonly string[]).includes(first) || first === 'www') return 'admin';
  if (labels.length === 3) return 'public';
  return 'admin';
}

/** Admin banner 'Testmiljö - ej riktig data' on min-dev and min-staging hosts. */
export function isAdminTestHost(host: string): boolean {
  const first = hostLabels(host)[0];
  return first === 'min-dev' || first === 'min-staging';
}

/** Public notice 'OBS! Ej riktig data…' when the host prefix contains jobb-dev or jobb-staging. */
export function isPublicTestHost(host: string): boolean {
  const first = hostLabels(host)[0] ?? '';
  return first.includes('jobb-dev') || first.includes('jobb-staging');
}

/** Local hosts are exempt from the https redirect. */
export function isLocalHost(host: string): boolean {
  const labels = hostLabels(host);
  const name = labels.join('.');
  return (
    name === 'localhost' || labels.at(-1) === 'localhost' || name === '127.0.0.1' || host.startsWith('[::1]')
  );
}

/**
 * The company a public host names by its DNS profile field (SPEC §2 'public company'), or null for the
 * portal-wide site: `jobb*.<dns>.localhost` and `jobb*.<dns>.<domain>.<tld>` give `<dns>`, and so does a
 * three-label host that does not start with jobb or www (`<dns>.<domain>.<tld>`). `jobb.localhost` and
 * `jobb.<domain>.<tld>` are the portal itself.
 */
export function publicCompanyKey(host: string): string | null {
  if (isIpAddress(host) || hostVariant(host) !== 'public') return null;
  const labels = hostLabels(host);
  const [first = '', second = ''] = labels;
  if (first.startsWith('jobb')) {
    const wanted = labels.at(-1) === 'localhost' ? 3 : 4;
    return labels.length === wanted && second ? second : null;
  }
  return labels.length === 3 ? first : null;
}

/** `?company=<name>` opens a company's page on any public host (the documented local way). */
export const COMPANY_QUERY_PARAM = 'company';

/**
 * The public company an address names by itself: a non-empty `?company=`, else the host's
 * (publicCompanyKey). The browser also remembers the last `?company=` for the tab; the server cannot.
 */
export function companyKeyInAddress(search: string, host: string): string | null {
  const asked = new URLSearchParams(search).get(COMPANY_QUERY_PARAM)?.trim();
  return asked || publicCompanyKey(host);
}

/**
 * A company's own career-site address from the admin site's address and its DNS label: the admin's
 * first label (min, min-dev …) or none gives way to `jobb.<dns>` (http://localhost:3000 →
 * http://jobb.demo.localhost:3000, https://min.rekry.se → https://jobb.demo.rekry.se).
 */
export function companySiteUrl(appUrl: string, dns: string): string {
  return careerSiteUrl(appUrl, dns);
}

/**
 * The career site a company's public pages are on: its own (`jobb.<dns>`) when it has a DNS label, else
 * the portal's (`jobb.<domain>`: http://localhost:3000 → http://jobb.localhost:3000).
 */
export function careerSiteUrl(appUrl: string, dns: string | null): string {
  const url = new URL(appUrl);
  // An address by IP has no names to put jobb in front of: the same server answers there.
  if (isIpAddress(url.host)) return url.origin;
  const [first = '', ...rest] = url.hostname.split('.');
  const domain = rest.length > 0 && (first.startsWith('min') || first === 'www') ? rest : [first, ...rest];
  url.hostname = ['jobb', ...(dns ? [dns] : []), ...domain].join('.');
  return url.origin;
}
