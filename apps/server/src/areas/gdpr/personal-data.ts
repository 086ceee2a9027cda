/**
 * A person's data in one company (GDPR, SPEC §9): erasing it completely. The staff action, and the
 * retention job, go through `erasePerson`, so both leave the same nothing behind and the same audit row.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GdprErasePreview } from '@rekry/domain';
import { rowsOf, type Queryable } from '../../db/client.ts';
import {
  applicationFiles,
  candidateSurveyInvitations,
  candidateSurveyPending,
  applicationLog,
  applicationNotes,
  containerUsers,
  conversationMessages,
  conversations,
  emailLog,
  jobApplications,
  notifications,
  questionnaireAnswers,
  users,
} from '../../db/schema.ts';
import { recordPersonalData, type AuditActor } from '../../platform/audit.ts';
import { DIGEST_EMAIL_TYPE } from '../../platform/mail-queue.ts';
import { withdrawNotifications } from '../../platform/notifications.ts';
import type { StoredFileRef } from '../../platform/storage.ts';
import { eraseAlertsOf } from '../job-alerts/index.ts';

/** The actor of an erasure the person asked for themselves: never named (nothing of them may remain). */
const THE_PERSON: AuditActor = { id: null, email: null, name: 'Den sökande själv', ip: null };

/** What an erased person is called in mail that was already on its way to staff. */
const ANONYMOUS_APPLICANT = 'en sökande';

/** What went, counted per kind of data: the audit row keeps this and nothing that names the person. */
export interface ErasureSummary {
  applications: number;
  files: number;
  notes: number;
  logEntries: number;
  answers: number;
  emails: number;
  notifications: number;
  /** Messages of their conversations with the company (the conversations go with the applications). */
  messages: number;
  /** Searches the person saved on the company's career page (Bevaka sökningen). */
  jobAlerts: number;
  /** The positions the applications were for. */
  positionIds: number[];
  /** The person had no account and nothing elsewhere, so the user row went too. */
  userRemoved: boolean;
}

export interface Erasure {
  summary: ErasureSummary;
  /** Files to remove from the store once the transaction has committed (never before: a rollback keeps them). */
  files: StoredFileRef[];
}

export interface ErasureRequest {
  containerId: number;
  userId: number;
  /** Who asked (null: the retention job). */
  actorId: number | null;
  kind: 'erase' | 'retention';
  reason: string;
  /**
   * Who asked, for the audit log (staff: actorOf(user, ip)). Absent: the person themselves (their own
   * link or account; never named and no address kept: the erasure leaves no trace of them).
   */
  auditActor?: AuditActor;
}

const count = (column: unknown) => sql<number>`count(${column})::int`;

/**
 * Deletes everything the company holds on the person: applications (with their answers, consents, files and
 * previews, annotations, notes, log, questionnaire answers, search entries and conversations with their
 * messages, read marks and reply links, which all hang on the application; message attachments are
 * among the files), e-mails to them with their bodies, and the notifications about their applications. The
 * user row goes too when the person has no account, no company and no application anywhere else. One audit
 * row says what went. Run it inside a transaction; remove `files` from the store after the commit.
 * Answers null when the company holds nothing on the person.
 */
export async function erasePerson(tx: Queryable, request: ErasureRequest): Promise<Erasure | null> {
  const { containerId, userId } = request;
  const applications = await tx
    .select({
      id: jobApplications.id,
      positionId: jobApplications.positionId,
      name: sql<string>`coalesce(${jobApplications.info}->>'name', '')`,
    })
    .from(jobApplications)
    .where(and(eq(jobApplications.containerId, containerId), eq(jobApplications.userId, userId)));
  if (applications.length === 0) return null;
  return eraseApplications(tx, request, applications, true);
}

/**
 * One application of the person, erased completely the same way (the candidate withdrawing it):
 * its answers, files, notes, log, e-mails and notifications. When it was the person's last application in
 * the company, the company's other mail to the address goes too, as with `erasePerson`. Null when the
 * person has no such application.
 */
export async function eraseApplication(
  tx: Queryable,
  request: Omit<ErasureRequest, 'containerId'> & { applicationId: number },
): Promise<Erasure | null> {
  const [application] = await tx
    .select({
      id: jobApplications.id,
      containerId: jobApplications.containerId,
      positionId: jobApplications.positionId,
      name: sql<string>`coalesce(${jobApplications.info}->>'name', '')`,
    })
    .from(jobApplications)
    .where(and(eq(jobApplications.id, request.applicationId), eq(jobApplications.userId, request.userId)));
  if (!application) return null;
  const [other] = await tx
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.containerId, application.containerId),
        eq(jobApplications.userId, request.userId),
        sql`${jobApplications.id} <> ${application.id}`,
      ),
    )
    .limit(1);
  return eraseApplications(tx, { ...request, containerId: application.containerId }, [application], !other);
}

