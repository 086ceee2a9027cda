import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  EXTRACT_TEXTS,
  GDPR_PAGE_SIZE,
  LEGAL_BASIS,
  RETENTION,
  RETENTION_PROPERTY,
  deletionDate,
  retentionMonthsOf,
  stockholmDate,
  type ConsentRecord,
  type GdprApplication,
  type GdprPerson,
  type GdprPersonDetail,
} from '@rekry/domain';
import { rowsOf } from '../../db/client.ts';
import {
  applicationFiles,
  applicationNotes,
  containers,
  emailLog,
  jobApplications,
  labels,
  positions,
  users,
} from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { actorOf, recordPersonalData } from '../../services/audit.ts';
import { queueEmails } from '../../services/mail-queue.ts';
import {
  buildPersonExtract,
  extractFileStem,
  extractJson,
  renderExtractPdf,
} from '../../services/person-extract.ts';
import { erasurePreview } from '../../services/personal-data.ts';
import { publicContainerById } from '../../services/public-site.ts';
import { retentionPlan } from '../../services/retention.ts';
import { displayNameOf } from '../../core/access/membership.ts';
import { patchProperties } from '../company/properties.ts';
import type { HandlerMap } from '../types.ts';

const NOT_HELD = 'Personen har inga ansökningar hos företaget';

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

