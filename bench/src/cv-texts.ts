/**
 * A CV for each generated applicant of the bench's position: about two pages (5,000–7,000 characters) of
 * made-up Swedish CV text (areas/data-generation/sample-data/cvs.ts, the demo's own), stored as the extract-text job
 * stores a read file: an application_files row (no bytes behind it: nothing reads them) and its text in
 * application_texts, so the GIN index of the texts is built row by row as in production. PostgreSQL only
 * (direct inserts on BENCH_DATABASE_URL), two connections at a time.
 */
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import {
  drawCvTraits,
  sampleCvText,
  seededRandom,
  type CvRole,
} from '../../apps/server/src/areas/data-generation/sample-data/cvs.ts';

/** Applications per insert: about 3 MB of text. */
const BATCH = 500;
const CONNECTIONS = 2;
/** The kinds of work among the applicants of a warehouse position: mostly warehouse. */
const ROLES: CvRole[] = ['lager', 'lager', 'lager', 'lager', 'kundtjanst', 'ekonomi', 'projekt'];

interface Applicant {
  id: number;
  firstname: string | null;
  lastname: string | null;
  city: string | null;
  email: string;
}

/** Inserts one batch's files and texts in one statement; answers the characters written. */
async function insertBatch(pool: pg.Pool, containerId: number, batch: Applicant[]): Promise<number> {
  const texts = batch.map((a) => {
    // Neighbouring ids spread first (Knuth's multiplier): seeds 1, 2, 3 … would draw alike at first.
    const rnd = seededRandom(a.id * 2654435761);
    const name = `${a.firstname ?? 'Anna'} ${a.lastname ?? 'Andersson'}`;
    const person = {
      name,
      city: a.city ?? 'Västerås',
      birthYear: 1965 + (a.id % 40),
      email: a.email,
      phone: `070-${String(100 + (a.id % 900))} ${String(a.id % 100).padStart(2, '0')} 00`,
    };
    return sampleCvText(rnd, person, drawCvTraits(rnd, ROLES[a.id % ROLES.length]!), true);
  });
  await pool.query(
    `with f as (
       insert into application_files
         (application_id, container_id, property_key, filename, stored_name, content_type, size)
       select u.a, $1, 'form_file', u.fn, u.sn, 'application/pdf', u.sz
       from unnest($2::int[], $3::text[], $4::text[], $5::int[]) as u(a, fn, sn, sz)
       returning id, application_id
     )
     insert into application_texts (application_id, container_id, file_id, text)
     select f.application_id, $1, f.id, u.t from f join unnest($2::int[], $6::text[]) as u(a, t)
       on u.a = f.application_id`,
    [
      containerId,
      batch.map((a) => a.id),
      batch.map((a) => `CV ${a.firstname ?? ''} ${a.lastname ?? ''}.pdf`),
      batch.map(() => `${randomUUID()}.pdf`),
      texts.map((t) => 30_000 + t.length * 4),
      texts,
    ],
  );
  return texts.reduce((n, t) => n + t.length, 0);
}

/** CV texts for the position's applications that have none yet; logs the time and the text's size. */
export async function insertCvTexts(
  databaseUrl: string,
  containerId: number,
  positionId: number,
  log: (message: string) => void,
): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  try {
    const started = Date.now();
    const { rows } = await pool.query<Applicant>(
      `select a.id, a.info->>'firstname' as firstname, a.info->>'lastname' as lastname,
         a.info->>'city' as city, u.email
       from job_applications a join users u on u.id = a.user_id
       where a.position_id = $1 and a.container_id = $2
         and not exists (select 1 from application_texts t where t.application_id = a.id and t.file_id is not null)
       order by a.id`,
      [positionId, containerId],
    );
    let next = 0;
    let chars = 0;
    let done = 0;
    const worker = async () => {
      while (next < rows.length) {
        const batch = rows.slice(next, (next += BATCH));
        const written = await insertBatch(pool, containerId, batch);
        chars += written;
        done += batch.length;
        if (done % 10_000 < BATCH) log(`CV texts: ${done} of ${rows.length}`);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    await pool.query('analyze application_texts');
    const seconds = (Date.now() - started) / 1000;
    log(
      `${rows.length} CV texts (${Math.round(chars / Math.max(1, rows.length))} characters on average, ` +
        `${(chars / 1e6).toFixed(0)} M in all) in ${seconds.toFixed(1)} s`,
    );
  } finally {
    await pool.end();
  }
}
