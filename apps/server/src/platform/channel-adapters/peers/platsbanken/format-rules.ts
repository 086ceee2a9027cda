import occupationNames from '@rekry/domain/occupation-names' with { type: 'json' };
import type { XmlNode } from './xml-reader.ts';

/**
 * What Platsbanken checks in a direct transfer (HR-XML LedigtArbete 0.52), written from Arbetsförmedlingen's
 * 'Extern_hrxml_format_description' as the reference implementations quote it and from what they send
 * (docs/platsbanken-format.md lists each rule with its source). Written apart from Rekry's writer on
 * purpose: nothing here is imported from it, so a mistake the writer makes is not repeated here.
 *
 * Two kinds of answer, as the references describe the board: a document that breaks the schema (an
 * unknown element, a wrong order, a value outside an enumeration) is refused whole with 400; a valid
 * document whose content the board does not take is answered 202 with an error list.
 */
export interface FormatError {
  ErrorCode: number;
  Message: string;
  /** The element the error is about, as a path below JobPositionPosting (the peer's addition). */
  Field?: string;
}

/** An element's allowed children in the schema's order; `many` may repeat, `any` may come in any order. */
interface Shape {
  children?: Record<string, Shape>;
  many?: boolean;
  anyOrder?: boolean;
}
const leaf: Shape = {};
const many = (shape: Shape): Shape => ({ ...shape, many: true });
const seq = (children: Record<string, Shape>): Shape => ({ children });

const deliveryAddress = seq({ AddressLine: leaf, StreetName: leaf, PostOfficeBox: leaf });
const postalAddress = seq({
  CountryCode: leaf,
  PostalCode: leaf,
  Municipality: leaf,
  DeliveryAddress: deliveryAddress,
});
const personName = seq({ FormattedName: leaf, GivenName: leaf, FamilyName: leaf });
const qualifications = many(seq({ P: leaf, Qualification: many(leaf) }));

const POSTING: Shape = seq({
  JobPositionPostingId: leaf,
  HiringOrg: seq({
    HiringOrgName: leaf,
    HiringOrgId: leaf,
    WebSite: leaf,
    Contact: seq({ PostalAddress: postalAddress }),
  }),
  PostDetail: seq({
    StartDate: seq({ Date: leaf }),
    EndDate: seq({ Date: leaf }),
    PostedBy: seq({ Contact: seq({ PersonName: personName, 'E-mail': leaf }) }),
  }),
  JobPositionInformation: seq({
    JobPositionTitle: leaf,
    JobPositionDescription: seq({
      JobPositionPurpose: leaf,
      JobPositionLocation: seq({
        PostalAddress: postalAddress,
        LocationSummary: seq({ Municipality: leaf, CountryCode: leaf }),
      }),
      Classification: seq({
        Schedule: seq({ FullTime: leaf, PartTime: leaf, SummaryText: leaf }),
        Duration: seq({ Regular: leaf, Temporary: seq({ TermLength: leaf }), SummaryText: leaf }),
      }),
      CompensationDescription: seq({
        Pay: seq({ SalaryMonthly: leaf }),
        SummaryText: leaf,
        Benefits: seq({ P: leaf }),
      }),
    }),
    JobPositionRequirements: {
      anyOrder: true,
      children: { QualificationsRequired: qualifications, QualificationsPreferred: qualifications },
    },
  }),
  HowToApply: seq({
    ApplicationMethods: seq({
      ByEmail: seq({ 'E-mail': leaf }),
      ByWeb: seq({ URL: leaf, SummaryText: leaf }),
    }),
  }),
  NumberToFill: leaf,
  JPPExtension: seq({
    HiringOrgDescription: leaf,
    InformationContact: many(
      seq({
        Contact: seq({
          PersonName: personName,
          PositionTitle: leaf,
          VoiceNumber: seq({ TelNumber: leaf }),
          'E-mail': leaf,
        }),
      }),
    ),
    OccupationGroup: leaf,
  }),
});

