/**
 * An ad's publication, beside its derived status (SPEC §4): a new ad is a draft ('Utkast') that nothing
 * public shows; publishing it makes it public now or at a set time ('Schemalagd'); unpublishing takes it
 * back to a draft. Stored as one moment, `published_at`: none is a draft, a future one is scheduled.
 */
import { AGREEMENT_KEYS, STANDARD_KEYS } from './forms/standard-form.ts';
import type { FormProperty } from './forms/types.ts';
import { isRequired } from './forms/properties.ts';
import type { PositionStatus } from './positions.ts';

export type Publication = 'Utkast' | 'Schemalagd' | 'Publicerad';

/** The publication of an ad published at `publishedAt` (unix seconds, null: never), now. */
export function publicationOf(
  publishedAt: number | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): Publication {
  if (publishedAt === null) return 'Utkast';
  return publishedAt > nowSeconds ? 'Schemalagd' : 'Publicerad';
}

/** What a staff screen calls an ad, in one word: its publication until it is public, then its status. */
export type AdStatus = PositionStatus | Exclude<Publication, 'Publicerad'>;

/**
 * The one status an ad is shown with (list, cards, its page, its preview): archived wins; a draft or a
 * scheduled ad is that, whatever its dates say (they make it neither open nor closed before it is out);
 * a published one is open or closed by its dates.
 */
export function adStatus(ad: { status: PositionStatus; publication: Publication }): AdStatus {
  return ad.status === 'Arkiverad' || ad.publication === 'Publicerad' ? ad.status : ad.publication;
}

export const PUBLISH_MESSAGES = {
  notReady: 'Annonsen kan inte publiceras än',
  name: 'Ange ett namn på tjänsten',
  description: 'Skriv en annonstext',
  stop: 'Ange sista ansökningsdag',
  stopPassed: 'Sista ansökningsdagen har redan passerat',
  atPassed: 'Tidpunkten har redan passerat',
  atAfterStop: 'Publiceringen måste ske före sista ansökningsdagen',
  missingField: (label: string) => `Formuläret saknar fältet ${label}`,
  optionalField: (label: string) => `Fältet ${label} måste vara obligatoriskt i formuläret`,
  consent: 'Formuläret saknar samtycket (villkoren och GDPR)',
  alreadyPublished: 'Annonsen är redan publicerad',
  notPublished: 'Annonsen är redan ett utkast',
} as const;

/** The standard fields an application cannot do without: who applied and where to answer them. */
export const PUBLISH_REQUIRED_FIELDS = [
  { key: STANDARD_KEYS.firstname, label: 'Förnamn' },
  { key: STANDARD_KEYS.surname, label: 'Efternamn' },
  { key: STANDARD_KEYS.email, label: 'E-post' },
] as const;

/** An ad as the check before publishing reads it. */
export interface PublishCandidate {
  name: string;
  /** HTML */
  description: string;
  /** unix seconds */
  stop: number | null;
  form: readonly FormProperty[];
}

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .trim() !== '' || /<img\b/i.test(html);

/**
 * What an ad lacks before it may be published at `at` (unix seconds), per field: a name, an ad text, a
 * last application day still to come (and after `at`), the standard fields required and the consent.
 * Empty when it is ready.
 */
export function publishProblems(
  ad: PublishCandidate,
  at: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const m = PUBLISH_MESSAGES;
  const problems: Record<string, string> = {};
  if (!ad.name.trim()) problems.name = m.name;
  if (!hasText(ad.description)) problems.description = m.description;
  if (ad.stop === null) problems.stop = m.stop;
  else if (ad.stop < nowSeconds) problems.stop = m.stopPassed;
  else if (ad.stop < at) problems.at = m.atAfterStop;
  for (const { key, label } of PUBLISH_REQUIRED_FIELDS) {
    const property = ad.form.find((p) => p.key === key);
    if (!property) problems[key] = m.missingField(label);
    else if (!isRequired(property)) problems[key] = m.optionalField(label);
  }
  const consent = ad.form.find((p) => p.key === AGREEMENT_KEYS.group);
  if (!consent?.validators.some((v) => v.name === 'approved')) problems[AGREEMENT_KEYS.group] = m.consent;
  return problems;
}