async function eraseApplications(
  tx: Queryable,
  request: ErasureRequest,
  applications: { id: number; positionId: number; name: string }[],
  /** Nothing of the person stays in the company: mail to the address that names no application goes too. */
  wholePerson: boolean,
): Promise<Erasure> {
  const { containerId, userId } = request;
  const ids = applications.map((a) => a.id);
  const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));

  const files = await tx
    .select({
      containerId: applicationFiles.containerId,
      applicationId: applicationFiles.applicationId,
      storedName: applicationFiles.storedName,
    })
    .from(applicationFiles)
    .where(inArray(applicationFiles.applicationId, ids));
  const tally = async (
    table: typeof applicationNotes | typeof applicationLog | typeof questionnaireAnswers,
  ) => {
    const [row] = await tx
      .select({ n: count(table.applicationId) })
      .from(table)
      .where(inArray(table.applicationId, ids));
    return row?.n ?? 0;
  };
  const notes = await tally(applicationNotes);
  const logEntries = await tally(applicationLog);
  const answers = await tally(questionnaireAnswers);
  // Conversations, their messages, read marks and reply links hang on the application; attachments are
  // among its files above.
  const [talked] = await tx
    .select({ n: count(conversationMessages.id) })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(inArray(conversations.applicationId, ids));

  // E-mail about the applications, and any other mail the company sent to the person's address.
  const emails = await tx
    .delete(emailLog)
    .where(
      and(
        eq(emailLog.containerId, containerId),
        person && wholePerson
          ? sql`(${inArray(emailLog.applicationId, ids)} or (${isNull(emailLog.applicationId)} and lower(${emailLog.emailAddress}) = lower(${person.email})))`
          : inArray(emailLog.applicationId, ids),
      ),
    )
    .returning({ id: emailLog.id });
  // A notification digest still waiting to go to a staff member may name them: the name goes from it.
  const names = [...new Set(applications.map((a) => a.name.trim()).filter((n) => n.length > 1))];
  for (const name of names)
    await tx
      .update(emailLog)
      .set({ body: sql`replace(${emailLog.body}, ${name}, ${ANONYMOUS_APPLICANT})` })
      .where(
        and(
          eq(emailLog.emailType, DIGEST_EMAIL_TYPE),
          eq(emailLog.status, 'queued'),
          sql`strpos(${emailLog.body}, ${name}) > 0`,
        ),
      );
  // The searches the person saved on the company's page go with the rest of them.
  const jobAlerts = person && wholePerson ? await eraseAlertsOf(tx, person.email, containerId) : 0;
  // That the person was sent the candidate survey, or is owed one for a withdrawn application (its answer,
  // kept apart, names no one and stays).
  await tx
    .delete(candidateSurveyInvitations)
    .where(
      wholePerson
        ? and(
            eq(candidateSurveyInvitations.containerId, containerId),
            eq(candidateSurveyInvitations.userId, userId),
          )
        : inArray(candidateSurveyInvitations.applicationId, ids),
    );
  if (wholePerson)
    await tx
      .delete(candidateSurveyPending)
      .where(
        and(eq(candidateSurveyPending.containerId, containerId), eq(candidateSurveyPending.userId, userId)),
      );
  // Notifications name the applicant in their text; everyone's go, and their open bells hear of it.
  const told = await withdrawNotifications(tx, containerId, ids);
  await tx.delete(jobApplications).where(inArray(jobApplications.id, ids));
  // A person who is only an applicant (no account, no company, no other application) goes entirely.
  const removedUser = rowsOf<{ id: number }>(
    await tx.execute(sql`
      delete from ${users} u
      where u.id = ${userId} and u.password_hash is null and not u.is_superuser
        and not exists (select 1 from ${containerUsers} cu where cu.user_id = u.id)
        and not exists (select 1 from ${jobApplications} ja where ja.user_id = u.id)
      returning u.id`),
  );

  const summary: ErasureSummary = {
    applications: ids.length,
    files: files.length,
    notes,
    logEntries,
    answers,
    emails: emails.length,
    notifications: told,
    messages: talked?.n ?? 0,
    jobAlerts,
    positionIds: [...new Set(applications.map((a) => a.positionId))].sort((a, b) => a - b),
    userRemoved: removedUser.length > 0,
  };
  // The retention run logs one entry per company (areas/gdpr/retention.ts), not one per person.
  await recordPersonalData(
    tx,
    {
      containerId,
      actorId: request.actorId,
      kind: request.kind,
      reason: request.reason,
      summary: { ...summary },
    },
    request.kind === 'erase'
      ? {
          actor: request.auditActor ?? THE_PERSON,
          entry: {
            kind: 'gdpr',
            summary: `Raderade en sökandes personuppgifter (${summary.applications} ansökningar, ${summary.files} filer)`,
            containerId,
            data: { erase: true, ...summary },
          },
        }
      : undefined,
  );
  return { summary, files };
}

/**
 * What `erasePerson` would remove for the person in the company, counted the same way (the delete page's
 * confirmation and the audit row agree). Null when the company holds nothing on them.
 */
export async function erasurePreview(
  db: Queryable,
  containerId: number,
  userId: number,
): Promise<GdprErasePreview | null> {
  const applications = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.containerId, containerId), eq(jobApplications.userId, userId)));
  if (applications.length === 0) return null;
  const ids = applications.map((a) => a.id);
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [row] = rowsOf<Omit<GdprErasePreview, 'applications'>>(
    await db.execute(sql`
      select
        (select count(*)::int from ${applicationFiles} where application_id in ${ids}) as "files",
        (select count(*)::int from ${applicationFiles} where application_id in ${ids} and kind <> 'original') as "derivedFiles",
        (select count(*)::int from ${applicationNotes} where application_id in ${ids}) as "notes",
        (select count(*)::int from ${applicationLog} where application_id in ${ids}) as "logEntries",
        (select count(*)::int from ${questionnaireAnswers} where application_id in ${ids}) as "answers",
        (select count(*)::int from ${emailLog} where container_id = ${containerId}
          and (application_id in ${ids} or (application_id is null and lower(email_address) = lower(${person?.email ?? ''})))) as "emails",
        (select count(*)::int from ${notifications} where container_id = ${containerId}
          and application_id in ${ids}) as "notifications",
        exists (select 1 from ${users} u where u.id = ${userId} and u.password_hash is null and not u.is_superuser
          and not exists (select 1 from ${containerUsers} cu where cu.user_id = u.id)
          and not exists (select 1 from ${jobApplications} ja where ja.user_id = u.id and ja.container_id <> ${containerId})
        ) as "userRemoved"`),
  );
  return { applications: ids.length, ...row! };
}