const ENVELOPE: Shape = seq({
  Sender: leaf,
  TransactInfo: seq({ TransactId: leaf }),
  Packet: many(seq({ PacketInfo: seq({ PacketId: leaf }), Payload: seq({ JobPositionPosting: POSTING }) })),
});

const NAMESPACE = 'http://arbetsformedlingen.se/LedigtArbete';
const QUALIFICATION_TYPES = [
  'skill',
  'experience',
  'education',
  'license',
  'certification',
  'equipment',
  'other',
];

/** Schema errors: the whole document is refused (400). Empty when the document is well-shaped. */
export function schemaErrors(envelope: XmlNode): string[] {
  const problems: string[] = [];
  if (envelope.name !== 'Envelope') return [`Rotelementet ska vara Envelope, inte ${envelope.name}`];
  if (envelope.attrs.xmlns !== NAMESPACE) problems.push(`Envelope ska ha namnrymden ${NAMESPACE}`);
  if (envelope.attrs.version !== '0.52') problems.push('Envelope ska ha version 0.52');
  walk(envelope, ENVELOPE, 'Envelope', problems);
  for (const posting of postings(envelope)) {
    const status = posting.attrs.status;
    if (status !== 'active' && status !== 'inactive') {
      problems.push(`JobPositionPosting status ska vara active eller inactive, inte '${status ?? ''}'`);
    }
    for (const q of descendants(posting, 'Qualification')) {
      if (q.attrs.type !== undefined && !QUALIFICATION_TYPES.includes(q.attrs.type)) {
        problems.push(`Qualification type '${q.attrs.type}' är inte tillåten`);
      }
    }
  }
  return problems;
}

function walk(node: XmlNode, shape: Shape, path: string, problems: string[]) {
  const allowed = shape.children ? Object.keys(shape.children) : [];
  if (allowed.length === 0 && node.children.length > 0) {
    problems.push(`${path} får inte innehålla elementet ${node.children[0]?.name}`);
    return;
  }
  let last = -1;
  for (const kid of node.children) {
    const at = allowed.indexOf(kid.name);
    const kidShape = shape.children?.[kid.name];
    if (at === -1 || !kidShape) {
      problems.push(`Elementet ${kid.name} är inte tillåtet i ${path}`);
      continue;
    }
    if (!shape.anyOrder && at < last) problems.push(`${kid.name} står i fel ordning i ${path}`);
    if (!shape.anyOrder && at === last && !kidShape.many)
      problems.push(`${kid.name} får bara finnas en gång i ${path}`);
    last = Math.max(last, at);
    walk(kid, kidShape, `${path}/${kid.name}`, problems);
  }
}

function postings(envelope: XmlNode): XmlNode[] {
  return envelope.children
    .filter((p) => p.name === 'Packet')
    .map((p) => at(p, 'Payload/JobPositionPosting'))
    .filter((p): p is XmlNode => !!p);
}

function descendants(node: XmlNode, name: string): XmlNode[] {
  return node.children.flatMap((c) => [...(c.name === name ? [c] : []), ...descendants(c, name)]);
}

function at(node: XmlNode | undefined, path: string): XmlNode | undefined {
  let current = node;
  for (const name of path.split('/')) current = current?.children.find((c) => c.name === name);
  return current;
}
const text = (node: XmlNode | undefined, path: string) => at(node, path)?.text.trim() ?? '';

const OCCUPATION_IDS: ReadonlySet<string> = new Set(
  (occupationNames as [string, string][]).map(([id]) => id),
);
/** The licence categories of the board's driving-licence list. */
const LICENCES = new Set(['A', 'A1', 'A2', 'AM', 'B', 'BE', 'C', 'C1', 'C1E', 'CE', 'D', 'D1', 'D1E', 'DE']);
const TERM_LENGTHS = new Set(['2', '3', '4', '7', '8']);
const SALARY_TYPES = new Set(['1', '2', '3']);
const EXPERIENCE_CODES = new Set(['1', '4']);
/** Municipality codes for a place that is not one municipality: anywhere in Sweden, and abroad. */
const UNSPECIFIED_IN_SWEDEN = '9090';
const ABROAD = '9999';
const EMAIL = /^[^@\s;]+@[^@\s;]+\.[^@\s;]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The board publishes no list of its error codes beyond the customer number's (1005): the peer gives each
 * element a stable code of its own (2000–2999) so an answer names it the same way every time.
 */
