import { addDays, classifieds, isIsoDate, stockholmDate } from '@rekry/domain';
import {
  ChannelRefused,
  ChannelUnavailable,
  type AdStatusAnswer,
  type ChannelAdapter,
  type ChannelCredentials,
  type ChannelEndpoint,
  type JobAdDocument,
  type PublishedAd,
} from './adapter.ts';

/**
 * The classifieds channel (type 2) over Platsannons-API v1 (docs/contracts/classifieds.md). Idempotent by
 * the job's transaction id (the contract's Idempotency-Key) and by the position's reference (its
 * source_id: a publish that finds the ad already there updates it instead of making a second one).
 */

const SITE = 'Annonssajten';
const { limits, products } = classifieds.codes;

/** The contract's field paths, back to the keys the integrations form shows. */
const FIELD_KEYS: Record<string, string> = {
  summary: 'summary',
  'category.id': 'categoryId',
  'category.sub_id': 'categorySubId',
  employment_id: 'employmentId',
  'region.id': 'regionId',
  'region.municipality': 'regionSubId',
  product_id: 'productId',
  customer_id: 'customerId',
  vat_id: 'vatId',
  title: 'position.name',
  description: 'position.description',
  apply_url: 'position.applyUrl',
  last_application_date: 'position.lastApplicationDate',
  'company.name': 'company.name',
  'company.organisation_number': 'company.organisationNumber',
};

interface SiteError {
  code: string;
  message: string;
  details: { field: string; message: string }[];
  adId: string | null;
}

interface SiteAd {
  ad_id: string;
  state: 'active' | 'removed' | 'rejected';
  url: string | null;
  rejection_reason: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const orNull = (v: unknown) => text(v) || null;

function adInput(ad: JobAdDocument, credentials: ChannelCredentials) {
  const d = ad.data;
  return {
    source_id: ad.reference,
    customer_id: text(credentials.settings.customerId),
    vat_id: orNull(credentials.settings.vatId),
    title: ad.position.name,
    summary: text(d.summary),
    description: ad.position.description,
    category: { id: text(d.categoryId), sub_id: orNull(d.categorySubId) },
    employment_id: text(d.employmentId),
    region: { id: text(d.regionId), municipality: orNull(d.regionSubId) },
    product_id: text(d.productId),
    apply_url: ad.position.applyUrl,
    last_application_date: ad.position.lastApplicationDate,
    company: { name: ad.company.name, organisation_number: ad.company.organisationNumber },
    contact: ad.position.contactPerson,
  };
}

/** Retry-After as seconds or an HTTP date, in milliseconds (undefined when absent or unreadable). */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function siteError(body: unknown): SiteError | null {
  const e = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!e || typeof e !== 'object') return null;
  const details = Array.isArray(e.details)
    ? e.details.flatMap((x: unknown) => {
        const r = x as { field?: unknown; message?: unknown };
        return typeof r?.field === 'string' && typeof r.message === 'string'
          ? [{ field: r.field, message: r.message }]
          : [];
      })
    : [];
  return {
    code: text(e.code),
    message: text(e.message),
    details,
    adId: typeof e.ad_id === 'string' ? e.ad_id : null,
  };
}

function explain(e: SiteError | null, status: number): string {
  if (!e) return `HTTP ${status}`;
  const parts = [e.message || e.code || `HTTP ${status}`, ...e.details.map((d) => d.message)];
  return parts.join('; ');
}

/** Why an ad was refused, by the form's field keys. */
function refusedFields(e: SiteError | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of e?.details ?? []) out[FIELD_KEYS[d.field] ?? d.field] ??= d.message;
  return out;
}

interface Answer {
  status: number;
  body: unknown;
}