export const gdprHandlers = {
  async get_GdprOverview({ containerId, page }, { db, services }) {
    const [company] = await db
      .select({ metadata: containers.metadata })
      .from(containers)
      .where(eq(containers.id, containerId));
    if (!company) throw notFound('Företaget finns inte');
    const months = retentionMonthsOf(company.metadata.properties);
    const plan = await retentionPlan(db, containerId, new Date());

    // People, those whose data goes first first; held ones (kept whatever the date) last.
    const people = rowsOf<{ user_id: number; last: Date | string; held: boolean; total: number }>(
      await db.execute(sql`
        select user_id, max(last_activity_at) as last, bool_or(legal_hold) as held, count(*) over ()::int as total
        from ${jobApplications} where container_id = ${containerId}
        group by user_id
        order by bool_or(legal_hold), max(last_activity_at), user_id
        limit ${GDPR_PAGE_SIZE} offset ${(page - 1) * GDPR_PAGE_SIZE}`),
    );
    const ids = people.map((p) => p.user_id);
    const applications = ids.length
      ? await db
          .select({
            id: jobApplications.id,
            userId: jobApplications.userId,
            positionId: jobApplications.positionId,
            positionName: positions.name,
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
          .where(and(eq(jobApplications.containerId, containerId), inArray(jobApplications.userId, ids)))
          .orderBy(jobApplications.createdAt)
      : [];
    const emails = ids.length
      ? rowsOf<{ user_id: number; n: number }>(
          await db.execute(sql`
            select ja.user_id, count(distinct e.id)::int as n
            from ${jobApplications} ja join ${users} u on u.id = ja.user_id
            join ${emailLog} e on e.container_id = ja.container_id
              and (e.application_id = ja.id or (e.application_id is null and lower(e.email_address) = lower(u.email)))
            where ja.container_id = ${containerId} and ja.user_id in (${sql.join(ids, sql`, `)})
            group by ja.user_id`),
        )
      : [];
    const emailsOf = new Map(emails.map((e) => [e.user_id, e.n]));

    const shown = await publicContainerById(db, containerId, services.config.operatorName);
    return {
      textInForce: {
        html: shown?.consent.gdprHtml ?? '',
        consentCompanyName: shown?.consent.consentCompanyName ?? '',
      },
      months,
      maxMonths: RETENTION.maxMonths,
      legalBasis: LEGAL_BASIS,
      nextRun: { erase: plan.due.length, warn: plan.warn.length, held: plan.held },
      nextRunErases: plan.due
        .slice(0, GDPR_PAGE_SIZE)
        .map((p) => ({ userId: p.userId, name: p.name, email: p.email, deleteOn: p.deleteOn })),
      total: people[0]?.total ?? 0,
      page,
      pageSize: GDPR_PAGE_SIZE,
      people: people.map((p): GdprPerson => {
        const own = applications.filter((a) => a.userId === p.user_id);
        const last = new Date(p.last);
        return {
          userId: p.user_id,
          name: own.find((a) => a.name)?.name ?? '',
          email: own[0]?.email ?? '',
          applications: own.map(gdprApplication),
          files: own.reduce((n, a) => n + a.files, 0),
          notes: own.reduce((n, a) => n + a.notes, 0),
          emails: emailsOf.get(p.user_id) ?? 0,
          lastActivityAt: last.toISOString(),
          deleteOn: p.held ? null : stockholmDate(deletionDate(last, months)),
          legalHold: p.held,
        };
      }),
    };
  },

  async update_RetentionMonths({ containerId, months }, { db, audit }) {
    const properties = await patchProperties(db, containerId, { [RETENTION_PROPERTY]: months }, []);
    await audit({
      kind: 'gdpr',
      summary: `Ändrade lagringstiden till ${months} månader`,
      containerId,
      data: { months },
    });
    return { months: retentionMonthsOf(properties) };
  },

  async update_LegalHold({ containerId, userId, hold }, { db, audit }) {
    const changed = await db
      .update(jobApplications)
      .set({ legalHold: hold })
      .where(and(eq(jobApplications.containerId, containerId), eq(jobApplications.userId, userId)))
      .returning({ id: jobApplications.id });
    if (changed.length === 0) throw badRequest(NOT_HELD, { userId: NOT_HELD });
    await audit({
      kind: 'gdpr',
      summary: hold
        ? `Satte bevarandebeslut på en sökande (${changed.length} ansökningar)`
        : `Hävde bevarandebeslut för en sökande (${changed.length} ansökningar)`,
      containerId,
      data: { hold, applications: changed.length },
    });
    return { ok: true as const, applications: changed.length };
  },

  async get_GdprPerson({ containerId, userId }, { db }): Promise<GdprPersonDetail> {
    const erase = await erasurePreview(db, containerId, userId);
    if (!erase) throw notFound(EXTRACT_TEXTS.personUnknown);
    const [company] = await db
      .select({ metadata: containers.metadata })
      .from(containers)
      .where(eq(containers.id, containerId));
    const months = retentionMonthsOf(company?.metadata.properties ?? {});
    const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const apps = await db
      .select({
        id: jobApplications.id,
        positionId: jobApplications.positionId,
        positionName: positions.name,
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
  },

  async inform_Person({ containerId, userId, delivery, format }, ctx) {
    const { db } = ctx;
    const extract = await buildPersonExtract(db, {
      userId,
      containerIds: [containerId],
      operatorName: ctx.services.config.operatorName,
    });
    if (!extract) throw notFound(EXTRACT_TEXTS.personUnknown);
    const applications = extract.companies.flatMap((c) => c.applications);
    // The register row says what was given and how, never to whom (an erasure later must leave no trace).
    await recordPersonalData(
      db,
      {
        containerId,
        actorId: ctx.user.id,
        kind: 'inform',
        reason: '',
        summary: {
          delivery,
          ...(delivery === 'download' ? { format } : { formats: ['json', 'pdf'] }),
          applications: applications.length,
          files: applications.reduce((n, a) => n + a.files.length, 0),
          notes: applications.reduce((n, a) => n + a.notes.length, 0),
        },
      },
      {
        actor: actorOf(ctx.user, ctx.ip),
        entry: {
          kind: 'gdpr',
          summary:
            delivery === 'email'
              ? `Skickade ett registerutdrag med e-post (${applications.length} ansökningar)`
              : `Laddade ner ett registerutdrag som ${format.toUpperCase()} (${applications.length} ansökningar)`,
          containerId,
          data: {
            inform: true,
            delivery,
            ...(delivery === 'download' ? { format } : {}),
            applications: applications.length,
          },
        },
      },
    );
    if (delivery === 'email') {
      const [company] = await db
        .select({ name: containers.name, metadata: containers.metadata })
        .from(containers)
        .where(eq(containers.id, containerId));
      const name = extract.companies[0]?.controller ?? (company ? displayNameOf(company) : '');
      await queueEmails(db, [
        {
          to: extract.person.email,
          subject: EXTRACT_TEXTS.subject(name),
          text: EXTRACT_TEXTS.mailText(name),
          emailType: 'register_extract',
          containerId,
          sentBy: ctx.user.id,
          attach: { personExtract: { userId, containerIds: [containerId] } },
        },
      ]);
      return { delivery, to: extract.person.email, message: EXTRACT_TEXTS.sent };
    }
    const stem = extractFileStem(extract);
    return format === 'pdf'
      ? {
          delivery,
          filename: `${stem}.pdf`,
          contentType: 'application/pdf',
          data: (await renderExtractPdf(extract)).toString('base64'),
        }
      : {
          delivery,
          filename: `${stem}.json`,
          contentType: 'application/json',
          data: extractJson(extract).toString('base64'),
        };
  },
} satisfies Partial<HandlerMap>;