function codeOf(field: string): number {
  let hash = 0;
  for (const ch of field) hash = (hash * 31 + ch.charCodeAt(0)) % 1000;
  return 2000 + hash;
}

/** The envelope's own fields (Sender, TransactInfo), answered like the posting's. */
export function envelopeErrors(envelope: XmlNode): FormatError[] {
  const errors: FormatError[] = [];
  const sender = at(envelope, 'Sender');
  if (!/^\d+$/.test(sender?.attrs.id ?? '')) {
    errors.push({ ErrorCode: 1005, Message: 'Ett ogiltigt kundnummer har angivits.', Field: 'Sender' });
  }
  const emails = (sender?.attrs.email ?? '').split(';').map((e) => e.trim());
  if (emails.length > 3 || !emails.every((e) => EMAIL.test(e))) {
    errors.push({
      ErrorCode: 1006,
      Message: 'Sender email saknas eller är ogiltig (högst tre, åtskilda med ;)',
      Field: 'Sender',
    });
  }
  if (!text(envelope, 'TransactInfo/TransactId')) {
    errors.push({ ErrorCode: 1007, Message: 'TransactInfo/TransactId saknas', Field: 'TransactInfo' });
  }
  if (postings(envelope).length === 0) {
    errors.push({ ErrorCode: 1008, Message: 'Paketet saknar JobPositionPosting', Field: 'Packet' });
  }
  return errors;
}

