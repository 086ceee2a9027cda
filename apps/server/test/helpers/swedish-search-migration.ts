import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseCvQuery, type ParsedCvQuery } from '@rekry/domain';
import { rowsOf, type Queryable } from '../../src/db/client.ts';
import { jobApplications, positions } from '../../src/db/schema.ts';
import { cvHits, textMatches } from '../../src/db/text-search.ts';
import { textCondition, textQuery } from '../../src/areas/careers/public-search.ts';

/** The company, ads and applications that swedishSearchRowsBefore0042 writes. */
const COMPANY = 7;
const ADS = { warehouse: 700, nurse: 701, shop: 702 };
const APPLICANTS = { answers: 1, file: 2, other: 3 };

/**
 * Ads and CV texts written on a database of the schema before migration 0042 (the career site's
 * rekry_swedish of 0029, the CV search's vectors of 0032), and what its CV search made of 'lager'.
 */
export async function swedishSearchRowsBefore0042(db: Queryable) {
  await db.execute(sql`insert into containers (id, name) values (${COMPANY}, 'Nordbolaget')`);
  await db.execute(sql`insert into users (id, email) values (70, 'a@example.se'), (71, 'b@example.se'),
    (72, 'c@example.se')`);
  await db.execute(sql`insert into positions (id, container_id, name, location, description) values
    (${ADS.warehouse}, ${COMPANY}, 'Truckförare', 'Västerås', '<p>Kör truck i lagret på natten.</p>'),
    (${ADS.nurse}, ${COMPANY}, 'Sjuksköterskan på avdelning 5', 'Umeå', '<p>Vi söker sjuksköterskor.</p>'),
    (${ADS.shop}, ${COMPANY}, 'Butikssäljare', 'Göteborg', '<p>Sälj i butiken.</p>')`);
  // The answers' text comes from the trigger of 0032; a file's text as the extract-text job stored it.
  await db.execute(sql`insert into job_applications (id, container_id, position_id, user_id, metadata) values
    (${APPLICANTS.answers}, ${COMPANY}, ${ADS.warehouse}, 70,
      ${JSON.stringify({ motivation: 'Jag har jobbat i lagren och har truckkortet.' })}::jsonb),
    (${APPLICANTS.file}, ${COMPANY}, ${ADS.warehouse}, 71, '{}'::jsonb),
    (${APPLICANTS.other}, ${COMPANY}, ${ADS.shop}, 72,
      ${JSON.stringify({ motivation: 'Kassa och kundtjänst i butiken.' })}::jsonb)`);
  await db.execute(sql`insert into application_files
    (id, application_id, container_id, property_key, filename, stored_name, content_type, size) values
    (20, ${APPLICANTS.file}, ${COMPANY}, 'form_file', 'cv.pdf', 'x.pdf', 'application/pdf', 1)`);
  await db.execute(sql`insert into application_texts (application_id, container_id, file_id, text) values
    (${APPLICANTS.file}, ${COMPANY}, 20, 'Lagerarbetare. Plock i lagret, B-körkort sedan 2015.')`);
  // Before: the CV search's 'lager' ('lag' to snowball) missed 'lagret' and 'lagren' ('lagr' at best).
  const [before] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from application_texts
      where tsv @@ to_tsquery('swedish', 'lager')`),
  );
  expect(before!.n).toBe(0);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** After migration 0042: the rows written before are found with the one normaliser's rules. */
export async function expectSwedishSearchAfter0042(db: Queryable) {
  const ads = async (q: string) =>
    sorted(
      (
        await db
          .select({ id: positions.id })
          .from(positions)
          .where(textCondition(textQuery(q)!))
      ).map((r) => r.id),
    );
  const parsed = (q: string) => parseCvQuery(q) as ParsedCvQuery;
  const applicants = async (q: string) =>
    sorted(
      (
        await db
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(textMatches(jobApplications.id, COMPANY, parsed(q)))
      ).map((r) => r.id),
    );

  for (const q of ['lager', 'lagret', 'lagren', 'lagrets']) {
    expect(await ads(q), q).toEqual([ADS.warehouse]);
    expect(await applicants(q), q).toEqual([APPLICANTS.answers, APPLICANTS.file]);
  }
  for (const q of ['sjuksköterska', 'sjukskoterskor', 'sjuksköterskan'])
    expect(await ads(q), q).toEqual([ADS.nurse]);
  expect(await ads('vasteras')).toEqual([ADS.warehouse]);
  expect(await applicants('truckkort')).toEqual([APPLICANTS.answers]);
  expect(await applicants('körkortet -truckkort')).toEqual([APPLICANTS.file]);
  expect(await applicants('"b korkort"')).toEqual([APPLICANTS.file]);
  expect(await applicants('butik eller lagret')).toEqual([
    APPLICANTS.answers,
    APPLICANTS.file,
    APPLICANTS.other,
  ]);
  const hits = await cvHits(db, COMPANY, parsed('lagret'), 10);
  const marked = hits.map((h) => [
    h.applicationId,
    h.passage.marks.map(([s, e]) => h.passage.text.slice(s, e)),
  ]);
  expect(marked).toEqual([
    [APPLICANTS.file, ['lagret']],
    [APPLICANTS.answers, ['lagren']],
  ]);
  // What a new text or ad gets is what the old ones got.
  await db.execute(
    sql`update positions set description = '<p>Lagrets nya hyllor.</p>' where id = ${ADS.shop}`,
  );
  expect(await ads('lager')).toEqual([ADS.warehouse, ADS.shop]);
}
