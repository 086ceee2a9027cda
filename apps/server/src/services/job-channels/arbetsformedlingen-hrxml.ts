import { UNTIL_FURTHER_NOTICE, taxonomyEntry } from '@rekry/domain/taxonomy';
import type { JobAdDocument } from './adapter.ts';

/**
 * Platsbanken's direct transfer ('direktöverförda annonser'), HR-XML 0.52 (docs/decisions.md 'Job boards:
 * Platsbanken direct transfer'): one POST of an Envelope per ad, keyed by our JobPositionPostingId; an
 * update is the same posting again, an unpublish the posting with status="inactive".
 */
export const HRXML_PATH = '/ledigtarbete/apiledigtarbete/hrxml';
/** Where a published ad is looked up by the board's id (JobTech's JobSearch `/ad/{id}` shape). */
export const AD_PATH = '/ad/';
export const HRXML_NAMESPACE = 'http://arbetsformedlingen.se/LedigtArbete';
export const HRXML_VERSION = '0.52';
/** The header the company's key travels in (JobTech's APIs take `api-key`). */
export const API_KEY_HEADER = 'api-key';

export interface Sender {
  id: string;
  email: string;
}

/** The data of a Platsbanken ad as the adapter reads it (validated by the domain's data schema). */
interface AdData {
  positionSummary?: string;
  occupationId?: string;
  cityId?: string;
  address?: string;
  zipCode?: string;
  city?: string;
  countryCode?: string;
  regularTimeType?: string;
  scheduleTimeType?: string;
  temporaryTimeLength?: string;
  salaryMontly?: number | null;
  salaryDescription?: string;
  qualificationCategory?: string;
  qualificationType?: string;
  qualificationYearsOfExperince?: number | null;
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

function envelope(sender: Sender, transactionId: string, posting: XmlElement): string {
  const doc = el(
    'Envelope',
    { xmlns: HRXML_NAMESPACE, version: HRXML_VERSION },
    el('Sender', { id: sender.id, email: sender.email || undefined }),
    el('TransactionInfo', { timeStamp: new Date().toISOString() }, el('TransactId', {}, transactionId)),
    el('Packet', {}, el('PacketInfo', {}, el('PacketId', {}, '1')), el('Payload', {}, posting)),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${write(doc)}\n`;
}

function postalAddress(d: AdData): XmlElement {
  const street = d.address ?? '';
  return el(
    'PostalAddress',
    {},
    text('CountryCode', d.countryCode || 'SE'),
    text('PostalCode', (d.zipCode ?? '').replace(/\s/g, '')),
    text('Municipality', d.cityId),
    el(
      'DeliveryAddress',
      {},
      text('AddressLine', [street, d.zipCode, d.city].filter(Boolean).join(', ')),
      text('StreetName', street),
    ),
  );
}

function classification(d: AdData): XmlElement {
  const temporary = taxonomyEntry('employmentType', d.regularTimeType ?? '')?.temporary === true;
  const term =
    d.temporaryTimeLength && d.temporaryTimeLength !== UNTIL_FURTHER_NOTICE ? d.temporaryTimeLength : '';
  return el(
    'Classification',
    {},
    el('Schedule', {}, el(d.scheduleTimeType === '2' ? 'PartTime' : 'FullTime')),
    el('Duration', {}, temporary || term ? el('Temporary', {}, text('TermLength', term)) : el('Regular')),
    text('EmploymentType', d.regularTimeType),
  );
}

/** The one qualification SPEC §3 carries, as the board's Qualification element. */
function requirements(d: AdData): XmlElement | null {
  const category = d.qualificationCategory ?? '';
  if (!category) return null;
  const attrs: XmlElement['attrs'] =
    category === 'experience'
      ? { type: 'experience', yearsOfExperience: d.qualificationYearsOfExperince ?? undefined }
      : category === 'driving_license'
        ? { type: 'license', description: 'DriversLicense', category: 'B' }
        : { type: category };
  const group = d.qualificationType === 'required' ? 'QualificationsRequired' : 'QualificationsPreferred';
  return el('JobPositionRequirements', {}, el(group, {}, el('Qualification', attrs)));
}

/** The full posting (publish and update). */
export function postingXml(ad: JobAdDocument, sender: Sender): string {
  const d = ad.data as AdData;
  const { position, company } = ad;
  const contact = position.contactPerson;
  const salary = d.salaryMontly;
  const posting = el(
    'JobPositionPosting',
    { status: 'active' },
    el('JobPositionPostingId', {}, ad.reference),
    el(
      'HiringOrg',
      {},
      text('HiringOrgName', company.name),
      text('HiringOrgId', company.organisationNumber.replace(/\D/g, '')),
      text('WebSite', company.website),
    ),
    el(
      'PostDetail',
      {},
      position.publishedDate ? el('StartDate', {}, el('Date', {}, position.publishedDate)) : null,
      position.lastApplicationDate ? el('EndDate', {}, el('Date', {}, position.lastApplicationDate)) : null,
      contact
        ? el(
            'PostedBy',
            {},
            el(
              'Contact',
              {},
              el('PersonName', {}, text('FormattedName', contact.name)),
              text('E-mail', contact.email),
              contact.phone ? el('VoiceNumber', {}, el('TelNumber', {}, contact.phone)) : null,
            ),
          )
        : null,
    ),
    el(
      'JobPositionInformation',
      {},
      text('JobPositionTitle', position.name),
      el(
        'JobPositionDescription',
        {},
        text('JobPositionPurpose', position.description),
        text('SummaryText', d.positionSummary),
        el('JobPositionLocation', {}, postalAddress(d)),
        classification(d),
        salary != null || d.salaryDescription
          ? el(
              'CompensationDescription',
              {},
              salary != null ? el('Pay', {}, el('SalaryMonthly', { currency: 'SEK' }, String(salary))) : null,
              text('SummaryText', d.salaryDescription),
            )
          : null,
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
      d.occupationId ? el('OccupationGroup', { code: d.occupationId, codename: 'OccupationNameID' }) : null,
    ),
  );
  return envelope(sender, ad.transactionId, posting);
}

/** Taking an ad down: the posting again with status="inactive" (the board needs only its id). */
export function inactivePostingXml(reference: string, transactionId: string, sender: Sender): string {
  const posting = el('JobPositionPosting', { status: 'inactive' }, el('JobPositionPostingId', {}, reference));
  return envelope(sender, transactionId, posting);
}

/**
 * The board names a refused element by its path; these are the ones that come from our data, so the
 * screen can show the message under the right field.
 */
export const ELEMENT_TO_FIELD: Record<string, string> = {
  'JPPExtension/OccupationGroup': 'occupationId',
  'JobPositionLocation/PostalAddress/Municipality': 'cityId',
  'JobPositionLocation/PostalAddress/PostalCode': 'zipCode',
  'JobPositionLocation/PostalAddress/CountryCode': 'countryCode',
  'JobPositionLocation/PostalAddress/DeliveryAddress/StreetName': 'address',
  'JobPositionDescription/SummaryText': 'positionSummary',
  'Classification/Duration/Temporary/TermLength': 'temporaryTimeLength',
  'Classification/EmploymentType': 'regularTimeType',
  Sender: 'senderId',
};
