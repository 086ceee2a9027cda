import { z } from 'zod';
import { imageReference } from './banners.ts';
import { SOCIAL_LINKS, type SocialLink } from './public-api.ts';

/**
 * The company profile (SPEC §3 'Company profile keys'), kept in the container's metadata properties under
 * these keys; the career site reads the same keys (apps/server/src/areas/careers/public-site.ts).
 */
export const ABOUT_LINKS = [
  'aboutHistory',
  'aboutTeam',
  'aboutCareer',
  'aboutCustomers',
  'faq',
  'support',
] as const;
export type AboutLink = (typeof ABOUT_LINKS)[number];

/**
 * A Swedish organisation number: ten digits (NNNNNN-NNNN, or twelve with the century 16), the last a Luhn
 * check digit over the nine before it, as for personal numbers (a sole trader's is their personal number).
 */
export function isOrganisationNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^(16)?\d{10}$/.test(digits)) return false;
  const ten = digits.slice(-10);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const d = Number(ten[i]) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10 === Number(ten[9]);
}

/** NNNNNN-NNNN, the way it is written on invoices and in Bolagsverket's register. */
export function formatOrganisationNumber(value: string): string {
  const ten = value.replace(/[\s-]/g, '').slice(-10);
  return `${ten.slice(0, 6)}-${ten.slice(6)}`;
}

const text = (max: number, tooLong: string) =>
  z.string({ error: 'Ogiltig text' }).trim().max(max, tooLong).default('');

/** Empty, or a web address that starts with http(s): the career site renders it as a link. */
const link = text(500, 'Adressen är för lång').refine(
  (v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
  'Ange en adress som börjar med https://',
);

/** Digits, spaces, +, -, and parentheses: how people write Swedish numbers (08-123 456 78, +46 8 …). */
const phone = text(30, 'Numret är för långt').refine(
  (v) => v === '' || (/^[+\d][\d\s()-]*$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 5),
  'Ange ett telefonnummer med siffror, t.ex. 08-123 456 78',
);

/** The host label of the company's own career site: jobb.<dns>.… (lower case letters, digits, -). */
export const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const dns = text(63, 'Adressnamnet är för långt')
  .transform((v) => v.toLowerCase())
  .refine(
    (v) => v === '' || DNS_LABEL.test(v),
    'Använd bara a–z, 0–9 och bindestreck (inte först eller sist)',
  );

/** An image on the career site: a banner's name or an https address (banners.ts). */
const image = imageReference;

/** Rich text a staff member writes; the server stores it sanitized. */
const html = z.string({ error: 'Ogiltig text' }).max(200_000, 'Texten är för lång').default('');

export const companyProfileSchema = z.object({
  displayName: text(200, 'Namnet är för långt'),
  organisationNumber: text(20, 'Organisationsnumret är för långt').refine(
    (v) => v === '' || isOrganisationNumber(v),
    'Ogiltigt organisationsnummer (NNNNNN-NNNN)',
  ),
  description: html,
  address: text(200, 'Adressen är för lång'),
  zip: text(10, 'Postnumret är för långt').refine(
    (v) => v === '' || /^\d{3}\s?\d{2}$/.test(v),
    'Ange postnumret som 123 45',
  ),
  city: text(100, 'Orten är för lång'),
  phone,
  fax: phone,
  email: text(254, 'E-postadressen är för lång').refine(
    (v) => v === '' || z.email().safeParse(v).success,
    'E-postadressen har inte ett giltigt format',
  ),
  website: link,
  dns,
  companyLogo: image,
  publicBanner: image,
  agreement: html,
  gdprContact: text(500, 'Texten är för lång'),
  gdprAddress: text(500, 'Adressen är för lång'),
  showAge: z.boolean({ error: 'Ange ja eller nej' }).default(true),
  showGender: z.boolean({ error: 'Ange ja eller nej' }).default(true),
  ...(Object.fromEntries(SOCIAL_LINKS.map((key) => [key, link])) as Record<SocialLink, typeof link>),
  ...(Object.fromEntries(ABOUT_LINKS.map((key) => [key, link])) as Record<AboutLink, typeof link>),
});

export type CompanyProfile = z.output<typeof companyProfileSchema>;
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfileKey = keyof CompanyProfile;

/** What the profile page shows besides the editable keys. */
export interface CompanyProfileView {
  profile: CompanyProfile;
  /** The companies this one speaks for in its GDPR text (SPEC §3 members list); changed by the operator. */
  members: string[];
  /** The company's own career-site address, when it has a DNS label. */
  publicUrl: string | null;
}

/** The stored properties → every profile key with its value or default (unknown keys stay where they are). */
export function profileFromProperties(properties: Record<string, unknown>): CompanyProfile {
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(companyProfileSchema.shape)) {
    const parsed = (schema as z.ZodType).safeParse(properties[key]);
    result[key] = parsed.success ? parsed.data : (schema as z.ZodType).parse(undefined);
  }
  return result as CompanyProfile;
}
