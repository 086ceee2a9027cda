/**
 * Where this visit to the career site came from, kept for the browser tab (sessionStorage: no cookie,
 * nothing after the tab closes) and sent with an application. A landing whose address has `kalla` or
 * `utm_*`, or that came from another site, replaces what was kept; moving about the site keeps it.
 * Only ever read when an application is sent, so no page draws differently for it.
 */
import {
  SOURCE_HOST,
  SOURCE_LIMITS,
  SOURCE_PARAM,
  SOURCE_TEXT,
  type ApplicationSource,
} from '@rekry/domain/public';

const KEY = 'rekry-kalla';
const PARAMS = {
  kalla: SOURCE_PARAM,
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
} as const;

/** A value the server takes, or nothing: a link's odd parameter never stops an application. */
const usable = (value: string | null) => {
  const text = value?.trim() ?? '';
  return text && text.length <= SOURCE_LIMITS.text && SOURCE_TEXT.test(text) ? text : undefined;
};

/** The source this landing says, or null when it says none. */
export function landingSource(href: string, referrer: string): ApplicationSource | null {
  const here = new URL(href);
  const source: ApplicationSource = {};
  for (const [field, param] of Object.entries(PARAMS) as [keyof typeof PARAMS, string][]) {
    const value = usable(here.searchParams.get(param));
    if (value) source[field] = value;
  }
  try {
    const host = referrer ? new URL(referrer).hostname.toLowerCase() : '';
    if (host && host !== here.hostname && SOURCE_HOST.test(host)) source.referrer = host;
  } catch {
    // Not an address: no referrer.
  }
  return Object.keys(source).length ? source : null;
}

/** Keeps this page's landing source for the tab, when it has one. */
export function recordVisitSource(): void {
  try {
    const source = landingSource(window.location.href, document.referrer);
    if (source) sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage off (a private window's rules): the application goes as direct.
  }
}

/** The kept source, for the application being sent; undefined: direct. */
export function visitSource(): ApplicationSource | undefined {
  try {
    const kept = sessionStorage.getItem(KEY);
    return kept ? (JSON.parse(kept) as ApplicationSource) : undefined;
  } catch {
    return undefined;
  }
}
