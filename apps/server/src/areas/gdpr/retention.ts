/**
 * Retention (SPEC §9): each company keeps an applicant's data for its period (≤ 36 months) after the
 * applicant's own last activity. Once a day the job removes those past it (unless an application is on
 * legal hold) and tells those 30 days from it, with links to renew consent or delete at once. The job is
 * safe to repeat: a person already gone is not found again, and the warning goes once per period.
 */
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import {
  PERSONAL_DATA_TEXTS,
  RETENTION,
  deletionDate,
  monthsBefore,
  retentionMonthsOf,
  retentionWarningText,
  retentionMonthsOfPerson,
  stockholmDate,
  type HeldKinds,
} from '@rekry/domain';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Database, type Queryable } from '../../db/client.ts';
import {
  consentLinks,
  containerPeople,
  containers,
  jobApplications,
  jobs,
  positions,
  users,
} from '../../db/schema.ts';
import { recordPersonalData, SYSTEM_ACTOR } from '../../platform/audit.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { queueEmails } from '../../platform/mail-queue.ts';
import { erasePerson } from './personal-data.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { newLinkToken, tokenHash } from '../../platform/link-tokens.ts';

const DAY_MS = 86_400_000;

/** One person the company holds data on, as retention sees them. */
export interface RetentionPerson {
  userId: number;
  name: string;
  email: string;
  applications: number;
  lastActivityAt: Date;
  deleteOn: string;
  /** Applications to jobs, a place in the pool, or both: the warning says which. */
  held: HeldKinds;
}

export interface RetentionPlan {
  containerId: number;
  months: number;
  /** Past the period and not held: the next run removes them. */
  due: RetentionPerson[];
  /** Within 30 days of it and not told yet this period: the next run tells them. */
  warn: RetentionPerson[];
  /** Past the period, but an application is on legal hold. */
  held: number;
}

interface PersonRow {
  user_id: number;
  name: string;
  email: string;
  applications: number;
  last: Date | string;
  held: boolean;
  warned: Date | string | null;
  in_pool: boolean;
  in_job: boolean;
}

/**
 * The company's period, its pool's (null without a pool, or when it is the same), and the dates that split
 * its people: past the period, and within a warning of it. With a pool of its own period each person's
 * period is the longest of their applications' (retentionMonthsOfPerson), so the run reads everyone past
 * the shorter one and decides person by person.
 */
async function retentionDates(db: Queryable, containerId: number, now: Date) {
  const { months, poolMonths, monthsOf } = await retentionPeriods(db, containerId);
  const shortest = Math.min(months, poolMonths ?? months);
  const cutoff = monthsBefore(now, months);
  const warnCutoff = monthsBefore(new Date(now.getTime() + RETENTION.warningDays * DAY_MS), shortest);
  return { months, poolMonths: poolMonths === months ? null : poolMonths, monthsOf, cutoff, warnCutoff };
}

/**
 * The company's period, its pool's (null without a pool) and a person's by the kinds of their applications
 * (retentionMonthsOfPerson: the longest of them).
 */
export async function retentionPeriods(db: Queryable, containerId: number) {
  const [company] = await db
    .select({ metadata: containers.metadata })
    .from(containers)
    .where(eq(containers.id, containerId));
  const months = retentionMonthsOf(company?.metadata.properties ?? {});
  const [pool] = await db
    .select({ metadata: positions.metadata })
    .from(positions)
    .where(and(eq(positions.containerId, containerId), eq(positions.kind, 'pool')));
  const poolMonths = pool ? retentionMonthsOfPerson({ pool: true, job: false }, months, pool.metadata) : null;
  const monthsOf = (kinds: { pool: boolean; job: boolean }) =>
    retentionMonthsOfPerson(kinds, months, pool?.metadata);
  return { months, poolMonths, monthsOf };
}

/**
 * The company's people past `until` whom `where` picks (container_people's index: `= any` on the hold is
 * one range scan per value), whose data goes first first, with their name, e-mail and applications; the
 * first `limit` of them are taken from the index before anything else is read.
 */
async function peoplePast(db: Queryable, containerId: number, until: Date, where: SQL, limit?: number) {
  return rowsOf<PersonRow>(
    await db.execute(sql`
      with cp as (
        select container_id, user_id, last_activity_at, legal_hold from ${containerPeople}
        where container_id = ${containerId} and ${where} and last_activity_at < ${until.toISOString()}
        order by last_activity_at, user_id
        ${limit === undefined ? sql`` : sql`limit ${limit}`}
      )
      select cp.user_id, max(u.firstname || ' ' || u.lastname) as name, max(u.email) as email,
        count(*)::int as applications, cp.last_activity_at as last, cp.legal_hold as held,
        max(ja.retention_warned_at) as warned,
        bool_or(p.kind = 'pool') as in_pool, bool_or(p.kind <> 'pool') as in_job
      from cp join ${users} u on u.id = cp.user_id
      join ${jobApplications} ja on ja.container_id = cp.container_id and ja.user_id = cp.user_id
      join ${positions} p on p.id = ja.position_id
      group by cp.user_id, cp.last_activity_at, cp.legal_hold
      order by last, cp.user_id`),
  );
}

