/**
 * What a channel's form can start from: what the ad, its type and the company already say. A suggestion
 * only: the card shows it where nothing is saved, and what is saved or typed wins (docs/decisions.md
 * 'Job channels: the card starts from the ad').
 */
import { and, eq } from 'drizzle-orm';
import {
  PLATSBANKEN_LIMITS,
  classifieds,
  profileFromProperties,
  workplaceOf,
  type ChannelPrefill,
  type PartnerName,
} from '@rekry/domain';
import { PICKER_ORDER, UNTIL_FURTHER_NOTICE, taxonomyLabel } from '@rekry/domain/taxonomy';
import type { Queryable } from '../../db/client.ts';
import { containers, positionIntegrations, positionTypes, positions } from '../../db/schema.ts';
import { occupationName } from '../../platform/channel-adapters/occupations.ts';
import { htmlToText } from '../../platform/sanitize.ts';

/** The sources, as the card says them: 'Ifyllt från annonsen.' */
export const FROM = {
  ad: 'annonsen',
  type: 'annonstypen',
  companyAddress: 'företagets adress',
  occupation: 'yrket i Platsbanken',
} as const;
const SUMMARY_MAX = 300;
const {
  categories: CLASSIFIEDS_CATEGORIES,
  regions: CLASSIFIEDS_REGIONS,
  limits: CLASSIFIEDS_LIMITS,
} = classifieds.codes;

/** What the prefill reads: the ad (its text already plain), its type's name, the company, the chosen occupation. */
export interface AdFacts {
  name: string;
  /** The ad's short text ('Heltid, skift.'). */
  text: string;
  /** The description as HTML, as stored. */
  description: string;
  /** The ad's town (Ort). */
  location: string;
  metadata: Record<string, unknown>;
  typeName: string;
  company: { address: string; zip: string; city: string };
  /** The occupation chosen on the Platsbanken card, if any is saved. */
  occupationId: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('sv-SE');
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The municipality whose name is the town's (Västerås → 1980), or the first named in 'Västerås eller Köping'. */
export function municipalityOf(town: string): string {
  for (const part of town.split(/,|\/|\(|\)| och | eller /)) {
    const wanted = fold(part);
    const found = wanted ? PICKER_ORDER.municipality.find((m) => fold(m.label) === wanted) : undefined;
    if (found) return found.code;
  }
  return '';
}

/** The ad's text without its headings ('Arbetsuppgifter' would read as a sentence in a summary). */
const prose = (html: string) => htmlToText(html.replace(/<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]>/gi, ' '));

/** A text cut at a sentence when it is longer than `max`. */
function cutAtSentence(text: string, max: number): string {
  const first = text.trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  const end = cut.lastIndexOf('. ');
  return end > 40
    ? cut.slice(0, end + 1)
    : cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : max);
}

/** The description's first paragraph with text in it, as plain text. */
function firstParagraph(html: string): string {
  for (const match of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = htmlToText(match[1]!);
    if (text) return text;
  }
  return prose(html);
}

/** The workplace: the ad's town and address, the company's only where the ad has none of its own. */
function workplace(ad: AdFacts) {
  const adTown = ad.location.trim();
  const own = workplaceOf(ad.metadata);
  const adAddress = own?.address ?? '';
  const adZip = own?.zipCode ?? '';
  const company = ad.company;
  // The company's street is a fallback only for the company's own town: never Drottninggatan in Västerås.
  const companyPlace = !adTown || fold(adTown) === fold(company.city);
  const town = adTown
    ? { value: adTown, from: FROM.ad }
    : company.city
      ? { value: company.city, from: FROM.companyAddress }
      : null;
  const address = adAddress
    ? { value: adAddress, from: FROM.ad }
    : companyPlace && company.address
      ? { value: company.address, from: FROM.companyAddress }
      : null;
  const zip =
    adAddress || adZip
      ? adZip
        ? { value: adZip, from: FROM.ad }
        : null
      : companyPlace && company.zip
        ? { value: company.zip, from: FROM.companyAddress }
        : null;
  const cityId = town ? municipalityOf(town.value) : '';
  return { town, address, zip, cityId };
}

type Kind = 'regular' | 'summer' | 'temporary' | 'substitute' | 'hourly';

/** What the ad type's name says (a company names its own types: Tillsvidareanställning, Sommarjobb …). */
function typeKind(name: string): Kind | null {
  const n = fold(name);
  if (/sommar|ferie|sasong/.test(n)) return 'summer';
  if (/timanst|extra|behov/.test(n)) return 'hourly';
  if (/vikariat/.test(n)) return 'substitute';
  if (/visstid|tidsbegr|projekt|allman visstid/.test(n)) return 'temporary';
  if (/tillsvidare|tills vidare|fast|vanlig|provanst/.test(n)) return 'regular';
  return null;
}

