/** What a channel's form can start from: what the ad and the company already say. */
import { eq } from 'drizzle-orm';
import { PLATSBANKEN_LIMITS, profileFromProperties, type ChannelPrefill } from '@rekry/domain';
import { PICKER_ORDER } from '@rekry/domain/taxonomy';
import type { Queryable } from '../../db/client.ts';
import { containers, positionTypes, positions } from '../../db/schema.ts';
import { htmlToText } from '../../platform/sanitize.ts';

const FROM_AD = 'annonsen';
const FROM_COMPANY = 'företagsprofilen';
const FROM_TYPE = 'annonstypen';
const SUMMARY_MAX = 300;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('sv-SE');

/** The municipality whose name is the town's (Västerås → 1980); none when it is not one. */
function municipalityOf(town: string): string {
  const wanted = fold(town);
  return wanted ? (PICKER_ORDER.municipality.find((m) => fold(m.label) === wanted)?.code ?? '') : '';
}

/** The ad's text without its headings ('Arbetsuppgifter' would read as a sentence in a summary). */
const prose = (html: string) => htmlToText(html.replace(/<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]>/gi, ' '));

/** The description's opening, cut at a sentence when it is long. */
function summaryOf(description: string): string {
  const first = description.trim();
  if (first.length <= SUMMARY_MAX) return first;
  const cut = first.slice(0, SUMMARY_MAX);
  const end = cut.lastIndexOf('. ');
  return end > 40 ? cut.slice(0, end + 1) : cut;
}

/**
 * Employment type and extent read from the position type's name (a company names its own types): part
 * time or full time, and regular, time-limited or summer. Nothing for what the name does not say.
 */
function fromType(name: string): Record<string, string> {
  const n = fold(name);
  if (!n) return {};
  const extent = /deltid/.test(n) ? '2' : /heltid/.test(n) ? '1' : '';
  const kind = /sommar|ferie/.test(n)
    ? '2'
    : /visstid|tidsbegr|vikariat|projekt/.test(n)
      ? '5'
      : /tillsvidare|tills vidare|fast|vanlig/.test(n)
        ? '1'
        : '';
  return {
    ...(extent ? { scheduleTimeType: extent, scheduleText: extent === '2' ? 'Deltid' : 'Heltid' } : {}),
    ...(kind ? { regularTimeType: kind } : {}),
    ...(kind === '1' ? { temporaryTimeLength: '', durationText: 'Tills vidare' } : {}),
  };
}

/** Platsbanken's fields as the position and the company fill them, each with where it came from. */
export async function platsbankenPrefill(db: Queryable, positionId: number): Promise<ChannelPrefill> {
  const [found] = await db
    .select({ position: positions, metadata: containers.metadata, typeName: positionTypes.name })
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .leftJoin(positionTypes, eq(positionTypes.id, positions.positionTypeId))
    .where(eq(positions.id, positionId));
  if (!found) return { values: {}, from: {} };
  const profile = profileFromProperties(found.metadata.properties ?? {});
  const description = prose(found.position.description).trim() || found.position.text;
  const values: Record<string, string> = {};
  const from: Record<string, string> = {};
  const put = (source: string, entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (!value && key !== 'temporaryTimeLength') continue;
      values[key] = value;
      from[key] = source;
    }
  };
  put(FROM_AD, {
    title: found.position.name.slice(0, PLATSBANKEN_LIMITS.title),
    positionSummary: summaryOf(description),
  });
  put(FROM_COMPANY, {
    address: profile.address.slice(0, PLATSBANKEN_LIMITS.address),
    zipCode: profile.zip,
    city: profile.city.slice(0, PLATSBANKEN_LIMITS.municipality),
    cityId: municipalityOf(profile.city),
    countryCode: profile.address || profile.city ? 'SE' : '',
  });
  put(FROM_TYPE, fromType(found.typeName ?? ''));
  return { values, from };
}