const personOf = (row: PersonRow, months: number): RetentionPerson => {
  const last = new Date(row.last);
  return {
    userId: row.user_id,
    name: row.name.trim(),
    email: row.email,
    applications: row.applications,
    lastActivityAt: last,
    deleteOn: stockholmDate(deletionDate(last, months)),
    held: { pool: row.in_pool, job: row.in_job },
  };
};

/** What the next run would do for one company, every person of it (the run itself). */
export async function retentionPlan(db: Queryable, containerId: number, now: Date): Promise<RetentionPlan> {
  const { months, monthsOf, warnCutoff } = await retentionDates(db, containerId, now);
  const rows = await peoplePast(db, containerId, warnCutoff, sql`legal_hold = any(array[false, true])`);
  const plan: RetentionPlan = { containerId, months, due: [], warn: [], held: 0 };
  const warnAt = new Date(now.getTime() + RETENTION.warningDays * DAY_MS);
  for (const row of rows) {
    const own = monthsOf({ pool: row.in_pool, job: row.in_job });
    const person = personOf(row, own);
    if (person.lastActivityAt >= monthsBefore(warnAt, own)) continue;
    if (person.lastActivityAt < monthsBefore(now, own)) {
      if (row.held) plan.held++;
      else plan.due.push(person);
    } else if (!row.held && (row.warned === null || new Date(row.warned) < person.lastActivityAt)) {
      plan.warn.push(person);
    }
  }
  return plan;
}

/** The dry run as the GDPR screen shows it: how many the next run removes, tells and keeps, and the first few removed. */
export interface RetentionSummary {
  months: number;
  due: number;
  warn: number;
  held: number;
  /** The first `first` of `due`, whose data goes first first. */
  firstDue: RetentionPerson[];
}

/**
 * The same counts as retentionPlan without reading everyone it names (a first run after the period was
 * shortened may name most of the company): those past the period are counted from container_people's
 * index alone, only the warning's month is checked against the applications, and only the first `first`
 * removed are read in full.
 */
export async function retentionSummary(
  db: Queryable,
  containerId: number,
  now: Date,
  first: number,
): Promise<RetentionSummary> {
  const { months, poolMonths, cutoff, warnCutoff } = await retentionDates(db, containerId, now);
  if (poolMonths !== null) {
    // Two periods: counted person by person (a pool is a small part of a company's people).
    const plan = await retentionPlan(db, containerId, now);
    return {
      months,
      due: plan.due.length,
      held: plan.held,
      warn: plan.warn.length,
      firstDue: plan.due.slice(0, first),
    };
  }
  const [counted] = rowsOf<{ due: number; held: number; warn: number }>(
    await db.execute(sql`
      select
        (select count(*) from ${containerPeople} cp where cp.container_id = ${containerId}
          and not cp.legal_hold and cp.last_activity_at < ${cutoff.toISOString()})::int as due,
        (select count(*) from ${containerPeople} cp where cp.container_id = ${containerId}
          and cp.legal_hold and cp.last_activity_at < ${cutoff.toISOString()})::int as held,
        (select count(*) from ${containerPeople} cp where cp.container_id = ${containerId}
          and not cp.legal_hold and cp.last_activity_at >= ${cutoff.toISOString()}
          and cp.last_activity_at < ${warnCutoff.toISOString()}
          and not exists (select 1 from ${jobApplications} ja where ja.container_id = cp.container_id
            and ja.user_id = cp.user_id and ja.retention_warned_at >= cp.last_activity_at))::int as warn`),
  );
  const firstDue = await peoplePast(db, containerId, cutoff, sql`legal_hold = false`, first);
  return {
    months,
    due: counted?.due ?? 0,
    held: counted?.held ?? 0,
    warn: counted?.warn ?? 0,
    firstDue: firstDue.map((row) => personOf(row, months)),
  };
}

export interface RetentionDeps {
  database: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Where the links of the warning lead. */
  appUrl: string;
}

export interface RetentionRunResult {
  companies: number;
  erased: number;
  warned: number;
  held: number;
}