export function createClassifiedsAdapter(endpoint: ChannelEndpoint): ChannelAdapter {
  const base = endpoint.baseUrl.replace(/\/+$/, '');

  async function call(
    method: string,
    path: string,
    credentials: ChannelCredentials,
    options: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      'X-Auth-Token': credentials.secret,
      Accept: 'application/json',
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let response: Response;
    let raw: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ChannelUnavailable(`${SITE} svarade inte inom ${endpoint.timeoutMs / 1000} sekunder`);
      }
      throw new ChannelUnavailable(`${SITE} gick inte att nå (${(error as Error).message})`);
    }
    let body: unknown = null;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        // A proxy's HTML error page, say: judged by its status below.
        body = null;
      }
    }
    const { status } = response;
    if (status >= 200 && status < 300) return { status, body };
    const error = siteError(body);
    if (status === 429) {
      throw new ChannelUnavailable(
        `${SITE} tar inte emot fler anrop just nu: ${explain(error, status)}`,
        retryAfterMs(response.headers.get('retry-after')),
      );
    }
    if (status >= 500 || status === 408) {
      // A 503 for maintenance may say when to come back, like a 429.
      throw new ChannelUnavailable(
        `${SITE} svarade med fel ${status}: ${explain(error, status)}`,
        retryAfterMs(response.headers.get('retry-after')),
      );
    }
    if (status === 401 || status === 403) {
      throw new ChannelRefused(`${SITE} godtog inte API-nyckeln: ${explain(error, status)}`);
    }
    // Answers the caller acts on (an unknown ad when reading or removing, an ad already published); any
    // other 4xx is about the ad.
    if (status === 404 && (method === 'GET' || method === 'DELETE')) return { status, body };
    if (status === 409 && error?.code === 'duplicate_source_id' && error.adId) return { status, body };
    throw new ChannelRefused(
      `${SITE} tog inte emot annonsen: ${explain(error, status)}`,
      refusedFields(error),
    );
  }

  function published(answer: Answer): PublishedAd {
    const ad = answer.body as Partial<SiteAd> | null;
    if (!ad || typeof ad.ad_id !== 'string') {
      throw new ChannelUnavailable(`${SITE} svarade utan annons-id`);
    }
    return { externalId: ad.ad_id, url: typeof ad.url === 'string' ? ad.url : null };
  }

  async function update(ad: JobAdDocument, externalId: string, credentials: ChannelCredentials, key: string) {
    const answer = await call('PUT', `/v1/ads/${encodeURIComponent(externalId)}`, credentials, {
      body: adInput(ad, credentials),
      idempotencyKey: key,
    });
    return published(answer);
  }

  return {
    partner: 'classifieds',

    validate(ad) {
      const out: Record<string, string> = {};
      const data = classifieds.dataSchema.safeParse(ad.data);
      if (!data.success) {
        for (const issue of data.error.issues) out[String(issue.path[0] ?? 'data')] ??= issue.message;
      }
      const title = ad.position.name.trim();
      if (title === '') out['position.name'] = 'Tjänsten behöver en rubrik';
      else if (title.length > limits.title) {
        out['position.name'] = `${SITE} tar rubriker på högst ${limits.title} tecken`;
      }
      const description = ad.position.description.trim();
      if (description === '') out['position.description'] = `${SITE} kräver en annonstext`;
      else if (description.length > limits.description) {
        out['position.description'] = `${SITE} tar annonstexter på högst ${limits.description} tecken`;
      }
      if (!/^https?:\/\/\S+$/i.test(ad.position.applyUrl)) {
        out['position.applyUrl'] = `${SITE} kräver en webbadress att söka tjänsten på`;
      }
      if (!/^\d{6}-?\d{4}$/.test(ad.company.organisationNumber.trim())) {
        out['company.organisationNumber'] = `${SITE} kräver företagets organisationsnummer (NNNNNN-NNNN)`;
      }
      const last = ad.position.lastApplicationDate;
      const product = products.find((p) => p.id === ad.data.productId);
      if (last && isIsoDate(last)) {
        const today = stockholmDate();
        if (last < today) out['position.lastApplicationDate'] = 'Sista ansökningsdag har redan passerat';
        else if (product && last > addDays(today, product.days)) {
          out['position.lastApplicationDate'] =
            `Sista ansökningsdag ligger efter annonspaketets ${product.days} dagar; välj ett större paket`;
        }
      }
      return out;
    },

    async publish(ad, credentials) {
      const answer = await call('POST', '/v1/ads', credentials, {
        body: adInput(ad, credentials),
        idempotencyKey: ad.transactionId,
      });
      if (answer.status === 409) {
        // The ad is already there (an earlier publish whose answer was lost): bring it up to date.
        const existing = siteError(answer.body)?.adId ?? '';
        return update(ad, existing, credentials, `${ad.transactionId}:put`);
      }
      return published(answer);
    },

    update(ad, externalId, credentials) {
      return update(ad, externalId, credentials, ad.transactionId);
    },

    async unpublish(ad, credentials) {
      // 404: the site no longer knows the ad, which is what unpublishing asks for.
      await call('DELETE', `/v1/ads/${encodeURIComponent(ad.externalId)}`, credentials, {
        idempotencyKey: ad.transactionId,
      });
    },

    async status(externalId, credentials): Promise<AdStatusAnswer> {
      const answer = await call('GET', `/v1/ads/${encodeURIComponent(externalId)}`, credentials);
      if (answer.status === 404) {
        return { state: 'removed', url: null, reason: `${SITE} känner inte till annonsen` };
      }
      const ad = answer.body as Partial<SiteAd> | null;
      const url = typeof ad?.url === 'string' ? ad.url : null;
      switch (ad?.state) {
        case 'active':
          return { state: 'published', url, reason: null };
        case 'removed':
          return { state: 'removed', url: null, reason: null };
        case 'rejected':
          return {
            state: 'refused',
            url: null,
            reason: ad.rejection_reason ?? `${SITE} har tagit bort annonsen`,
          };
        default:
          throw new ChannelUnavailable(`${SITE} svarade med ett okänt annonsläge`);
      }
    },
  };
}
