import { PLATSBANKEN_LIMITS, SALARY_TYPES, formatKronor } from '@rekry/domain';
import { UNTIL_FURTHER_NOTICE, taxonomyEntry } from '@rekry/domain/taxonomy';
import type { JobAdDocument } from './adapter.ts';

/**
 * Platsbanken's direct transfer ('direktöverförda annonser'), HR-XML 0.52 (docs/decisions.md 'Job boards:
 * Platsbanken direct transfer'): one POST of an Envelope per ad, keyed by our JobPositionPostingId; an
 * update is the same posting again, an unpublish the whole posting again with status="inactive" (docs/platsbanken-format.md).
 */
export const HRXML_PATH = '/ledigtarbete/apiledigtarbete/hrxml';
/** Where a published ad is looked up by the board's id (JobTech's JobSearch `/ad/{id}` shape). */
export const AD_PATH = '/ad/';
export const HRXML_NAMESPACE = 'http://arbetsformedlingen.se/LedigtArbete';
export const HRXML_VERSION = '0.52';
/** The header the company's key travels in (JobTech's APIs take `api-key`). */
export const API_KEY_HEADER = 'api-key';

export interface Sender {
  /** The customer number at Arbetsförmedlingen. */
  id: string;
  /** Where the board mails its receipt and errors (the format requires it). */
  email: string;
}

