/** What the GDPR screen shows: the company's people and what happens to their data, one person in full. */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  EXTRACT_TEXTS,
  GDPR_PAGE_SIZE,
  LEGAL_BASIS,
  RETENTION,
  deletionDate,
  retentionMonthsOf,
  searchNeedle,
  stockholmDate,
  type ConsentRecord,
  type GdprApplication,
  type GdprPerson,
  type GdprPersonDetail,
} from '@rekry/domain';
import { rowsFor } from '../../db/arrays.ts';
import { rowsOf, type Queryable } from '../../db/client.ts';
import { searchTextHolds } from '../../db/like.ts';
import {
  applicationFiles,
  applicationSearchTexts,
  applicationNotes,
  containerPeople,
  containerPeopleCounts,
  containers,
  emailLog,
  jobApplications,
  labels,
  positions,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';
import { buildPersonExtract } from './person-extract.ts';
import { erasurePreview } from './personal-data.ts';
import { publicContainerById } from '../careers/index.ts';
import { retentionPeriods, retentionSummary } from './retention.ts';

/** One application as the GDPR viewer shows it. */
function gdprApplication(a: {
  id: number;
  positionId: number;
  positionName: string;
  createdAt: Date;
  consent: ConsentRecord | null;
  legalHold: boolean;
}): GdprApplication {
  return {
    id: a.id,
    positionId: a.positionId,
    positionName: a.positionName,
    createdAt: a.createdAt.toISOString(),
    consentAt: a.consent?.approvedAt ?? null,
    consentTextHash: a.consent?.gdprTextSha256 ?? null,
    legalHold: a.legalHold,
  };
}

/**
 * A page of the company's people (container_people, kept by triggers, read in its index's order): those
 * whose data goes first first, held ones (kept whatever the date) last, and how many there are. With a
 * query, only those with an application whose name, e-mail or personnummer holds it (the global search's
 * folded text and its trigram index, application_search_texts).
 */
async function peoplePage(db: Queryable, containerId: number, page: number, query: string) {
  const needle = searchNeedle(query);
  const order = [
    asc(containerPeople.legalHold),
    asc(containerPeople.lastActivityAt),
    asc(containerPeople.userId),
  ];
  const columns = {
    userId: containerPeople.userId,
    last: containerPeople.lastActivityAt,
    held: containerPeople.legalHold,
  };
  const offset = (page - 1) * GDPR_PAGE_SIZE;
  if (!needle) {
    const [rows, [counted]] = [
      await db
        .select(columns)
        .from(containerPeople)
        .where(eq(containerPeople.containerId, containerId))
        .orderBy(...order)
        .limit(GDPR_PAGE_SIZE)
        .offset(offset),
      await db
        .select({ n: containerPeopleCounts.n })
        .from(containerPeopleCounts)
        .where(eq(containerPeopleCounts.containerId, containerId)),
    ];
    return { rows, total: counted?.n ?? 0 };
  }
  // Those found first (a CTE used twice, so PostgreSQL reads the trigram index once and the plan does not
  // hang on a guess of how many), then their rows of container_people by key; the count is of the found.
  const found = db
    .$with('found')
    .as(
      db
        .selectDistinct({ userId: applicationSearchTexts.userId })
        .from(applicationSearchTexts)
        .where(searchTextHolds(containerId, needle)),
    );
  const rows = await db
    .with(found)
    .select({ ...columns, total: sql<number>`(select count(*) from ${found})::int` })
    .from(containerPeople)
    .innerJoin(found, eq(found.userId, containerPeople.userId))
    .where(eq(containerPeople.containerId, containerId))
    .orderBy(...order)
    .limit(GDPR_PAGE_SIZE)
    .offset(offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

/**
 * The GDPR screen: the text in force, the retention and what its next run does, and a page of the
 * company's people (those a query finds) with what is held on each and when it goes.
 */
export async function gdprOverview(
  db: Queryable,
  containerId: number,
  { page, query }: { page: number; query: string },
  operatorName: string,
) {
  const [company] = await db
    .select({ metadata: containers.metadata })
    .from(containers)
    .where(eq(containers.id, containerId));
  if (!company) throw notFound('Företaget finns inte');
  const months = retentionMonthsOf(company.metadata.properties);
  const plan = await retentionSummary(db, containerId, new Date(), GDPR_PAGE_SIZE);
  const { rows: people, total } = await peoplePage(db, containerId, page, query);
  const ids = people.map((p) => p.userId);
  const applications = await rowsFor(ids, (userIds) =>
    db
      .select({
        id: jobApplications.id,
        userId: jobApplications.userId,
        positionId: jobApplications.positionId,
        positionName: positions.name,
        kind: positions.kind,
        createdAt: jobApplications.createdAt,
        consent: jobApplications.consent,
        legalHold: jobApplications.legalHold,
        name: sql<string>`coalesce(${jobApplications.info}->>'name', '')`,
        email: users.email,
        files: sql<number>`(select count(*)::int from ${applicationFiles} f where f.application_id = ${jobApplications.id} and f.filename not like '%.converted.pdf')`,
        notes: sql<number>`(select count(*)::int from ${applicationNotes} n where n.application_id = ${jobApplications.id})`,
      })
      .from(jobApplications)
      .innerJoin(positions, eq(positions.id, jobApplications.positionId))
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(and(eq(jobApplications.containerId, containerId), inArray(jobApplications.userId, userIds)))
      .orderBy(jobApplications.createdAt),
  );
  // Mail of the person's applications (by application) and to their address outside any (by address),
  // two index look-ups each: an OR of the two would read all of the company's mail.
  const emails = await rowsFor(ids, async (userIds) =>
    rowsOf<{ user_id: number; n: number }>(
      await db.execute(sql`
        select u.id as user_id,
          (select count(*) from ${emailLog} e join ${jobApplications} ja on ja.id = e.application_id
            where ja.container_id = ${containerId} and ja.user_id = u.id)::int
          + (select count(*) from ${emailLog} e where e.container_id = ${containerId}
            and e.application_id is null and lower(e.email_address) = lower(u.email))::int as n
        from ${users} u where u.id in (${sql.join(userIds, sql`, `)})`),
    ),
  );
  const emailsOf = new Map(emails.map((e) => [e.user_id, e.n]));
  const { monthsOf } = await retentionPeriods(db, containerId);

  const shown = await publicContainerById(db, containerId, operatorName);
  return {
    textInForce: {
      html: shown?.consent.gdprHtml ?? '',
      consentCompanyName: shown?.consent.consentCompanyName ?? '',
    },
    months,
    maxMonths: RETENTION.maxMonths,
    legalBasis: LEGAL_BASIS,
    nextRun: { erase: plan.due, warn: plan.warn, held: plan.held },
    nextRunErases: plan.firstDue.map((p) => ({
      userId: p.userId,
      name: p.name,
      email: p.email,
      deleteOn: p.deleteOn,
    })),
    total,
    page,
    pageSize: GDPR_PAGE_SIZE,
    query,
    people: people.map((p): GdprPerson => {
      const own = applications.filter((a) => a.userId === p.userId);
      const last = p.last;
      return {
        userId: p.userId,
        name: own.find((a) => a.name)?.name ?? '',
        email: own[0]?.email ?? '',
        applications: own.map(gdprApplication),
        files: own.reduce((n, a) => n + a.files, 0),
        notes: own.reduce((n, a) => n + a.notes, 0),
        emails: emailsOf.get(p.userId) ?? 0,
        lastActivityAt: last.toISOString(),
        deleteOn: p.held
          ? null
          : stockholmDate(
              deletionDate(
                last,
                monthsOf({
                  pool: own.some((a) => a.kind === 'pool'),
                  job: own.some((a) => a.kind !== 'pool'),
                }),
              ),
            ),
        legalHold: p.held,
      };
    }),
  };
}

/** One person in full: the applications, files, notes and mail the company holds; what erasing them takes. */
export async function gdprPerson(
  db: Queryable,
  containerId: number,
  userId: number,
): Promise<GdprPersonDetail> {
  const erase = await erasurePreview(db, containerId, userId);
  if (!erase) throw notFound(EXTRACT_TEXTS.personUnknown);
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const apps = await db
    .select({
      id: jobApplications.id,
      positionId: jobApplications.positionId,
      positionName: positions.name,
      kind: positions.kind,
      createdAt: jobApplications.createdAt,
      lastActivityAt: jobApplications.lastActivityAt,
      consent: jobApplications.consent,
      legalHold: jobApplications.legalHold,
      name: sql<string>`coalesce(${jobApplications.info}->>'name', '')`,
      status: labels.name,
    })
    .from(jobApplications)
    .innerJoin(positions, eq(positions.id, jobApplications.positionId))
    .leftJoin(labels, eq(labels.id, jobApplications.labelId))
    .where(and(eq(jobApplications.containerId, containerId), eq(jobApplications.userId, userId)))
    .orderBy(asc(jobApplications.createdAt), asc(jobApplications.id));
  // The person's period: the longest of what their applications were given for (a pool's own, or the company's).
  const months = (await retentionPeriods(db, containerId)).monthsOf({
    pool: apps.some((a) => a.kind === 'pool'),
    job: apps.some((a) => a.kind !== 'pool'),
  });
  const ids = apps.map((a) => a.id);
  const files = await db
    .select({
      id: applicationFiles.id,
      applicationId: applicationFiles.applicationId,
      filename: applicationFiles.filename,
      contentType: applicationFiles.contentType,
      size: applicationFiles.size,
    })
    .from(applicationFiles)
    .where(and(inArray(applicationFiles.applicationId, ids), eq(applicationFiles.kind, 'original')))
    .orderBy(asc(applicationFiles.id));
  const notes = await db
    .select({
      id: applicationNotes.id,
      applicationId: applicationNotes.applicationId,
      createdAt: applicationNotes.createdAt,
    })
    .from(applicationNotes)
    .where(inArray(applicationNotes.applicationId, ids))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  const emails = await db
    .select({ id: emailLog.id, subject: emailLog.subject, createdAt: emailLog.createdAt })
    .from(emailLog)
    .where(
      and(
        eq(emailLog.containerId, containerId),
        or(
          inArray(emailLog.applicationId, ids),
          and(
            isNull(emailLog.applicationId),
            sql`lower(${emailLog.emailAddress}) = lower(${person?.email ?? ''})`,
          ),
        ),
      ),
    )
    .orderBy(asc(emailLog.createdAt), asc(emailLog.id));
  const last = new Date(Math.max(...apps.map((a) => a.lastActivityAt.getTime())));
  const held = apps.some((a) => a.legalHold);
  return {
    userId,
    name: apps.find((a) => a.name)?.name ?? '',
    email: person?.email ?? '',
    lastActivityAt: last.toISOString(),
    deleteOn: held ? null : stockholmDate(deletionDate(last, months)),
    legalHold: held,
    applications: apps.map((a) => ({
      ...gdprApplication(a),
      status: a.status ?? APPLICANT_TEXTS.unprocessed,
    })),
    files,
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    emails: emails.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
    erase,
  };
}

/** The register extract of a person the company holds anything on (404 otherwise). */
export async function personExtractOf(
  db: Queryable,
  containerId: number,
  userId: number,
  operatorName: string,
) {
  const extract = await buildPersonExtract(db, { userId, containerIds: [containerId], operatorName });
  if (!extract) throw notFound(EXTRACT_TEXTS.personUnknown);
  return extract;
}
