import { PLATSBANKEN_LIMITS, stockholmDate } from '@rekry/domain';
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
  hiringOrgId,
  postingXml,
  type Sender,
} from './arbetsformedlingen-hrxml.ts';
import { isOccupationId } from './occupations.ts';

/**
 * Platsbanken (Arbetsförmedlingen), type 3, through the direct transfer of job ads (HR-XML; docs/decisions.md
 * 'Job boards: Platsbanken direct transfer'). Publish and update send the posting, unpublish sends it
 * inactive; the status is read from the published ad by the board's id.
 */
const BOARD = 'Platsbanken';
export const PLATSBANKEN_AD_URL = 'https://arbetsformedlingen.se/platsbanken/annonser/';
/** What the board takes of a description (the title's limit is the format's, PLATSBANKEN_LIMITS). */
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
  202: `${BOARD} tog inte emot annonsen`,
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

/**
 * A 2xx is not a success by itself: the board answers a posting it does not take with 202 and its error
 * list (docs/platsbanken-format.md 'Answer'). Such an answer is the board's refusal of the ad's content.
 */
function refusedIn2xx(body: unknown): ChannelRefused | null {
  if (!Array.isArray(body)) return null;
  const errors = boardErrors(body);
  return errors.length ? refusal(202, body) : null;
}

function senderOf(ad: JobAdDocument, credentials: ChannelCredentials): Sender {
  const own = typeof ad.data.senderId === 'string' ? ad.data.senderId.trim() : '';
  const id = own || String(credentials.settings.senderId ?? '').trim();
  if (!id)
    throw new ChannelRefused(`Ange avsändar-id för ${BOARD} under Integrationer`, {
      senderId: 'Ange avsändar-id',
    });
  const email = String(credentials.settings.contactEmail ?? '').trim() || ad.company.email.trim();
  if (!email) throw new ChannelRefused(`Ange en e-postadress för besked från ${BOARD} under Integrationer`);
  return { id, email };
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

  async function send(
    ad: JobAdDocument,
    credentials: ChannelCredentials,
    state: 'active' | 'inactive' = 'active',
  ): Promise<PublishedAd> {
    const xml = postingXml(ad, senderOf(ad, credentials), state);
    const { status, body } = await call('POST', HRXML_PATH, keyOf(credentials), xml);
    if (state === 'inactive' && status === 404) return published(null, ad.reference);
    const refused = status >= 400 ? refusal(status, body) : refusedIn2xx(body);
    if (refused) {
      refused.sentDocument = xml;
      throw refused;
    }
    return { ...published(body, ad.reference), sentDocument: xml };
  }

  return {
    partner: 'arbetsformedlingen',

    validate(ad) {
      const problems: Record<string, string> = {};
      const { position } = ad;
      const title = (typeof ad.data.title === 'string' && ad.data.title.trim()) || position.name.trim();
      if (!title) problems.title = 'Platsbanken kräver en rubrik';
      else if (title.length > PLATSBANKEN_LIMITS.title)
        problems.title = `Rubriken får vara högst ${PLATSBANKEN_LIMITS.title} tecken i Platsbanken`;
      if (!hiringOrgId(ad.company.organisationNumber)) {
        problems['company.organisationNumber'] =
          'Platsbanken kräver företagets organisationsnummer (tio siffror) under Företagsprofil';
      }
      const occupation = typeof ad.data.occupationId === 'string' ? ad.data.occupationId : '';
      if (!isOccupationId(occupation)) problems.occupationId = 'Välj ett yrke från Arbetsförmedlingens lista';
      if (position.applyUrl.length > PLATSBANKEN_LIMITS.url) {
        problems['position.applyUrl'] = `Ansökningslänken får vara högst ${PLATSBANKEN_LIMITS.url} tecken`;
      }
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
      if (!/^[^@\s]+@[^@\s]+$/.test(position.contactPerson?.email || ad.company.email)) {
        problems['position.contactPerson'] = 'Platsbanken kräver en kontaktperson med e-postadress';
      }
      return problems;
    },

    publish: (ad, credentials) => send(ad, credentials),

    // The board keys a posting by its JobPositionPostingId, so an update is the posting sent again.
    update: (ad, _externalId, credentials) => send(ad, credentials),

    // Taking down is the whole posting again, inactive; already gone at the board (404) is what we asked for.
    async unpublish(ad, credentials) {
      if (!ad.document) {
        throw new ChannelRefused(
          `${BOARD} tar bara bort en annons som skickas hel; tjänsten finns inte längre, så annonsen löper ut på sista ansökningsdag`,
        );
      }
      await send(ad.document, credentials, 'inactive');
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