/** The data of a Platsbanken ad as the adapter reads it (validated by the domain's data schema). */
interface AdData {
  title?: string;
  positionSummary?: string;
  occupationId?: string;
  cityId?: string;
  address?: string;
  zipCode?: string;
  city?: string;
  countryCode?: string;
  regularTimeType?: string;
  scheduleTimeType?: string;
  scheduleText?: string;
  temporaryTimeLength?: string;
  durationText?: string;
  salaryType?: string;
  salaryMontly?: number | null;
  salaryDescription?: string;
  experienceRequired?: string;
  qualificationCategory?: string;
  qualificationType?: string;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A tiny element writer: enough for the envelope, and it escapes every text and attribute. */
type Node = string | XmlElement | null | false | undefined;
interface XmlElement {
  name: string;
  attrs: Record<string, string | number | undefined>;
  children: Node[];
}
function el(name: string, attrs: XmlElement['attrs'] = {}, ...children: Node[]): XmlElement {
  return { name, attrs, children };
}
function write(node: Node, indent = ''): string {
  if (!node) return '';
  if (typeof node === 'string') return escapeXml(node);
  const attrs = Object.entries(node.attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  const kids = node.children.filter((c) => c !== null && c !== false && c !== undefined && c !== '');
  if (kids.length === 0) return `${indent}<${node.name}${attrs}/>`;
  if (kids.every((c) => typeof c === 'string')) {
    return `${indent}<${node.name}${attrs}>${kids.map((c) => write(c)).join('')}</${node.name}>`;
  }
  const inner = kids.map((c) => write(c, `${indent}  `)).join('\n');
  return `${indent}<${node.name}${attrs}>\n${inner}\n${indent}</${node.name}>`;
}
const text = (name: string, value: string | null | undefined) => (value ? el(name, {}, value) : null);

/** The format's experience codes (Qualification@yearsOfExperience): 4 required, 1 not required. */
const EXPERIENCE_REQUIRED = '4';
const EXPERIENCE_NOT_REQUIRED = '1';

/** HiringOrgId: the country's calling code and the organisation number, 46-NNNNNN-NNNN ('' if it is not one). */
export function hiringOrgId(organisationNumber: string): string {
  const digits = organisationNumber.replace(/\D/g, '');
  // A twelve-digit number carries the century (16/19/20) in front.
  const ten = digits.length === 12 ? digits.slice(2) : digits;
  return ten.length === 10 ? `46-${ten.slice(0, 6)}-${ten.slice(6)}` : '';
}

/** JobPositionPostingId: country code–organisation number–own parts, stable for the position's life. */
export function postingId(ad: Pick<JobAdDocument, 'company' | 'reference'>): string {
  return `${hiringOrgId(ad.company.organisationNumber)}-${ad.reference}`;
}

function envelope(sender: Sender, transactionId: string, posting: XmlElement): string {
  const doc = el(
    'Envelope',
    { xmlns: HRXML_NAMESPACE, version: HRXML_VERSION },
    el('Sender', { id: sender.id, email: sender.email }),
    el('TransactInfo', { timeStamp: new Date().toISOString() }, el('TransactId', {}, transactionId)),
    el('Packet', {}, el('PacketInfo', {}, el('PacketId', {}, '1')), el('Payload', {}, posting)),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${write(doc)}\n`;
}

/** AddressLine is shown as 'Besöksadress' and holds 50 characters: the full line if it fits, else the street. */
function addressLine(d: AdData): string {
  const full = [d.address, d.zipCode, d.city].filter(Boolean).join(', ');
  return full.length <= PLATSBANKEN_LIMITS.address ? full : (d.address ?? '');
}

function postalAddress(d: AdData, withCountry: boolean): XmlElement {
  return el(
    'PostalAddress',
    {},
    withCountry ? text('CountryCode', d.countryCode || 'SE') : null,
    text('PostalCode', (d.zipCode ?? '').replace(/\s/g, '')),
    text('Municipality', d.city),
    el('DeliveryAddress', {}, text('AddressLine', addressLine(d)), text('StreetName', d.address)),
  );
}

function location(d: AdData): XmlElement {
  return el(
    'JobPositionLocation',
    {},
    postalAddress(d, true),
    el('LocationSummary', {}, text('Municipality', d.cityId), text('CountryCode', d.countryCode || 'SE')),
  );
}

function classification(d: AdData): XmlElement {
  const temporary = taxonomyEntry('employmentType', d.regularTimeType ?? '')?.temporary === true;
  const term =
    d.temporaryTimeLength && d.temporaryTimeLength !== UNTIL_FURTHER_NOTICE ? d.temporaryTimeLength : '';
  return el(
    'Classification',
    {},
    el(
      'Schedule',
      {},
      el(d.scheduleTimeType === '2' ? 'PartTime' : 'FullTime'),
      text('SummaryText', d.scheduleText),
    ),
    el(
      'Duration',
      {},
      temporary || term ? el('Temporary', {}, text('TermLength', term)) : el('Regular'),
      text('SummaryText', d.durationText),
    ),
  );
}

/** The pay as published under 'Lön': the recruiter's words, or the salary type and the monthly amount. */
export function salaryText(d: AdData): string {
  if (d.salaryDescription) return d.salaryDescription;
  const type = SALARY_TYPES.find((s) => s.value === d.salaryType)?.label ?? SALARY_TYPES[0].label;
  return d.salaryMontly != null ? `${type}, ${formatKronor(d.salaryMontly)} i månaden` : type;
}

function compensation(d: AdData): XmlElement {
  return el(
    'CompensationDescription',
    {},
    el('Pay', {}, el('SalaryMonthly', { currency: 'SEK' }, d.salaryType || '1')),
    text('SummaryText', salaryText(d).slice(0, PLATSBANKEN_LIMITS.salaryText)),
  );
}

/**
 * Experience is always said (the format's code: required or not); a further qualification goes under
 * QualificationsRequired or QualificationsPreferred as the recruiter chose.
 */
function requirements(d: AdData): XmlElement {
  const experience = el('Qualification', {
    type: 'experience',
    yearsOfExperience: d.experienceRequired === 'yes' ? EXPERIENCE_REQUIRED : EXPERIENCE_NOT_REQUIRED,
  });
  const category = d.qualificationCategory ?? '';
  const other =
    category === 'driving_license'
      ? el('Qualification', { type: 'license', description: 'DriversLicense', category: 'B' })
      : category === 'education'
        ? el('Qualification', { type: 'education' })
        : null;
  const preferred = other && d.qualificationType !== 'required';
  return el(
    'JobPositionRequirements',
    {},
    el('QualificationsRequired', {}, experience, preferred ? null : other),
    preferred ? el('QualificationsPreferred', {}, other) : null,
  );
}

/** The contact the ad shows (InformationContact): name, phone, e-mail, in the schema's order. */
function informationContact(contact: JobAdDocument['position']['contactPerson']): XmlElement | null {
  if (!contact?.name) return null;
  return el(
    'InformationContact',
    {},
    el(
      'Contact',
      {},
      el('PersonName', {}, text('FormattedName', contact.name)),
      contact.phone ? el('VoiceNumber', {}, el('TelNumber', {}, contact.phone)) : null,
      text('E-mail', contact.email),
    ),
  );
}

/** The ad's body: the summary first when there is one (the format has no element of its own for it). */
function purpose(ad: JobAdDocument, d: AdData): string {
  const summary = d.positionSummary?.trim() ?? '';
  const body = ad.position.description;
  return summary && !body.startsWith(summary) ? `${summary}\n\n${body}` : body;
}

/** The full posting: publishing and updating send it active, taking the ad down sends it inactive. */
export function postingXml(
  ad: JobAdDocument,
  sender: Sender,
  status: 'active' | 'inactive' = 'active',
): string {
  const d = ad.data as AdData;
  const { position, company } = ad;
  const contact = position.contactPerson;
  const posting = el(
    'JobPositionPosting',
    { status },
    el('JobPositionPostingId', {}, postingId(ad)),
    el(
      'HiringOrg',
      {},
      text('HiringOrgName', company.name),
      text('HiringOrgId', hiringOrgId(company.organisationNumber)),
      text('WebSite', company.website),
      el('Contact', {}, postalAddress(d, false)),
    ),
    el(
      'PostDetail',
      {},
      position.publishedDate ? el('StartDate', {}, el('Date', {}, position.publishedDate)) : null,
      position.lastApplicationDate ? el('EndDate', {}, el('Date', {}, position.lastApplicationDate)) : null,
      el(
        'PostedBy',
        {},
        el(
          'Contact',
          {},
          contact?.name ? el('PersonName', {}, text('FormattedName', contact.name)) : null,
          text('E-mail', contact?.email || company.email),
        ),
      ),
    ),
    el(
      'JobPositionInformation',
      {},
      text('JobPositionTitle', d.title || position.name),
      el(
        'JobPositionDescription',
        {},
        text('JobPositionPurpose', purpose(ad, d)),
        location(d),
        classification(d),
        compensation(d),
      ),
      requirements(d),
    ),
    el(
      'HowToApply',
      { distribute: 'external' },
      el('ApplicationMethods', {}, el('ByWeb', {}, el('URL', {}, position.applyUrl))),
    ),
    el('NumberToFill', {}, '1'),
    el(
      'JPPExtension',
      {},
      informationContact(contact),
      el('OccupationGroup', { code: d.occupationId, codename: 'OccupationNameID' }),
    ),
  );
  return envelope(sender, ad.transactionId, posting);
}

/**
 * The board names a refused element by its path; these are the ones that come from our data, so the
 * screen can show the message under the right field.
 */
export const ELEMENT_TO_FIELD: Record<string, string> = {
  'JPPExtension/OccupationGroup': 'occupationId',
  'JobPositionLocation/LocationSummary/Municipality': 'cityId',
  'JobPositionLocation/PostalAddress/PostalCode': 'zipCode',
  'JobPositionLocation/PostalAddress/Municipality': 'city',
  'JobPositionLocation/LocationSummary/CountryCode': 'countryCode',
  'JobPositionLocation/PostalAddress/DeliveryAddress': 'address',
  JobPositionTitle: 'title',
  'Classification/Schedule/SummaryText': 'scheduleText',
  'Classification/Duration/SummaryText': 'durationText',
  'Classification/Duration/Temporary/TermLength': 'temporaryTimeLength',
  'CompensationDescription/SummaryText': 'salaryDescription',
  'CompensationDescription/Pay/SalaryMonthly': 'salaryType',
  Sender: 'senderId',
};
