import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, classifieds, isIsoDate, stockholmDate } from '@rekry/domain';
import type { BoardPeer, PeerAd, PeerFault, PeerOptions } from './peer.ts';

/**
 * A local classifieds site speaking Platsannons-API v1 (docs/contracts/classifieds.md): its auth, schema
 * checks with Swedish messages by field, its own ad ids and public links, idempotency keys, rate limit and
 * error format. It checks the contract's snake_case body on its own (only the code lists come from the
 * domain, being the contract's reference values), so an adapter that sends the wrong shape fails here.
 */

const MAX_BODY = 64 * 1024;
const DEFAULT_RATE = 10;

interface Detail {
  field: string;
  message: string;
}

interface StoredAd {
  adId: string;
  sourceId: string;
  customerId: string;
  state: 'active' | 'removed';
  transactionId: string;
  input: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
  expiresOn: string;
}

interface Reply {
  status: number;
  body?: unknown;
  /** A page for people (the ad's public link) instead of a JSON body. */
  html?: string;
  headers?: Record<string, string>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Detail[] = [],
    readonly adId: string | null = null,
  ) {
    super(message);
  }
}

const errorReply = (e: HttpError): Reply => ({
  status: e.status,
  body: { error: { code: e.code, message: e.message, details: e.details, ad_id: e.adId } },
});

