import { stockholmDate } from '@rekry/domain';
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
import {
  AD_PATH,
  API_KEY_HEADER,
  ELEMENT_TO_FIELD,
  HRXML_PATH,
  inactivePostingXml,
  postingXml,
  type Sender,
} from './arbetsformedlingen-hrxml.ts';

/**
 * Platsbanken (Arbetsförmedlingen), type 3, through the direct transfer of job ads (HR-XML; docs/decisions.md
 * 'Job boards: Platsbanken direct transfer'). Publish and update send the posting, unpublish sends it
 * inactive; the status is read from the published ad by the board's id.
 */
const BOARD = 'Platsbanken';
export const PLATSBANKEN_AD_URL = 'https://arbetsformedlingen.se/platsbanken/annonser/';
/** What the board shows of a title and a description (longer is cut or refused there). */
const TITLE_MAX = 255;
const DESCRIPTION_MAX = 20_000;

/** The board's error list: HR-XML answers `[{ ErrorCode, Message }]`, naming the element where it can. */
interface BoardError {
  ErrorCode?: string | number;
  Message?: string;
  Field?: string;
}

function boardErrors(body: unknown): BoardError[] {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
  return list.filter((e): e is BoardError => !!e && typeof e === 'object');
}

async function readJson(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw.slice(0, 300);
  }
}