/** Full time ('1') or part time ('2') as written: the ad's schema.org employment type, its text, then its type. */
function extentOf(ad: AdFacts): { value: string; from: string } | null {
  const declared = ad.metadata.employmentType;
  if (declared === 'FULL_TIME') return { value: '1', from: FROM.ad };
  if (declared === 'PART_TIME') return { value: '2', from: FROM.ad };
  const text = fold(`${ad.text} ${ad.name}`);
  if (/deltid/.test(text)) return { value: '2', from: FROM.ad };
  if (/heltid/.test(text)) return { value: '1', from: FROM.ad };
  const type = fold(ad.typeName);
  if (/deltid/.test(type)) return { value: '2', from: FROM.type };
  if (/heltid/.test(type)) return { value: '1', from: FROM.type };
  // Paid by the hour, as needed: not the board's full time (38 hours a week or more).
  if (typeKind(ad.typeName) === 'hourly') return { value: '2', from: FROM.type };
  return null;
}

const WORKING_HOURS = /heltid|deltid|skift|dagtid|kvallstid|kvall|natt|helg|timmar|\d+\s?%/;

/** The working hours as the ad words them: its text's first sentence that speaks of them ('Heltid, skift'). */
function hoursOf(ad: AdFacts, extent: { value: string; from: string } | null) {
  for (const sentence of ad.text.split(/(?<=[.!?])\s+|\n/)) {
    const clean = sentence.trim().replace(/[.!]+$/, '');
    if (clean && WORKING_HOURS.test(fold(clean))) return { value: clean.slice(0, 200), from: FROM.ad };
  }
  return extent ? { value: taxonomyLabel('worktimeExtent', extent.value) ?? '', from: extent.from } : null;
}

/** Platsbanken's employment form and duration for each kind of ad type (its codes, taxonomy/index.ts). */
const PLATSBANKEN_KIND: Record<
  Kind,
  { regularTimeType?: string; temporaryTimeLength?: string; durationText?: string }
> = {
  regular: { regularTimeType: '1', temporaryTimeLength: UNTIL_FURTHER_NOTICE, durationText: 'Tills vidare' },
  summer: { regularTimeType: '2', temporaryTimeLength: '4', durationText: 'Sommaren, juni–augusti' },
  temporary: { regularTimeType: '5' },
  substitute: { regularTimeType: '5' },
  // Platsbanken takes no ad for on-call work: the recruiter chooses what the job is.
  hourly: {},
};

/** The classifieds site's employment types (docs/contracts/classifieds.md). */
const CLASSIFIEDS_KIND: Record<Kind, string> = {
  regular: '1',
  temporary: '2',
  substitute: '3',
  summer: '4',
  hourly: '5',
};

/** Occupation words → the classifieds site's category and sub-category (the first that matches wins). */
const CATEGORY_WORDS: readonly [RegExp, string, string][] = [
  [/truck|chauffor|forare|bud|distribution/, '17', '1702'],
  [/lager|terminal|plock/, '17', '1701'],
  [/logistik|speditor|transportplan/, '17', '1703'],
  [/kundtjanst|kundservice|reception|administrat|kontor|sekreterare/, '10', '1001'],
  [/ekonom|redovis|controller|lon/, '10', '1002'],
  [/jurist|advokat/, '10', '1003'],
  [/personal|hr|rekryt/, '10', '1004'],
  [/utvecklare|programmer/, '12', '1201'],
  [/it-|support|drift|natverk/, '12', '1202'],
  [/butik|kassa/, '20', '2001'],
  [/saljare|forsalj|account/, '13', '1301'],
  [/marknad|kommunikat/, '13', '1302'],
  [/inkop/, '13', '1303'],
  [/kock|kok/, '14', '1401'],
  [/servitr|servering|bartender/, '14', '1402'],
  [/sjukskoterska/, '15', '1501'],
  [/lakare/, '15', '1502'],
  [/underskoterska/, '15', '1503'],
  [/tandlak|tandskot|tandhyg/, '15', '1504'],
  [/forskol|barnskot/, '18', '1801'],
  [/larare/, '18', '1802'],
  [/fritids/, '18', '1803'],
  [/personlig assistent/, '19', '1901'],
  [/aldreomsorg|vardbitrade|hemtjanst/, '19', '1902'],
  [/socialsekreterare|kurator/, '19', '1903'],
  [/elektriker/, '11', '1102'],
  [/vvs|rormokare/, '11', '1103'],
  [/snickare|murare|malare|bygg/, '11', '1101'],
  [/ingenjor/, '21', '2101'],
  [/tekniker/, '21', '2102'],
  [/operator|maskin/, '16', '1602'],
  [/montor|produktion/, '16', '1601'],
  [/mekaniker|underhall|reparat/, '16', '1603'],
  [/designer/, '22', '2201'],
  [/journalist|redaktor/, '22', '2202'],
  [/stad|lokalvard/, '23', '2301'],
  [/fastighet|vaktmast/, '23', '2302'],
  [/park|tradgard/, '23', '2302'],
];