const { categories, regions, employmentTypes, products, limits } = classifieds.codes;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The contract's rules for an AdInput; [] when the site takes it. */
export function checkAdInput(input: Record<string, unknown>, today = stockholmDate()): Detail[] {
  const out: Detail[] = [];
  const fail = (field: string, message: string) => out.push({ field, message });
  const str = (field: string, value: unknown, max: number, required: boolean, label: string) => {
    if (value === null || value === undefined) {
      if (required) fail(field, `${label} saknas`);
      return null;
    }
    if (typeof value !== 'string') {
      fail(field, `${label} ska vara text`);
      return null;
    }
    if (required && value.trim() === '') fail(field, `${label} saknas`);
    else if (value.length > max) fail(field, `${label} får vara högst ${max} tecken`);
    return value;
  };

  const sourceId = str('source_id', input.source_id, 64, true, 'Källans id');
  if (sourceId && !/^[A-Za-z0-9._-]+$/.test(sourceId)) {
    fail(
      'source_id',
      'Källans id får bara innehålla bokstäver a–z, siffror, punkt, understreck och bindestreck',
    );
  }
  str('customer_id', input.customer_id, 40, true, 'Kundnummer');
  const vat = str('vat_id', input.vat_id, 14, false, 'Momsregistreringsnummer');
  if (vat && !/^SE\d{12}$/.test(vat)) fail('vat_id', 'Momsregistreringsnumret ska vara SE och tolv siffror');
  str('title', input.title, limits.title, true, 'Rubrik');
  str('summary', input.summary, limits.summary, true, 'Ingress');
  str('description', input.description, limits.description, true, 'Annonstext');

  const category = isObject(input.category) ? input.category : null;
  if (!category) fail('category', 'Kategori saknas');
  else {
    const known = categories.find((c) => c.id === category.id);
    const sub = category.sub_id ?? null;
    if (!known) fail('category.id', 'Okänd kategori');
    else if (known.subs.length > 0 && sub === null) fail('category.sub_id', 'Välj en underkategori');
    else if (known.subs.length === 0 && sub !== null) {
      fail('category.sub_id', `Kategorin ${known.name} har inga underkategorier`);
    } else if (sub !== null && !known.subs.some((s) => s.id === sub)) {
      fail('category.sub_id', `Underkategorin hör inte till kategorin ${known.name}`);
    }
  }
  if (!employmentTypes.some((e) => e.id === input.employment_id)) {
    fail('employment_id', 'Okänd anställningsform');
  }
  const region = isObject(input.region) ? input.region : null;
  if (!region) fail('region', 'Län saknas');
  else {
    const known = regions.find((r) => r.id === region.id);
    const municipality = region.municipality ?? null;
    if (!known) fail('region.id', 'Okänt län');
    else if (municipality !== null) {
      if (typeof municipality !== 'string' || !/^\d{4}$/.test(municipality)) {
        fail('region.municipality', 'Kommunkoden ska vara fyra siffror');
      } else if (!municipality.startsWith(known.id)) {
        fail('region.municipality', `Kommunen ligger inte i ${known.name}`);
      }
    }
  }
  const product = products.find((p) => p.id === input.product_id);
  if (!product) fail('product_id', 'Okänt annonspaket');

  const applyUrl = str('apply_url', input.apply_url, 2000, true, 'Ansökningslänk');
  if (applyUrl && !/^https?:\/\/[^\s/]+\S*$/i.test(applyUrl)) {
    fail('apply_url', 'Ansökningslänken ska vara en fullständig http- eller https-adress');
  }
  const last = input.last_application_date ?? null;
  if (last !== null) {
    if (typeof last !== 'string' || !isIsoDate(last)) {
      fail('last_application_date', 'Sista ansökningsdag ska skrivas ÅÅÅÅ-MM-DD');
    } else if (last < today) fail('last_application_date', 'Sista ansökningsdag har passerat');
    else if (product && last > addDays(today, product.days)) {
      fail('last_application_date', `Sista ansökningsdag ligger efter paketets ${product.days} dagar`);
    }
  }
  const company = isObject(input.company) ? input.company : null;
  if (!company) fail('company', 'Företaget saknas');
  else {
    str('company.name', company.name, 200, true, 'Företagets namn');
    const org = str(
      'company.organisation_number',
      company.organisation_number,
      11,
      true,
      'Organisationsnummer',
    );
    if (org && org.trim() !== '' && !/^\d{6}-?\d{4}$/.test(org)) {
      fail('company.organisation_number', 'Organisationsnumret ska skrivas NNNNNN-NNNN');
    }
  }
  const contact = input.contact ?? null;
  if (contact !== null) {
    if (!isObject(contact)) fail('contact', 'Kontaktpersonen ska vara ett objekt');
    else {
      str('contact.name', contact.name, 200, false, 'Kontaktpersonens namn');
      const email = str('contact.email', contact.email, 200, false, 'Kontaktpersonens e-post');
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        fail('contact.email', 'Kontaktpersonens e-postadress är ogiltig');
      }
      str('contact.phone', contact.phone, 40, false, 'Kontaktpersonens telefon');
    }
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Keep reading (and dropping) so the answer can still be sent on this connection.
      if (size > MAX_BODY) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startClassifiedsPeer(options: PeerOptions = {}): Promise<BoardPeer> {
  const ads = new Map<string, StoredAd>();
  const idempotency = new Map<string, { fingerprint: string; reply: Reply; at: number }>();
  const calls = new Map<string, number[]>();
  const log: { method: string; path: string; status: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const rate = options.ratePerSecond ?? DEFAULT_RATE;
  let fault: PeerFault | null = null;
  let seq = 100_000;
  let baseUrl = '';

  const keyAccepted = (key: string) =>
    options.validKeys ? options.validKeys.has(key) : key !== '' && key !== 'ogiltig-nyckel';

  function adJson(ad: StoredAd) {
    return {
      ad_id: ad.adId,
      source_id: ad.sourceId,
      customer_id: ad.customerId,
      state: ad.state,
      url: ad.state === 'active' ? `${baseUrl}/annons/${ad.adId}` : null,
      rejection_reason: null,
      created_at: ad.createdAt,
      updated_at: ad.updatedAt,
      expires_on: ad.expiresOn,
    };
  }

  function expiresOn(input: Record<string, unknown>) {
    const days = products.find((p) => p.id === input.product_id)?.days ?? 30;
    return typeof input.last_application_date === 'string'
      ? input.last_application_date
      : addDays(stockholmDate(), days);
  }

  function parseInput(raw: string): Record<string, unknown> {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new HttpError(400, 'bad_request', 'Kroppen är inte giltig JSON');
    }
    if (!isObject(value)) throw new HttpError(400, 'bad_request', 'Kroppen ska vara ett JSON-objekt');
    const details = checkAdInput(value);
    if (details.length > 0) {
      throw new HttpError(422, 'validation_failed', 'Annonsen uppfyller inte kraven', details);
    }
    return value;
  }

  function known(adId: string): StoredAd {
    const ad = ads.get(adId);
    if (!ad) throw new HttpError(404, 'not_found', `Annonsen ${adId} finns inte`);
    return ad;
  }

  /** The write itself, once auth, rate limit and idempotency have passed. */
  function write(method: string, adId: string | null, raw: string, key: string): Reply {
    const now = new Date().toISOString();
    if (method === 'POST') {
      const input = parseInput(raw);
      const live = [...ads.values()].find(
        (a) => a.state === 'active' && a.sourceId === input.source_id && a.customerId === input.customer_id,
      );
      if (live) {
        throw new HttpError(
          409,
          'duplicate_source_id',
          `Det finns redan en publicerad annons med källans id ${live.sourceId}`,
          [],
          live.adId,
        );
      }
      const ad: StoredAd = {
        adId: `PA-${++seq}`,
        sourceId: String(input.source_id),
        customerId: String(input.customer_id),
        state: 'active',
        transactionId: key,
        input,
        createdAt: now,
        updatedAt: now,
        expiresOn: expiresOn(input),
      };
      ads.set(ad.adId, ad);
      return { status: 201, body: adJson(ad) };
    }
    const ad = known(adId ?? '');
    if (method === 'DELETE') {
      if (ad.state !== 'removed') Object.assign(ad, { state: 'removed', transactionId: key, updatedAt: now });
      return { status: 204 };
    }
    if (ad.state === 'removed') {
      throw new HttpError(409, 'ad_removed', 'Annonsen är borttagen; publicera en ny annons i stället');
    }
    const input = parseInput(raw);
    const moved: Detail[] = [];
    if (input.source_id !== ad.sourceId)
      moved.push({ field: 'source_id', message: 'Källans id kan inte ändras' });
    if (input.customer_id !== ad.customerId) {
      moved.push({ field: 'customer_id', message: 'Kundnumret kan inte ändras' });
    }
    if (moved.length > 0)
      throw new HttpError(422, 'validation_failed', 'Annonsen uppfyller inte kraven', moved);
    Object.assign(ad, { input, transactionId: key, updatedAt: now, expiresOn: expiresOn(input) });
    return { status: 200, body: adJson(ad) };
  }

  async function handle(req: IncomingMessage, method: string, path: string): Promise<Reply> {
    const raw = await readBody(req);
    if (fault?.kind === 'slow') {
      const delay = fault.delayMs;
      await new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          timers.delete(t);
          resolve();
        }, delay);
        timers.add(t);
      });
    }
    if (fault?.kind === 'down')
      throw new HttpError(503, 'unavailable', 'Tjänsten är tillfälligt nere för underhåll');
    if (raw === null) throw new HttpError(413, 'payload_too_large', 'Kroppen får vara högst 64 kB');

    const publicLink = /^\/annons\/([^/]+)$/.exec(path);
    if (method === 'GET' && publicLink) return publicPage(ads.get(decodeURIComponent(publicLink[1]!)));

    const apiKey = String(req.headers['x-auth-token'] ?? '');
    if (!keyAccepted(apiKey)) throw new HttpError(401, 'unauthorized', 'Ogiltig eller saknad API-nyckel');

    const now = Date.now();
    const recent = (calls.get(apiKey) ?? []).filter((t) => t > now - 1000);
    if (recent.length >= rate) {
      const wait = Math.max(1, Math.ceil((recent[0]! + 1000 - now) / 1000));
      calls.set(apiKey, recent);
      const reply = errorReply(
        new HttpError(429, 'rate_limited', `Högst ${rate} anrop per sekund; försök igen om ${wait} s`),
      );
      return { ...reply, headers: { 'Retry-After': String(wait) } };
    }
    recent.push(now);
    calls.set(apiKey, recent);

    if (method === 'GET' && path === '/v1/reference') {
      return {
        status: 200,
        body: {
          categories: categories.map((c) => ({ id: c.id, name: c.name, subs: c.subs })),
          regions,
          employment_types: employmentTypes,
          products: products.map((p) => ({ id: p.id, name: p.name, days: p.days })),
        },
      };
    }
    const match = /^\/v1\/ads(?:\/([^/]+))?$/.exec(path);
    const adId = match?.[1] ? decodeURIComponent(match[1]) : null;
    const allowed = adId === null ? ['POST'] : ['GET', 'PUT', 'DELETE'];
    if (!match || !allowed.includes(method)) throw new HttpError(404, 'not_found', 'Okänd adress');
    if (method === 'GET') return { status: 200, body: adJson(known(adId ?? '')) };

    const key = String(req.headers['idempotency-key'] ?? '');
    if (key === '' || key.length > 100) {
      throw new HttpError(400, 'idempotency_key_missing', 'Ange Idempotency-Key (1–100 tecken)');
    }
    const scoped = `${apiKey}\n${key}`;
    const fingerprint = `${method} ${path}\n${raw}`;
    const earlier = idempotency.get(scoped);
    if (earlier && earlier.at > now - 24 * 3600_000) {
      if (earlier.fingerprint !== fingerprint) {
        throw new HttpError(
          422,
          'idempotency_key_reused',
          'Idempotency-Key har redan använts för ett annat anrop',
        );
      }
      return { ...earlier.reply, headers: { ...earlier.reply.headers, 'Idempotent-Replayed': 'true' } };
    }
    let reply: Reply;
    try {
      reply = write(method, adId, raw, key);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      reply = errorReply(error);
    }
    idempotency.set(scoped, { fingerprint, reply, at: now });
    return reply;
  }

  /** The ad as a job seeker sees it at the link the API answered with (410 once it is removed). */
  function publicPage(ad: StoredAd | undefined): Reply {
    const page = (title: string, body: string) =>
      `<!doctype html><html lang="sv"><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
    if (ad?.state !== 'active') return { status: 410, html: page('Annonsen är borttagen', '') };
    const text = (key: string) => escapeHtml(String(ad.input[key] ?? ''));
    return {
      status: 200,
      html: page(
        String(ad.input.title ?? ''),
        `<p><strong>${text('summary')}</strong></p><p>${text('description')}</p>`,
      ),
    };
  }

  function send(res: ServerResponse, reply: Reply) {
    const headers: Record<string, string> = { ...reply.headers };
    if (reply.html !== undefined) {
      res.writeHead(reply.status, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      res.end(reply.html);
      return;
    }
    if (reply.body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
    res.writeHead(reply.status, headers);
    res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
  }

  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://peer').pathname;
    res.on('finish', () => log.push({ method, path, status: res.statusCode }));
    handle(req, method, path)
      .catch((error: unknown) =>
        errorReply(
          error instanceof HttpError ? error : new HttpError(500, 'internal', 'Ett internt fel uppstod'),
        ),
      )
      .then((reply) => {
        if (!res.destroyed) send(res, reply);
      })
      .catch(() => res.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    ads(): PeerAd[] {
      return [...ads.values()].map((a) => ({
        externalId: a.adId,
        reference: a.sourceId,
        transactionId: a.transactionId,
        state: a.state === 'active' ? 'published' : 'removed',
        body: a.input,
      }));
    },
    requests: () => log.map((r) => ({ ...r })),
    setFault(next) {
      fault = next;
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
