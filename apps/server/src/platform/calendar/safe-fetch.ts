import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';
import { CALENDAR_MESSAGES, CalendarError } from './calendar-error.ts';

/**
 * A fetch for addresses users give (a calendar feed, a CalDAV server) that cannot be turned against
 * Rekry's own network (SSRF; docs/research/interviews.md §6, option A):
 *
 *   createSafeFetch({ allow?: string[], timeoutMs?: number, maxBytes?: number }): SafeFetch
 *   SafeFetch = (url: string | URL, init?: RequestInit) => Promise<Response>, plus close()
 *
 * - Every connection's address is checked when it is made, in the Agent's DNS lookup, so a name that
 *   resolves to a public address when checked and a private one when used (DNS rebinding) gets nowhere.
 *   Addresses written in the URL never reach a lookup and are checked before the request, at every hop.
 * - An address must be public unicast (ipaddr.js range 'unicast': not loopback, private, link-local
 *   such as the cloud metadata 169.254.169.254, unique-local, carrier-grade NAT, multicast, reserved …;
 *   IPv4-mapped IPv6 counts as its IPv4), or in `allow`: ipaddr.js range names ('loopback', 'private',
 *   'linkLocal', 'uniqueLocal', 'carrierGradeNat'), addresses or CIDRs. CALENDAR_FETCH_ALLOW sets it;
 *   it is empty unless an operator opens it (tests: loopback, for Radicale and local feed servers).
 * - https only: plain http goes to addresses in `allow` alone (a calendar server on the operator's own
 *   network), never to the internet, where a password or a private feed address would travel in clear.
 *   webcal:// is https://; other schemes are refused.
 * - Redirects are followed here (at most 5), each new address checked again; Authorization and Cookie
 *   are dropped when the origin changes. `redirect: 'manual'` hands a 3xx back (tsdav's discovery).
 * - `timeoutMs` bounds the whole exchange, body included; the body is read here, at most `maxBytes`,
 *   and handed back as a new Response, so a caller (tsdav too) cannot read more.
 * Failures are CalendarErrors in Swedish: refused address, timeout, unreachable, too large.
 */

export type SafeFetch = ((url: string | URL, init?: RequestInit) => Promise<Response>) & {
  /** Closes the connections kept open. */
  close(): Promise<void>;
};

export interface SafeFetchOptions {
  allow?: string[];
  timeoutMs?: number;
  maxBytes?: number;
}

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024 } as const;

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

const MESSAGES = {
  privateAddress: 'Adressen pekar på ett privat nät och kan inte hämtas.',
  insecure: 'Adressen måste börja med https://.',
  invalidUrl: 'Adressen är inte en giltig webbadress.',
  tooManyRedirects: 'Adressen skickar vidare för många gånger.',
  notFound: 'Kalenderservern hittades inte. Kontrollera adressen.',
  certificate: 'Kalenderserverns certifikat kunde inte godkännas.',
  unreachable: 'Kalenderservern kunde inte nås.',
  timeout: (ms: number) => {
    const seconds = String(Math.round(ms / 100) / 10).replace('.', ',');
    return `Kalenderservern svarade inte inom ${seconds} ${seconds === '1' ? 'sekund' : 'sekunder'}.`;
  },
} as const;

/** Why an address was refused: not public, or public over plain http. */
type Refusal = 'privateAddress' | 'insecure';

/** A lookup's answer refused: undici reports it as the cause of its 'fetch failed'. */
class RefusedAddress extends Error {
  constructor(readonly refusal: Refusal) {
    super(`refused address (${refusal})`);
  }
}

