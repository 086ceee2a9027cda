import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stockholmDate } from '@rekry/domain';
import type { BoardPeer, PeerAd, PeerFault, PeerOptions } from '../peer.ts';
import {
  allPostings,
  envelopeErrors,
  postingErrors,
  schemaErrors,
  type FormatError,
} from './format-rules.ts';
import { XmlError, parseXml, type XmlNode } from './xml-reader.ts';

/**
 * Platsbanken's direct transfer as a local HTTP server that checks what it is sent (format-rules.ts)
 * instead of reading back what Rekry's writer meant. It answers as the references describe the board:
 * a handled posting 202 `{ Message }`, a posting the board does not take 202 with an error list
 * `[{ ErrorCode, Message }]` (a 2xx is not a success by itself), a document that breaks the schema 400,
 * a bad key 401 `{ Message: 'Unauthorized' }`. Its addresses and names are written here again, not
 * imported from the writer (docs/platsbanken-format.md).
 */
const TRANSFER_PATH = '/ledigtarbete/apiledigtarbete/hrxml';
const LOOKUP_PATH = '/ad/';
const KEY_HEADER = 'api-key';
const PUBLIC_AD_URL = 'https://arbetsformedlingen.se/platsbanken/annonser/';
const HANDLED = 'Inskickade platsannonser har hanterats.';
const REFUSED_KEY = 'ogiltig-nyckel';
const DEFAULT_RATE_PER_SECOND = 50;
const MAX_BODY_BYTES = 1_000_000;

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface StoredAd extends PeerAd {
  body: Record<string, unknown>;
}

/** The peer's judgement of one document, without the HTTP around it (tests of the rules use it). */
export function judgeEnvelope(
  xml: string,
  today = stockholmDate(),
): { status: 400 | 202; errors: FormatError[] | string[] } {
  let envelope: XmlNode;
  try {
    envelope = parseXml(xml);
  } catch (error) {
    return { status: 400, errors: [`Inte giltig XML: ${error instanceof XmlError ? error.message : ''}`] };
  }
  const broken = schemaErrors(envelope);
  if (broken.length) return { status: 400, errors: broken };
  return {
    status: 202,
    errors: [...envelopeErrors(envelope), ...allPostings(envelope).flatMap((p) => postingErrors(p, today))],
  };
}

const at = (node: XmlNode | undefined, path: string) =>
  path.split('/').reduce<XmlNode | undefined>((n, name) => n?.children.find((c) => c.name === name), node);
const text = (node: XmlNode | undefined, path: string) => at(node, path)?.text.trim() ?? '';