/** The board's checks of one posting's content (an inactive posting is the whole posting too). */
export function postingErrors(posting: XmlNode, today: string): FormatError[] {
  const errors: FormatError[] = [];
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok) errors.push({ ErrorCode: codeOf(field), Message: message, Field: field });
  };
  const max = (field: string, value: string, limit: number, name: string) =>
    need(value.length <= limit, field, `${name} får vara högst ${limit} tecken`);

  const orgId = text(posting, 'HiringOrg/HiringOrgId');
  const postingId = text(posting, 'JobPositionPostingId');
  need(/^46-\d{6}-\d{4}$/.test(orgId), 'HiringOrg/HiringOrgId', 'HiringOrgId ska vara 46-NNNNNN-NNNN');
  need(
    postingId.startsWith(`${orgId}-`) && postingId.length > orgId.length + 1,
    'JobPositionPostingId',
    'JobPositionPostingId ska vara landskod-organisationsnummer-egna delar',
  );
  max('JobPositionPostingId', postingId, 50, 'JobPositionPostingId');
  need(!!text(posting, 'HiringOrg/HiringOrgName'), 'HiringOrg/HiringOrgName', 'HiringOrgName saknas');
  need(!!at(posting, 'HiringOrg/Contact'), 'HiringOrg/Contact', 'HiringOrg/Contact saknas');

  const lastDay = text(posting, 'PostDetail/EndDate/Date');
  need(DATE.test(lastDay), 'PostDetail/EndDate', 'EndDate/Date saknas eller är inte ÅÅÅÅ-MM-DD');
  if (posting.attrs.status === 'active' && DATE.test(lastDay)) {
    need(lastDay >= today, 'PostDetail/EndDate', 'Sista publiceringsdag har passerat');
  }
  const startDay = text(posting, 'PostDetail/StartDate/Date');
  need(
    !at(posting, 'PostDetail/StartDate') || DATE.test(startDay),
    'PostDetail/StartDate',
    'StartDate/Date ska vara ÅÅÅÅ-MM-DD',
  );
  need(
    EMAIL.test(text(posting, 'PostDetail/PostedBy/Contact/E-mail')),
    'PostDetail/PostedBy',
    'PostedBy/Contact/E-mail saknas eller är ogiltig',
  );

  const info = at(posting, 'JobPositionInformation');
  const title = text(info, 'JobPositionTitle');
  need(!!title, 'JobPositionTitle', 'JobPositionTitle saknas');
  max('JobPositionTitle', title, 75, 'JobPositionTitle');
  const description = at(info, 'JobPositionDescription');
  need(!!text(description, 'JobPositionPurpose'), 'JobPositionPurpose', 'JobPositionPurpose saknas');

  const address = at(description, 'JobPositionLocation/PostalAddress');
  need(!!address, 'JobPositionLocation/PostalAddress', 'JobPositionLocation/PostalAddress saknas');
  need(
    /^[A-Z]{2}$/.test(text(address, 'CountryCode')),
    'JobPositionLocation/PostalAddress/CountryCode',
    'CountryCode ska vara två versaler (ISO 3166-1)',
  );
  const postalCode = text(address, 'PostalCode');
  if (text(address, 'CountryCode') === 'SE') {
    need(
      /^\d{5}$/.test(postalCode),
      'JobPositionLocation/PostalAddress/PostalCode',
      'PostalCode ska vara fem siffror utan mellanslag',
    );
  }
  max('JobPositionLocation/PostalAddress/Municipality', text(address, 'Municipality'), 50, 'Municipality');
  const street =
    text(address, 'DeliveryAddress/StreetName') || text(address, 'DeliveryAddress/PostOfficeBox');
  need(
    !!street,
    'JobPositionLocation/PostalAddress/DeliveryAddress',
    'StreetName eller PostOfficeBox saknas',
  );
  max('JobPositionLocation/PostalAddress/DeliveryAddress', street, 50, 'StreetName');
  max(
    'JobPositionLocation/PostalAddress/DeliveryAddress/AddressLine',
    text(address, 'DeliveryAddress/AddressLine'),
    50,
    'AddressLine',
  );

  const summary = at(description, 'JobPositionLocation/LocationSummary');
  const place = text(summary, 'Municipality');
  const country = text(summary, 'CountryCode');
  need(!!summary, 'JobPositionLocation/LocationSummary', 'JobPositionLocation/LocationSummary saknas');
  need(
    /^\d{4}$/.test(place),
    'JobPositionLocation/LocationSummary/Municipality',
    'LocationSummary/Municipality ska vara en kommunkod (9090 ospecificerad ort i Sverige, 9999 utomlands)',
  );
  need(
    /^[A-Z]{2}$/.test(country),
    'JobPositionLocation/LocationSummary/CountryCode',
    'LocationSummary/CountryCode saknas',
  );
  if (/^\d{4}$/.test(place) && country) {
    need(
      (place === ABROAD) === (country !== 'SE'),
      'JobPositionLocation/LocationSummary/Municipality',
      `Kommunkod ${ABROAD} gäller arbete utomlands och bara det`,
    );
    need(
      place === UNSPECIFIED_IN_SWEDEN || place === ABROAD || /^(0[1-9]|1\d|2[0-5])\d\d$/.test(place),
      'JobPositionLocation/LocationSummary/Municipality',
      `Kommunkoden ${place} finns inte`,
    );
  }

  const schedule = at(description, 'Classification/Schedule');
  const kinds = (schedule?.children ?? []).filter((c) => c.name === 'FullTime' || c.name === 'PartTime');
  need(kinds.length === 1, 'Classification/Schedule', 'Schedule ska ha FullTime eller PartTime');
  need(
    !!text(schedule, 'SummaryText'),
    'Classification/Schedule/SummaryText',
    'Schedule/SummaryText saknas (Arbetstid)',
  );
  const duration = at(description, 'Classification/Duration');
  const regular = !!at(duration, 'Regular');
  const temporary = at(duration, 'Temporary');
  need(regular !== !!temporary, 'Classification/Duration', 'Duration ska ha Regular eller Temporary');
  if (temporary)
    need(
      TERM_LENGTHS.has(text(temporary, 'TermLength')),
      'Classification/Duration/Temporary/TermLength',
      'TermLength ska vara 2, 3, 4, 7 eller 8',
    );
  need(
    !!text(duration, 'SummaryText'),
    'Classification/Duration/SummaryText',
    'Duration/SummaryText saknas (Varaktighet)',
  );

  const pay = at(description, 'CompensationDescription');
  need(
    SALARY_TYPES.has(text(pay, 'Pay/SalaryMonthly')),
    'CompensationDescription/Pay/SalaryMonthly',
    'SalaryMonthly ska vara lönetypen 1, 2 eller 3',
  );
  const payText = text(pay, 'SummaryText');
  need(!!payText, 'CompensationDescription/SummaryText', 'CompensationDescription/SummaryText saknas (Lön)');
  max('CompensationDescription/SummaryText', payText + text(pay, 'Benefits/P'), 255, 'Lönetext och förmåner');

  for (const q of descendants(at(info, 'JobPositionRequirements') ?? posting, 'Qualification')) {
    const { type, description: what, category, yearsOfExperience } = q.attrs;
    if (type === 'experience' || yearsOfExperience !== undefined) {
      need(
        EXPERIENCE_CODES.has(yearsOfExperience ?? ''),
        'JobPositionRequirements',
        'yearsOfExperience ska vara 1 (krävs inte) eller 4 (krävs)',
      );
    }
    if (type === 'license') {
      const categories = (category ?? '').split(',').map((c) => c.trim());
      need(
        what === 'DriversLicense' && categories.every((c) => LICENCES.has(c)),
        'JobPositionRequirements',
        'Körkort anges som description="DriversLicense" med giltiga category',
      );
    }
    if (type === 'equipment')
      need(what === 'Car', 'JobPositionRequirements', 'equipment anges som description="Car"');
  }

  const apply = at(posting, 'HowToApply');
  const distribute = apply?.attrs.distribute;
  need(
    distribute === undefined || distribute === 'external',
    'HowToApply',
    'HowToApply distribute ska vara external',
  );
  const url = text(apply, 'ApplicationMethods/ByWeb/URL');
  const mail = text(apply, 'ApplicationMethods/ByEmail/E-mail');
  need(!!url || !!mail, 'HowToApply', 'Ansökningssätt saknas');
  if (url) {
    need(
      /^https?:\/\/\S+$/.test(url),
      'HowToApply/ApplicationMethods/ByWeb/URL',
      'URL ska börja med http:// eller https://',
    );
    max('HowToApply/ApplicationMethods/ByWeb/URL', url, 200, 'URL');
  }
  max(
    'HowToApply',
    descendants(apply ?? posting, 'SummaryText')
      .map((s) => s.text)
      .join(''),
    340,
    'Ansökningstexterna',
  );

  const count = Number(text(posting, 'NumberToFill'));
  need(Number.isInteger(count) && count >= 1 && count <= 999, 'NumberToFill', 'NumberToFill ska vara 1–999');

  const occupation = at(posting, 'JPPExtension/OccupationGroup');
  need(
    occupation?.attrs.codename === 'OccupationNameID',
    'JPPExtension/OccupationGroup',
    'OccupationGroup codename ska vara OccupationNameID',
  );
  need(
    OCCUPATION_IDS.has(occupation?.attrs.code ?? ''),
    'JPPExtension/OccupationGroup',
    `Yrket ${occupation?.attrs.code ?? ''} finns inte bland yrkesbenämningarna`,
  );
  for (const contact of descendants(at(posting, 'JPPExtension') ?? posting, 'InformationContact')) {
    const person = at(contact, 'Contact/PersonName');
    need(
      !!(text(person, 'FormattedName') || text(person, 'GivenName')),
      'JPPExtension/InformationContact',
      'Kontaktpersonen saknar namn',
    );
    const email = text(contact, 'Contact/E-mail');
    need(
      !email || EMAIL.test(email),
      'JPPExtension/InformationContact',
      'Kontaktpersonens e-post är ogiltig',
    );
    const type = at(contact, 'Contact')?.attrs.type;
    need(
      type === undefined || type === 'union',
      'JPPExtension/InformationContact',
      'Contact type får bara vara union',
    );
  }
  return errors;
}

/** Every posting of the envelope. */
export function allPostings(envelope: XmlNode): XmlNode[] {
  return postings(envelope);
}