/** The `allow` list as a test of one address. */
function allowListOf(entries: string[]): (address: ipaddr.IPv4 | ipaddr.IPv6) => boolean {
  const ranges = new Set<string>();
  const cidrs: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const entry of entries.map((e) => e.trim()).filter(Boolean)) {
    if (/^[a-z]+$/i.test(entry)) ranges.add(entry.toLowerCase());
    else if (entry.includes('/')) cidrs.push(ipaddr.parseCIDR(entry));
    else {
      const address = ipaddr.parse(entry);
      cidrs.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    }
  }
  return (address) =>
    ranges.has(address.range().toLowerCase()) ||
    cidrs.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const { timeoutMs, maxBytes } = { ...SAFE_FETCH_DEFAULTS, ...options };
  const allowed = allowListOf(options.allow ?? []);

  const refusalOf = (address: string, protocol: string): Refusal | null => {
    const ip = ipaddr.process(address);
    if (allowed(ip)) return null;
    if (ip.range() !== 'unicast') return 'privateAddress';
    return protocol === 'https:' ? null : 'insecure';
  };

  const agentFor = (protocol: 'http:' | 'https:') =>
    new Agent({ connect: { lookup: guardedLookup((address) => refusalOf(address, protocol)) } });
  const agents = { 'http:': agentFor('http:'), 'https:': agentFor('https:') };

  const checked = (url: URL): URL => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CalendarError(MESSAGES.insecure);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host)) {
      const refusal = refusalOf(host, url.protocol);
      if (refusal) throw new CalendarError(MESSAGES[refusal]);
    }
    return url;
  };

  const safeFetch = async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    let url = checked(urlOf(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = new Headers(init.headers);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([timeout, init.signal]) : timeout;
    try {
      for (let hops = 0; ; hops++) {
        const protocol = url.protocol as 'http:' | 'https:';
        const response = await undiciFetch(url, {
          method,
          // The runtime's Headers as undici's own takes them: pairs.
          headers: [...headers],
          body: body as never,
          redirect: 'manual',
          signal,
          dispatcher: agents[protocol],
        });
        const location = response.headers.get('location');
        if (!REDIRECTS.has(response.status) || !location || init.redirect === 'manual')
          return await copied(response, url, maxBytes);
        await response.body?.cancel();
        if (init.redirect === 'error' || hops === MAX_REDIRECTS)
          throw new CalendarError(MESSAGES.tooManyRedirects);
        const next = checked(urlOf(new URL(location, url)));
        if (next.origin !== url.origin) for (const name of ['authorization', 'cookie']) headers.delete(name);
        // RFC 9110 §15.4: 303, and 301/302 after a POST, go on as a GET without a body.
        if (response.status === 303 || (method === 'POST' && response.status < 303)) {
          if (method !== 'HEAD') method = 'GET';
          body = undefined;
          headers.delete('content-type');
        }
        url = next;
      }
    } catch (err) {
      if (timeout.aborted) throw new CalendarError(MESSAGES.timeout(timeoutMs), { cause: err });
      throw failure(err);
    }
  };

  return Object.assign(safeFetch, {
    close: async () => {
      await Promise.all(Object.values(agents).map((agent) => agent.close()));
    },
  });
}

/** A URL of the schemes a calendar comes by: webcal:// is https://; a text that is no URL is refused. */
function urlOf(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch (err) {
    throw new CalendarError(MESSAGES.invalidUrl, { cause: err });
  }
  if (url.protocol === 'webcal:' || url.protocol === 'webcals:')
    url = new URL(`https:${url.href.slice(url.protocol.length)}`);
  return url;
}

/**
 * A DNS lookup that answers only with the addresses `refusalOf` lets through, in either shape Node asks
 * for (one address, or `all` when it tries several families).
 */
function guardedLookup(refusalOf: (address: string) => Refusal | null): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const found = addresses.map((a) => ({ ...a, refusal: refusalOf(a.address) }));
      const usable = found.filter((a) => !a.refusal).map(({ address, family }) => ({ address, family }));
      if (!usable.length) return callback(new RefusedAddress(found[0]?.refusal ?? 'privateAddress'), '', 0);
      if (options.all) return (callback as (e: null, all: typeof usable) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

/** The response with its body read (at most `maxBytes`), as a Response of the runtime's own. */
async function copied(response: Awaited<ReturnType<typeof undiciFetch>>, url: URL, maxBytes: number) {
  const tooLarge = () => new CalendarError(CALENDAR_MESSAGES.tooLarge(maxBytes));
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body)
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  const copy = new Response(NULL_BODY.has(response.status) ? null : Buffer.concat(chunks), {
    status: response.status,
    statusText: response.statusText,
    headers: new Headers([...response.headers]),
  });
  // tsdav names a failed response by its URL.
  Object.defineProperty(copy, 'url', { value: url.href });
  return copy;
}

const CERTIFICATE = /^(CERT_|ERR_TLS_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|ERR_SSL_)/;

/** An error of undici or the network as a CalendarError; a CalendarError or a caller's abort as it is. */
function failure(err: unknown): unknown {
  if (err instanceof CalendarError) return err;
  if (err instanceof Error && err.name === 'AbortError') return err;
  for (let cause: unknown = err; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RefusedAddress) return new CalendarError(MESSAGES[cause.refusal], { cause: err });
    const code = (cause as NodeJS.ErrnoException).code ?? '';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      return new CalendarError(MESSAGES.notFound, { cause: err });
    if (CERTIFICATE.test(code)) return new CalendarError(MESSAGES.certificate, { cause: err });
  }
  return new CalendarError(MESSAGES.unreachable, { cause: err });
}