/** One run over every company; each person in a transaction of their own, so a failure stops nobody else. */
export async function runRetention(deps: RetentionDeps, now: Date = new Date()): Promise<RetentionRunResult> {
  const { db } = deps.database;
  const companies = await db.select({ id: containers.id, name: containers.name }).from(containers);
  const result: RetentionRunResult = { companies: companies.length, erased: 0, warned: 0, held: 0 };
  for (const company of companies) {
    const plan = await retentionPlan(db, company.id, now);
    let erased = 0;
    for (const person of plan.due) {
      const erasure = await db.transaction((tx) =>
        erasePerson(tx, {
          containerId: company.id,
          userId: person.userId,
          actorId: null,
          kind: 'retention',
          reason: PERSONAL_DATA_TEXTS.retentionReason,
        }),
      );
      if (!erasure) continue;
      erased++;
      // After the commit; a crash before this leaves files no row names, which the start-up sweep removes.
      await deps.storage.removeAfterCommit(db, erasure.files);
    }
    for (const person of plan.warn) await warn(deps, company, person, now);
    await recordPersonalData(
      db,
      {
        containerId: company.id,
        actorId: null,
        kind: 'retention_run',
        reason: PERSONAL_DATA_TEXTS.retentionReason,
        summary: { months: plan.months, erased, warned: plan.warn.length, held: plan.held },
      },
      erased > 0 || plan.warn.length > 0
        ? {
            actor: SYSTEM_ACTOR,
            entry: {
              kind: 'gdpr',
              summary: `Gallring: ${erased} sökande borttagna, ${plan.warn.length} påminda (lagringstid ${plan.months} månader)`,
              containerId: company.id,
              data: {
                retention: true,
                months: plan.months,
                erased,
                warned: plan.warn.length,
                held: plan.held,
              },
            },
          }
        : undefined,
    );
    result.erased += erased;
    result.warned += plan.warn.length;
    result.held += plan.held;
  }
  deps.log.info(result, 'retention run');
  return result;
}

/** The warning (its words by what the person gave: retentionWarningText): one link to renew or delete. */
async function warn(
  deps: RetentionDeps,
  company: { id: number; name: string },
  person: RetentionPerson,
  now: Date,
): Promise<void> {
  const token = newLinkToken();
  const text = retentionWarningText(person.held, {
    firstName: person.name.split(' ')[0] ?? '',
    company: company.name,
    deleteOn: person.deleteOn,
    link: `${deps.appUrl}/samtycke/${token}`,
  });
  await deps.database.db.transaction(async (tx) => {
    await tx.insert(consentLinks).values({
      containerId: company.id,
      userId: person.userId,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + RETENTION.linkDays * DAY_MS),
    });
    await queueEmails(tx, [
      {
        to: person.email,
        subject: PERSONAL_DATA_TEXTS.warningSubject(company.name),
        text,
        emailType: 'retention_warning',
        containerId: company.id,
      },
    ]);
    await tx
      .update(jobApplications)
      .set({ retentionWarnedAt: now })
      .where(and(eq(jobApplications.containerId, company.id), eq(jobApplications.userId, person.userId)));
  });
}

/**
 * Makes sure today's run is queued (every instance asks every hour; the first one of the day queues it,
 * under a lock, so there is one run per day across instances).
 */
export async function scheduleRetention(database: Database, now: Date = new Date()): Promise<boolean> {
  const day = stockholmDate(now);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rekry-retention-schedule'))`);
    const [queued] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, 'retention'), sql`${jobs.payload}->>'day' = ${day}`));
    if (queued) return false;
    await enqueueJob(tx, 'retention', { day });
    return true;
  });
}

/** The person and company a warning link names, when it is known, unused and unexpired. */
export async function consentLinkOf(db: Queryable, token: string, now: Date = new Date()) {
  const [row] = await db
    .select({ id: consentLinks.id, containerId: consentLinks.containerId, userId: consentLinks.userId })
    .from(consentLinks)
    .where(
      and(
        eq(consentLinks.tokenHash, tokenHash(token)),
        isNull(consentLinks.usedAt),
        gt(consentLinks.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** Uses a link once: true when it was still good (a second click finds it used). */
export async function useConsentLink(db: Queryable, id: number, now: Date = new Date()): Promise<boolean> {
  const used = await db
    .update(consentLinks)
    .set({ usedAt: now })
    .where(and(eq(consentLinks.id, id), isNull(consentLinks.usedAt)))
    .returning({ id: consentLinks.id });
  return used.length > 0;
}

/** Renewed consent: the period of every application of the person in the company starts again now. */
export async function renewConsent(
  db: Queryable,
  containerId: number,
  userId: number,
  now: Date = new Date(),
) {
  await db
    .update(jobApplications)
    .set({ lastActivityAt: now, retentionWarnedAt: null })
    .where(and(eq(jobApplications.containerId, containerId), eq(jobApplications.userId, userId)));
}