function categoryOf(text: string): { id: string; sub: string } | null {
  const n = fold(text);
  const found = CATEGORY_WORDS.find(([words]) => words.test(n));
  if (!found) return null;
  const category = CLASSIFIEDS_CATEGORIES.find((c) => c.id === found[1]);
  return category?.subs.some((s) => s.id === found[2]) ? { id: found[1], sub: found[2] } : null;
}

/** A prefill built field by field: an empty value is never put, so no field says a source and shows nothing. */
function collect() {
  const values: Record<string, string> = {};
  const from: Record<string, string> = {};
  const put = (key: string, found: { value: string; from: string } | null | undefined) => {
    const value = found?.value.trim() ?? '';
    if (!found || !value) return;
    values[key] = value;
    from[key] = found.from;
  };
  return { put, prefill: (): ChannelPrefill => ({ values, from }) };
}

/** Platsbanken's fields as the ad, its type and the company fill them, each with where it came from. */
export function platsbankenPrefillOf(ad: AdFacts): ChannelPrefill {
  const { put, prefill } = collect();
  const place = workplace(ad);
  put('title', { value: ad.name.slice(0, PLATSBANKEN_LIMITS.title), from: FROM.ad });
  put('positionSummary', {
    value: cutAtSentence(prose(ad.description) || ad.text, SUMMARY_MAX),
    from: FROM.ad,
  });
  if (place.town) {
    put('cityId', { value: place.cityId, from: place.town.from });
    put('city', { value: place.town.value.slice(0, PLATSBANKEN_LIMITS.municipality), from: place.town.from });
    put('countryCode', { value: 'SE', from: place.town.from });
  }
  if (place.address)
    put('address', {
      value: place.address.value.slice(0, PLATSBANKEN_LIMITS.address),
      from: place.address.from,
    });
  put('zipCode', place.zip);
  const extent = extentOf(ad);
  put('scheduleTimeType', extent);
  put('scheduleText', hoursOf(ad, extent));
  const kind = typeKind(ad.typeName);
  if (kind)
    for (const [key, value] of Object.entries(PLATSBANKEN_KIND[kind])) put(key, { value, from: FROM.type });
  return prefill();
}

/** The classifieds site's fields: ingress, category, employment type, län and kommun from the ad. */
export function classifiedsPrefillOf(ad: AdFacts): ChannelPrefill {
  const { put, prefill } = collect();
  const summary = firstParagraph(ad.description) || ad.text.trim();
  put('summary', { value: cutAtSentence(summary, CLASSIFIEDS_LIMITS.summary), from: FROM.ad });
  const occupation = ad.occupationId ? occupationName(ad.occupationId) : undefined;
  const byOccupation = occupation ? categoryOf(occupation) : null;
  const category = byOccupation ?? categoryOf(ad.name);
  if (category) {
    const from = byOccupation ? FROM.occupation : FROM.ad;
    put('categoryId', { value: category.id, from });
    put('categorySubId', { value: category.sub, from });
  }
  const kind = typeKind(ad.typeName);
  if (kind) put('employmentId', { value: CLASSIFIEDS_KIND[kind], from: FROM.type });
  const place = workplace(ad);
  const region = CLASSIFIEDS_REGIONS.find((r) => place.cityId.startsWith(r.id));
  if (place.town && region) {
    put('regionId', { value: region.id, from: place.town.from });
    put('regionSubId', { value: place.cityId, from: place.town.from });
  }
  return prefill();
}

const PREFILLS: Record<PartnerName, (ad: AdFacts) => ChannelPrefill> = {
  arbetsformedlingen: platsbankenPrefillOf,
  classifieds: classifiedsPrefillOf,
};

/** What the position, its type, the company and its Platsbanken occupation say, read once for every channel. */
export async function adFactsOf(db: Queryable, positionId: number): Promise<AdFacts | null> {
  const [found] = await db
    .select({ position: positions, metadata: containers.metadata, typeName: positionTypes.name })
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .leftJoin(positionTypes, eq(positionTypes.id, positions.positionTypeId))
    .where(eq(positions.id, positionId));
  if (!found) return null;
  const [board] = await db
    .select({ data: positionIntegrations.data })
    .from(positionIntegrations)
    .where(
      and(
        eq(positionIntegrations.positionId, positionId),
        eq(positionIntegrations.partner, 'arbetsformedlingen'),
      ),
    );
  const profile = profileFromProperties(found.metadata.properties ?? {});
  const { position } = found;
  return {
    name: position.name,
    text: position.text,
    description: position.description,
    location: position.location,
    metadata: position.metadata,
    typeName: found.typeName ?? '',
    company: { address: profile.address, zip: profile.zip, city: profile.city },
    occupationId: str(board?.data.occupationId),
  };
}

/** A channel's prefill for the ad (nothing when the position is gone). */
export function channelPrefill(ad: AdFacts | null, partner: string): ChannelPrefill {
  // A channel the prefill does not know (none today) starts empty.
  const fill = Object.hasOwn(PREFILLS, partner) ? PREFILLS[partner as PartnerName] : undefined;
  return ad && fill ? fill(ad) : { values: {}, from: {} };
}
