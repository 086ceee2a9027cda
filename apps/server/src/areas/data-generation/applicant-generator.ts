import { randomBytes } from 'node:crypto';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { answerFilterGroups, type FormProperty } from '@rekry/domain';
import { changedCount, type Queryable } from '../../db/client.ts';
import { DEMO_CITIES, DEMO_FIRST_NAMES, DEMO_LAST_NAMES } from './sample-data/people.ts';
import { labels } from '../../db/schema.ts';

const FIRST = DEMO_FIRST_NAMES.map(([name]) => name);
const LAST = DEMO_LAST_NAMES;
const CITIES = DEMO_CITIES.map(([city]) => city);

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);
const intArray = (values: readonly number[]) =>
  sql.raw(`array[${values.map((v) => String(Math.trunc(v))).join(',')}]::int[]`);

/**
 * The answers of a generated applicant as one SQL jsonb expression over the series number `g.i`: every
 * single-condition filter option of the form is chosen for about a third of the applicants (each option
 * with its own stride, so filters combine), radio groups get one member each.
 */
function answersExpression(form: FormProperty[]): SQL {
  const parts: SQL[] = [];
  let k = 0;
  for (const group of answerFilterGroups(form)) {
    const singles = group.options.filter((o) => o.conditions.length === 1).map((o) => o.conditions[0]!);
    const radio =
      singles.length > 0 && singles.every((c) => typeof c.value === 'string' && c.key === singles[0]!.key);
    if (radio) {
      parts.push(
        sql`${singles[0]!.key}::text, (${textArray(singles.map((c) => String(c.value)))})[1 + (g.i * 7 + ${k++}) % ${singles.length}]`,
      );
      continue;
    }
    for (const c of singles) {
      if (c.value !== true) continue;
      // Strides prime to 3 and a second term: each option picks its own third of the applicants.
      const stride = [1, 2, 4, 5, 7][k % 5]!;
      const div = [2, 3, 5, 7, 11, 13][k++ % 6]!;
      parts.push(
        sql`${c.key}::text, case when (g.i * ${sql.raw(String(stride))} + g.i / ${sql.raw(String(div))}) % 3 = 0 then true end`,
      );
    }
  }
  return parts.length
    ? sql`jsonb_strip_nulls(jsonb_build_object(${sql.join(parts, sql`, `)}))`
    : sql`'{}'::jsonb`;
}

/**
 * Inserts `count` made-up applicants (users and applications) in one statement with generate_series:
 * names, a birth date, city, answers to the form's filter questions, and a spread of status and process
 * level (a third unprocessed). Their e-mail addresses are gen-<tag>-<n>@example.se (never deliverable):
 * the tag is random unless given, and `from` numbers a later chunk's people on (n = from + 1 …), so one
 * tag marks a whole Generate data run (areas/data-generation/runs.ts) chunk after chunk. `analyze: false`
 * leaves the planner statistics to the caller (once per run rather than per chunk).
 */
export async function generateApplicants(
  db: Queryable,
  containerId: number,
  positionId: number,
  form: FormProperty[],
  count: number,
  options: { tag?: string; from?: number; through?: number; analyze?: boolean } = {},
): Promise<number> {
  const from = options.from ?? 0;
  // The newest applied a minute ago, each earlier one 20 s before: over the whole run when `through`
  // (its last number) is given, so later chunks continue the series instead of overlapping it.
  const last = options.through ?? from + count;
  const own = await db
    .select({ id: labels.id, labelType: labels.labelType })
    .from(labels)
    .where(eq(labels.containerId, containerId))
    .orderBy(asc(labels.labelType), asc(labels.sortOrder), asc(labels.id));
  const interest = own.filter((l) => l.labelType === 'Interest').map((l) => l.id);
  const process = own.filter((l) => l.labelType === 'Process').map((l) => l.id);
  const tag = options.tag ?? randomBytes(4).toString('hex');
  const answers = answersExpression(form);
  const result = await db.execute(sql`
    with g as (
      select i,
        (${textArray(FIRST)})[1 + i % ${FIRST.length}] as first,
        (${textArray(LAST)})[1 + (i * 7) % ${LAST.length}] as last,
        (${textArray(CITIES)})[1 + (i * 3) % ${CITIES.length}] as city,
        date '1960-01-01' + ((i * 37) % 16000) as born
      from generate_series(${from + 1}::int, ${from + count}::int) as i
    ), u as (
      insert into users (email, firstname, lastname, is_candidate)
      select format('gen-%s-%s@example.se', ${tag}::text, i), first, last, true from g
      returning id, email
    )
    insert into job_applications
      (container_id, position_id, user_id, created_at, metadata, info, label_id, process_label_id, viewed_at)
    select ${containerId}::int, ${positionId}::int, u.id,
      now() - make_interval(secs => (${last}::int - g.i) * 20 + 60),
      ${answers} || jsonb_build_object('form_firstname', g.first, 'form_surname', g.last, 'form_city', g.city, 'form_email', u.email),
      jsonb_build_object(
        'firstname', g.first, 'lastname', g.last, 'name', g.first || ' ' || g.last, 'email', u.email,
        'ssn', '', 'dateOfBirth', to_char(g.born, 'YYYY-MM-DD'),
        'age', date_part('year', age(current_date, g.born))::int,
        'gender', case when g.i % 2 = 0 then 'Kvinna' else 'Man' end,
        'address', 'Storgatan ' || (1 + g.i % 90), 'zipCode', '722 ' || lpad(((g.i % 90) + 10)::text, 2, '0'),
        'city', g.city),
      case when g.i % 3 = 0 or ${interest.length}::int = 0 then null
        else (${intArray(interest)})[1 + g.i % greatest(${interest.length}::int, 1)] end,
      case when g.i % 4 <> 1 or ${process.length}::int = 0 then null
        else (${intArray(process)})[1 + (g.i / 4) % greatest(${process.length}::int, 1)] end,
      case when g.i % 5 = 0 then null else now() end
    from u join g on u.email = format('gen-%s-%s@example.se', ${tag}::text, g.i)
  `);
  // Fresh statistics for the planner: PGlite has no autovacuum, and a real server's comes later. The
  // answers' copy too: the answer filters join it.
  if (options.analyze !== false) await db.execute(sql`analyze job_applications, application_answers`);
  return changedCount(result) ?? count;
}
