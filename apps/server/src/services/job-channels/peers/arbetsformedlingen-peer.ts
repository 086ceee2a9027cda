import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stockholmDate } from '@rekry/domain';
import { isTaxonomyCode } from '@rekry/domain/taxonomy';
import { AD_PATH, API_KEY_HEADER, HRXML_PATH, HRXML_VERSION } from '../arbetsformedlingen-hrxml.ts';
import type { BoardPeer, PeerAd, PeerFault, PeerOptions } from './peer.ts';
import { XmlError, child, parseXml, textAt, type XmlNode } from './platsbanken/xml-reader.ts';

/**
 * Platsbanken's direct transfer as a local HTTP server (docs/decisions.md 'Job boards: Platsbanken direct
 * transfer'): POST HR-XML envelopes to HRXML_PATH (202 with the board's ad id, or 4xx with
 * `[{ ErrorCode, Message, Field }]`), GET AD_PATH<id> for the published ad.
 */
const PUBLIC_AD_URL = 'https://arbetsformedlingen.se/platsbanken/annonser/';
const REFUSED_KEY = 'ogiltig-nyckel';
const DEFAULT_RATE_PER_SECOND = 50;
const MAX_BODY_BYTES = 1_000_000;

interface BoardError {
  ErrorCode: string;
  Message: string;
  Field?: string;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface StoredAd extends PeerAd {
  body: Record<string, unknown>;
}

const refuse = (status: number, errors: BoardError[]): Answer => ({ status, body: errors });

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

/** The board's own checks of an active posting, as `{ ErrorCode, Message, Field }` by element path. */
function checkPosting(posting: XmlNode): BoardError[] {
  const errors: BoardError[] = [];
  const need = (ok: boolean, code: string, field: string, message: string) => {
    if (!ok) errors.push({ ErrorCode: code, Message: message, Field: field });
  };
  const info = child(posting, 'JobPositionInformation');
  const description = child(info, 'JobPositionDescription');
  const address = child(description, 'JobPositionLocation/PostalAddress');
  const occupation = child(posting, 'JPPExtension/OccupationGroup')?.attrs.code ?? '';
  need(
    !!textAt(posting, 'HiringOrg/HiringOrgName'),
    'E101',
    'HiringOrg/HiringOrgName',
    'Arbetsgivarens namn saknas',
  );
  need(!!textAt(info, 'JobPositionTitle'), 'E110', 'JobPositionTitle', 'Annonsrubrik saknas');
  need(
    !!textAt(description, 'JobPositionPurpose'),
    'E111',
    'JobPositionDescription/JobPositionPurpose',
    'Annonstext saknas',
  );
  need(!!occupation, 'E120', 'JPPExtension/OccupationGroup', 'Yrke saknas (OccupationGroup)');
  if (occupation) {
    need(
      isTaxonomyCode('occupation', occupation),
      'E121',
      'JPPExtension/OccupationGroup',
      `Yrket ${occupation} finns inte i Arbetsförmedlingens taxonomi`,
    );
  }
  const municipality = textAt(address, 'Municipality');
  need(
    isTaxonomyCode('municipality', municipality),
    'E130',
    'JobPositionLocation/PostalAddress/Municipality',
    municipality ? `Kommunkoden ${municipality} är okänd` : 'Kommun saknas',
  );
  const country = textAt(address, 'CountryCode') || 'SE';
  if (country === 'SE') {
    need(
      /^\d{5}$/.test(textAt(address, 'PostalCode')),
      'E131',
      'JobPositionLocation/PostalAddress/PostalCode',
      'Postnumret ska vara fem siffror',
    );
  }
  const duration = child(description, 'Classification/Duration');
  if (child(duration, 'Temporary')) {
    need(
      isTaxonomyCode('duration', textAt(duration, 'Temporary/TermLength')),
      'E140',
      'Classification/Duration/Temporary/TermLength',
      'Varaktighet saknas för en tidsbegränsad anställning',
    );
  }
  need(
    !!child(description, 'Classification/Schedule/FullTime') ||
      !!child(description, 'Classification/Schedule/PartTime'),
    'E141',
    'Classification/Schedule',
    'Omfattning saknas (heltid eller deltid)',
  );
  need(
    /^https?:\/\//.test(textAt(posting, 'HowToApply/ApplicationMethods/ByWeb/URL')),
    'E150',
    'HowToApply',
    'Ansökningssätt saknas (webbadress)',
  );
  const lastDay = textAt(posting, 'PostDetail/EndDate/Date');
  need(!!lastDay, 'E160', 'PostDetail/EndDate', 'Sista ansökningsdag saknas');
  if (lastDay)
    need(lastDay >= stockholmDate(), 'E161', 'PostDetail/EndDate', 'Sista ansökningsdag har passerat');
  return errors;
}

/** What the board keeps of a posting, in plain names (tests assert on it). */
function storedFields(posting: XmlNode, sender: string): Record<string, unknown> {
  const info = child(posting, 'JobPositionInformation');
  const description = child(info, 'JobPositionDescription');
  const address = child(description, 'JobPositionLocation/PostalAddress');
  const classification = child(description, 'Classification');
  const qualification = child(info, 'JobPositionRequirements')?.children[0];
  const salary = textAt(description, 'CompensationDescription/Pay/SalaryMonthly');
  return {
    sender,
    employer: textAt(posting, 'HiringOrg/HiringOrgName'),
    organisationNumber: textAt(posting, 'HiringOrg/HiringOrgId'),
    title: textAt(info, 'JobPositionTitle'),
    description: textAt(description, 'JobPositionPurpose'),
    summary: textAt(description, 'SummaryText'),
    occupation: child(posting, 'JPPExtension/OccupationGroup')?.attrs.code ?? '',
    municipality: textAt(address, 'Municipality'),
    postalCode: textAt(address, 'PostalCode'),
    street: textAt(address, 'DeliveryAddress/StreetName'),
    countryCode: textAt(address, 'CountryCode'),
    schedule: child(classification, 'Schedule')?.children[0]?.name ?? '',
    duration: child(classification, 'Duration')?.children[0]?.name ?? '',
    termLength: textAt(classification, 'Duration/Temporary/TermLength'),
    employmentType: textAt(classification, 'EmploymentType'),
    salaryMonthly: salary ? Number(salary) : null,
    salaryText: textAt(description, 'CompensationDescription/SummaryText'),
    qualification: qualification
      ? { required: qualification.name === 'QualificationsRequired', ...qualification.children[0]?.attrs }
      : null,
    applyUrl: textAt(posting, 'HowToApply/ApplicationMethods/ByWeb/URL'),
    lastApplicationDate: textAt(posting, 'PostDetail/EndDate/Date'),
    contactEmail: textAt(posting, 'PostDetail/PostedBy/Contact/E-mail'),
  };
}

export async function startArbetsformedlingenPeer(options: PeerOptions = {}): Promise<BoardPeer> {
  const ads = new Map<string, StoredAd>(); // by the board's id
  const byReference = new Map<string, string>(); // our JobPositionPostingId -> the board's id
  const transactions = new Map<string, { reference: string; answer: Answer }>();
  const log: { method: string; path: string; status: number }[] = [];
  const calls = new Map<string, { second: number; count: number }>();
  const ratePerSecond = options.ratePerSecond ?? DEFAULT_RATE_PER_SECOND;
  let fault: PeerFault | null = null;
  let nextId = 30_000_001;

  function authorise(req: IncomingMessage): Answer | string {
    const key = String(req.headers[API_KEY_HEADER] ?? '').trim();
    const valid = options.validKeys ? options.validKeys.has(key) : key !== '' && key !== REFUSED_KEY;
    if (!key) return refuse(401, [{ ErrorCode: '401', Message: 'API-nyckel saknas' }]);
    if (!valid) return refuse(401, [{ ErrorCode: '401', Message: 'Ogiltig API-nyckel' }]);
    return key;
  }

  function rateLimited(key: string): Answer | null {
    const second = Math.floor(Date.now() / 1000);
    const seen = calls.get(key);
    const count = seen && seen.second === second ? seen.count + 1 : 1;
    calls.set(key, { second, count });
    if (count <= ratePerSecond) return null;
    return {
      status: 429,
      body: [{ ErrorCode: '429', Message: 'För många anrop, försök igen senare' }],
      headers: { 'retry-after': '1' },
    };
  }

  function transfer(source: string): Answer {
    let envelope: XmlNode;
    try {
      envelope = parseXml(source);
    } catch (error) {
      const detail = error instanceof XmlError ? `: ${error.message}` : '';
      return refuse(400, [{ ErrorCode: 'XML', Message: `Annonsen är inte giltig XML${detail}` }]);
    }
    if (envelope.name !== 'Envelope' || envelope.attrs.version !== HRXML_VERSION) {
      return refuse(400, [{ ErrorCode: 'E001', Message: `Förväntade Envelope version ${HRXML_VERSION}` }]);
    }
    const sender = child(envelope, 'Sender')?.attrs.id ?? '';
    const transactId = textAt(envelope, 'TransactionInfo/TransactId');
    const posting = child(envelope, 'Packet/Payload/JobPositionPosting');
    const reference = textAt(posting, 'JobPositionPostingId');
    const envelopeErrors: BoardError[] = [];
    if (!sender) envelopeErrors.push({ ErrorCode: 'E002', Message: 'Avsändar-id saknas', Field: 'Sender' });
    if (!transactId)
      envelopeErrors.push({ ErrorCode: 'E003', Message: 'Transaktions-id saknas', Field: 'TransactId' });
    if (!reference) {
      envelopeErrors.push({ ErrorCode: 'E004', Message: 'Annons-id saknas', Field: 'JobPositionPostingId' });
    }
    if (!posting || envelopeErrors.length) return refuse(422, envelopeErrors);

    // A transaction the board has seen is answered as it was the first time, and changes nothing.
    const seen = transactions.get(transactId);
    if (seen) {
      if (seen.reference === reference) return seen.answer;
      return refuse(409, [
        { ErrorCode: 'E005', Message: `Transaktionen ${transactId} gäller en annan annons` },
      ]);
    }
    const answer =
      posting.attrs.status === 'inactive'
        ? takeDown(reference, transactId)
        : put(posting, sender, reference, transactId);
    if (answer.status < 500) transactions.set(transactId, { reference, answer });
    return answer;
  }

  function takeDown(reference: string, transactId: string): Answer {
    const id = byReference.get(reference);
    const ad = id ? ads.get(id) : undefined;
    if (!ad) return refuse(404, [{ ErrorCode: 'E404', Message: `Annonsen ${reference} finns inte` }]);
    ad.state = 'removed';
    ad.transactionId = transactId;
    return {
      status: 202,
      body: { TransactId: transactId, JobPositionPostingId: reference, AdId: ad.externalId },
    };
  }

  function put(posting: XmlNode, sender: string, reference: string, transactId: string): Answer {
    if (posting.attrs.status !== 'active') {
      return refuse(422, [
        { ErrorCode: 'E006', Message: 'Status ska vara active eller inactive', Field: 'JobPositionPosting' },
      ]);
    }
    const errors = checkPosting(posting);
    if (errors.length) return refuse(422, errors);
    const existing = byReference.get(reference);
    const externalId = existing ?? String(nextId++);
    ads.set(externalId, {
      externalId,
      reference,
      transactionId: transactId,
      state: 'published',
      body: storedFields(posting, sender),
    });
    byReference.set(reference, externalId);
    return {
      status: 202,
      body: {
        TransactId: transactId,
        JobPositionPostingId: reference,
        AdId: externalId,
        Url: `${PUBLIC_AD_URL}${externalId}`,
      },
    };
  }

  function lookUp(id: string): Answer {
    const ad = ads.get(id);
    if (!ad) return refuse(404, [{ ErrorCode: 'E404', Message: `Annonsen ${id} finns inte` }]);
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
    if (fault?.kind === 'down')
      return { status: 503, body: [{ ErrorCode: '503', Message: 'Tjänsten är inte tillgänglig' }] };
    if (fault?.kind === 'slow')
      await new Promise((r) => setTimeout(r, fault && 'delayMs' in fault ? fault.delayMs : 0));
    const key = authorise(req);
    if (typeof key !== 'string') return key;
    const limited = rateLimited(key);
    if (limited) return limited;
    if (req.method === 'POST' && path === HRXML_PATH) {
      const type = String(req.headers['content-type'] ?? '');
      if (!/xml/i.test(type))
        return refuse(400, [{ ErrorCode: 'E000', Message: 'Innehållet ska vara text/xml' }]);
      return transfer(await readBody(req));
    }
    if (req.method === 'GET' && path.startsWith(AD_PATH))
      return lookUp(decodeURIComponent(path.slice(AD_PATH.length)));
    return refuse(404, [{ ErrorCode: 'E404', Message: 'Okänd adress' }]);
  }

  function reply(res: ServerResponse, answer: Answer) {
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
    res.end(JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://peer').pathname;
    handle(req, path)
      .catch((): Answer => ({ status: 500, body: [{ ErrorCode: '500', Message: 'Internt fel' }] }))
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