/** Retry-After is seconds or an HTTP date; absent or unreadable: the job's own back-off decides. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const REFUSAL_LEAD: Record<number, string> = {
  400: `${BOARD} kunde inte läsa annonsen`,
  401: `${BOARD} godtog inte API-nyckeln`,
  403: `${BOARD} tillåter inte avsändaren att annonsera`,
  404: `${BOARD} hittar inte annonsen`,
  409: `${BOARD} har redan en annan annons med samma transaktion`,
  422: `${BOARD} tog inte emot annonsen`,
};

function refusal(status: number, body: unknown): ChannelRefused {
  const errors = boardErrors(body);
  const messages = errors.map((e) => e.Message?.trim()).filter((m): m is string => !!m);
  if (messages.length === 0 && typeof body === 'string' && body.trim()) messages.push(body.trim());
  const fields: Record<string, string> = {};
  for (const e of errors) {
    const key = e.Field ? ELEMENT_TO_FIELD[e.Field] : undefined;
    if (key && e.Message && !fields[key]) fields[key] = e.Message;
  }
  const lead = REFUSAL_LEAD[status] ?? `${BOARD} avvisade annonsen (HTTP ${status})`;
  return new ChannelRefused(messages.length ? `${lead}: ${messages.join(' ')}` : lead, fields);
}

function senderOf(ad: { data?: Record<string, unknown> } | null, credentials: ChannelCredentials): Sender {
  const own = typeof ad?.data?.senderId === 'string' ? ad.data.senderId.trim() : '';
  const id = own || String(credentials.settings.senderId ?? '').trim();
  if (!id)
    throw new ChannelRefused(`Ange avsändar-id för ${BOARD} under Integrationer`, {
      senderId: 'Ange avsändar-id',
    });
  return { id, email: String(credentials.settings.contactEmail ?? '').trim() };
}

function keyOf(credentials: ChannelCredentials): string {
  const key = credentials.secret.trim();
  if (!key) throw new ChannelRefused(`Ange API-nyckeln för ${BOARD} under Integrationer`);
  return key;
}

export function createArbetsformedlingenAdapter(endpoint: ChannelEndpoint): ChannelAdapter {
  const base = endpoint.baseUrl.replace(/\/+$/, '');

  /** One request; every way it can go wrong becomes ChannelRefused or ChannelUnavailable. */
  async function call(method: 'GET' | 'POST', path: string, key: string, xml?: string) {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          [API_KEY_HEADER]: key,
          accept: 'application/json',
          ...(xml === undefined ? {} : { 'content-type': 'text/xml; charset=utf-8' }),
        },
        body: xml,
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      });
      body = await readJson(response);
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ChannelUnavailable(
          `${BOARD} svarade inte inom ${Math.ceil(endpoint.timeoutMs / 1000)} sekunder`,
        );
      }
      throw new ChannelUnavailable(`${BOARD} gick inte att nå`);
    }
    if (response.status === 429) {
      throw new ChannelUnavailable(
        `${BOARD} tar emot för många anrop just nu`,
        retryAfterMs(response.headers.get('retry-after')),
      );
    }
    if (response.status >= 500) {
      throw new ChannelUnavailable(`${BOARD} svarar inte just nu (HTTP ${response.status})`);
    }
    return { status: response.status, body };
  }

  /** The board's id and link from its answer; its answer to the transfer may carry neither. */
  function published(body: unknown, reference: string): PublishedAd {
    const answer = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<
      string,
      unknown
    >;
    const adId = answer.AdId == null ? '' : String(answer.AdId);
    const url = typeof answer.Url === 'string' ? answer.Url : adId ? `${PLATSBANKEN_AD_URL}${adId}` : null;
    return { externalId: adId || reference, url };
  }

  async function send(ad: JobAdDocument, credentials: ChannelCredentials): Promise<PublishedAd> {
    const { status, body } = await call(
      'POST',
      HRXML_PATH,
      keyOf(credentials),
      postingXml(ad, senderOf(ad, credentials)),
    );
    if (status >= 400) throw refusal(status, body);
    return published(body, ad.reference);
  }

  return {
    partner: 'arbetsformedlingen',

    validate(ad) {
      const problems: Record<string, string> = {};
      const { position } = ad;
      if (!position.name.trim()) problems['position.name'] = 'Platsbanken kräver en rubrik';
      else if (position.name.length > TITLE_MAX)
        problems['position.name'] = `Rubriken får vara högst ${TITLE_MAX} tecken i Platsbanken`;
      if (!position.description.trim()) problems['position.description'] = 'Platsbanken kräver en annonstext';
      else if (position.description.length > DESCRIPTION_MAX) {
        problems['position.description'] =
          `Annonstexten får vara högst ${DESCRIPTION_MAX} tecken i Platsbanken`;
      }
      if (!position.lastApplicationDate) {
        problems['position.lastApplicationDate'] = 'Platsbanken kräver ett sista ansökningsdatum';
      } else if (position.lastApplicationDate < stockholmDate()) {
        problems['position.lastApplicationDate'] = 'Sista ansökningsdag har redan passerat';
      }
      const summary = typeof ad.data.positionSummary === 'string' ? ad.data.positionSummary.trim() : '';
      if (!summary) problems.positionSummary = 'Ange en sammanfattning';
      else if (summary.length > 1000)
        problems.positionSummary = 'Sammanfattningen får vara högst 1000 tecken';
      if (!/^[^@\s]+@[^@\s]+$/.test(position.contactPerson?.email || ad.company.email)) {
        problems['position.contactPerson'] = 'Platsbanken kräver en kontaktperson med e-postadress';
      }
      return problems;
    },

    publish: send,

    // The board keys a posting by our reference, so an update is the posting sent again.
    update: (ad, _externalId, credentials) => send(ad, credentials),

    async unpublish(ad, credentials) {
      const xml = inactivePostingXml(ad.reference, ad.transactionId, senderOf(null, credentials));
      const { status, body } = await call('POST', HRXML_PATH, keyOf(credentials), xml);
      // Already gone at the board is what we asked for.
      if (status === 404) return;
      if (status >= 400) throw refusal(status, body);
    },

    async status(externalId, credentials): Promise<AdStatusAnswer> {
      const { status, body } = await call(
        'GET',
        `${AD_PATH}${encodeURIComponent(externalId)}`,
        keyOf(credentials),
      );
      // Not (yet) among the published ads: the board publishes after its own review.
      if (status === 404) return { state: 'pending', url: null, reason: null };
      if (status === 410) return { state: 'removed', url: null, reason: null };
      if (status >= 400) throw refusal(status, body);
      const ad = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const url = typeof ad.webpage_url === 'string' ? ad.webpage_url : `${PLATSBANKEN_AD_URL}${externalId}`;
      if (ad.removed === true) return { state: 'removed', url: null, reason: null };
      return { state: 'published', url, reason: null };
    },
  };
}