/** What the board keeps of a posting, in plain names (tests assert on it). */
function stored(posting: XmlNode, sender: string): Record<string, unknown> {
  const info = at(posting, 'JobPositionInformation');
  const description = at(info, 'JobPositionDescription');
  const classification = at(description, 'Classification');
  const contact = at(posting, 'JPPExtension/InformationContact/Contact');
  return {
    sender,
    employer: text(posting, 'HiringOrg/HiringOrgName'),
    organisationNumber: text(posting, 'HiringOrg/HiringOrgId'),
    title: text(info, 'JobPositionTitle'),
    description: text(description, 'JobPositionPurpose'),
    occupation: at(posting, 'JPPExtension/OccupationGroup')?.attrs.code ?? '',
    municipality: text(description, 'JobPositionLocation/LocationSummary/Municipality'),
    postalCode: text(description, 'JobPositionLocation/PostalAddress/PostalCode'),
    street: text(description, 'JobPositionLocation/PostalAddress/DeliveryAddress/StreetName'),
    schedule: at(classification, 'Schedule')?.children.find((c) => c.name !== 'SummaryText')?.name ?? '',
    scheduleText: text(classification, 'Schedule/SummaryText'),
    duration: at(classification, 'Duration')?.children[0]?.name ?? '',
    durationText: text(classification, 'Duration/SummaryText'),
    termLength: text(classification, 'Duration/Temporary/TermLength'),
    salaryType: text(description, 'CompensationDescription/Pay/SalaryMonthly'),
    salaryText: text(description, 'CompensationDescription/SummaryText'),
    qualifications: (at(info, 'JobPositionRequirements')?.children ?? []).flatMap((group) =>
      group.children
        .filter((q) => q.name === 'Qualification')
        .map((q) => ({ required: group.name === 'QualificationsRequired', ...q.attrs })),
    ),
    applyUrl: text(posting, 'HowToApply/ApplicationMethods/ByWeb/URL'),
    lastApplicationDate: text(posting, 'PostDetail/EndDate/Date'),
    contact: contact
      ? {
          name: text(contact, 'PersonName/FormattedName'),
          email: text(contact, 'E-mail'),
          phone: text(contact, 'VoiceNumber/TelNumber'),
        }
      : null,
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startPlatsbankenPeer(options: PeerOptions = {}): Promise<BoardPeer> {
  const ads = new Map<string, StoredAd>(); // by the board's id
  const byReference = new Map<string, string>(); // JobPositionPostingId -> the board's id
  const transactions = new Map<string, { reference: string; answer: Answer }>();
  const log: { method: string; path: string; status: number }[] = [];
  const calls = new Map<string, { second: number; count: number }>();
  const ratePerSecond = options.ratePerSecond ?? DEFAULT_RATE_PER_SECOND;
  let fault: PeerFault | null = null;
  let nextId = 30_000_001;

  function authorise(req: IncomingMessage): Answer | string {
    const key = String(req.headers[KEY_HEADER] ?? '').trim();
    const valid = options.validKeys ? options.validKeys.has(key) : key !== '' && key !== REFUSED_KEY;
    return valid ? key : { status: 401, body: { Message: 'Unauthorized' } };
  }

  function rateLimited(key: string): Answer | null {
    const second = Math.floor(Date.now() / 1000);
    const seen = calls.get(key);
    const count = seen && seen.second === second ? seen.count + 1 : 1;
    calls.set(key, { second, count });
    if (count <= ratePerSecond) return null;
    return {
      status: 429,
      body: { Message: 'För många anrop, försök igen senare' },
      headers: { 'retry-after': '1' },
    };
  }

  function transfer(xml: string): Answer {
    const judged = judgeEnvelope(xml);
    if (judged.status === 400) return { status: 400, body: judged.errors.map((Message) => ({ Message })) };
    if (judged.errors.length) return { status: 202, body: judged.errors };
    const envelope = parseXml(xml);
    const sender = at(envelope, 'Sender')?.attrs.id ?? '';
    const transactId = text(envelope, 'TransactInfo/TransactId');
    const posting = allPostings(envelope)[0] as XmlNode;
    const reference = text(posting, 'JobPositionPostingId');
    // A transaction the board has seen is answered as the first time, and changes nothing.
    const seen = transactions.get(transactId);
    if (seen) {
      if (seen.reference === reference) return seen.answer;
      return {
        status: 409,
        body: [{ ErrorCode: 1009, Message: `Transaktionen ${transactId} gäller en annan annons` }],
      };
    }
    const answer =
      posting.attrs.status === 'inactive'
        ? takeDown(reference, transactId)
        : put(posting, sender, reference, transactId);
    transactions.set(transactId, { reference, answer });
    return answer;
  }

  function takeDown(reference: string, transactId: string): Answer {
    const id = byReference.get(reference);
    const ad = id ? ads.get(id) : undefined;
    if (!ad) return { status: 404, body: [{ ErrorCode: 1010, Message: `Annonsen ${reference} finns inte` }] };
    ad.state = 'removed';
    ad.transactionId = transactId;
    return { status: 202, body: { Message: HANDLED, AdId: ad.externalId } };
  }

  function put(posting: XmlNode, sender: string, reference: string, transactId: string): Answer {
    const externalId = byReference.get(reference) ?? String(nextId++);
    ads.set(externalId, {
      externalId,
      reference,
      transactionId: transactId,
      state: 'published',
      body: stored(posting, sender),
    });
    byReference.set(reference, externalId);
    return {
      status: 202,
      body: { Message: HANDLED, AdId: externalId, Url: `${PUBLIC_AD_URL}${externalId}` },
    };
  }

  function lookUp(id: string): Answer {
    const ad = ads.get(id);
    if (!ad) return { status: 404, body: { Message: `Annonsen ${id} finns inte` } };
    return {
      status: 200,
      body: {
        id: ad.externalId,
        headline: ad.body.title,
        webpage_url: `${PUBLIC_AD_URL}${ad.externalId}`,
        removed: ad.state === 'removed',
      },
    };
  }

  async function handle(req: IncomingMessage, path: string): Promise<Answer> {
    if (fault?.kind === 'down') return { status: 503, body: { Message: 'Tjänsten är inte tillgänglig' } };
    if (fault?.kind === 'slow')
      await new Promise((r) => setTimeout(r, fault && 'delayMs' in fault ? fault.delayMs : 0));
    const key = authorise(req);
    if (typeof key !== 'string') return key;
    const limited = rateLimited(key);
    if (limited) return limited;
    if (req.method === 'POST' && path === TRANSFER_PATH) {
      if (!/xml/i.test(String(req.headers['content-type'] ?? ''))) {
        return { status: 400, body: [{ Message: 'Innehållet ska vara XML' }] };
      }
      return transfer(await readBody(req));
    }
    if (req.method === 'GET' && path.startsWith(LOOKUP_PATH))
      return lookUp(decodeURIComponent(path.slice(LOOKUP_PATH.length)));
    return { status: 404, body: { Message: 'Okänd adress' } };
  }

  function reply(res: ServerResponse, answer: Answer) {
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
    res.end(JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://peer').pathname;
    handle(req, path)
      .catch((): Answer => ({ status: 500, body: { Message: 'Internt fel' } }))
      .then((answer) => {
        log.push({ method: req.method ?? '', path, status: answer.status });
        reply(res, answer);
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    ads: () => [...ads.values()].map((ad) => ({ ...ad, body: { ...ad.body } })),
    requests: () => log.map((r) => ({ ...r })),
    setFault(next) {
      fault = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
