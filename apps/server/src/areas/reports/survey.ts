/**
 * The candidate survey (NPS): the company's setting, the periodic run that sends it a set number of days
 * after an application ended (a hire, a rejection or a withdrawal, per the setting; once per person and
 * company in 6 months), and the answer through the token link, kept apart from the invitation so it stays
 * anonymous.
 */
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  SURVEY_ENDING_NAMES,
  SURVEY_ONCE_IN_MONTHS,
  SURVEY_SETTINGS_OFF,
  SURVEY_TEXTS,
  careerSiteUrl,
  profileFromProperties,
  stockholmDate,
  surveyPagePath,
  surveyAnswerSchema,
  type PersonExtractSurvey,
  type SurveyEnding,
  type SurveySettings,
} from '@rekry/domain';
import { intArray } from '../../db/arrays.ts';
import { rowsOf, type Db, type Queryable } from '../../db/client.ts';
import {
  candidateSurveyAnswers,
  candidateSurveyInvitations,
  candidateSurveyPending,
  candidateSurveySettings,
  labels,
  type ContainerMetadata,
} from '../../db/schema.ts';
import { badRequest, conflict, fromZodError, notFound } from '../../core/errors.ts';
import { displayNameOf } from '../../core/access/membership.ts';
import { LINK_TOKEN_PATTERN, newLinkToken, tokenHash } from '../../platform/link-tokens.ts';
import { queueEmails } from '../../platform/mail-queue.ts';

/** How long a person is not asked again by the same company. */
const ONCE_IN = sql`make_interval(months => ${SURVEY_ONCE_IN_MONTHS})`;

export async function surveySettings(db: Queryable, containerId: number): Promise<SurveySettings> {
  const [row] = await db
    .select()
    .from(candidateSurveySettings)
    .where(eq(candidateSurveySettings.containerId, containerId));
  if (!row) return SURVEY_SETTINGS_OFF;
  const { enabled, delayDays, onHired, onRejected, onWithdrawn, rejectedLabelId } = row;
  return { enabled, delayDays, onHired, onRejected, onWithdrawn, rejectedLabelId };
}

export async function saveSurveySettings(db: Queryable, containerId: number, settings: SurveySettings) {
  if (settings.rejectedLabelId !== null) {
    const [label] = await db
      .select({ id: labels.id })
      .from(labels)
      .where(
        and(
          eq(labels.id, settings.rejectedLabelId),
          eq(labels.containerId, containerId),
          eq(labels.labelType, 'Interest'),
        ),
      );
    if (!label) throw badRequest(SURVEY_TEXTS.rejectedLabel, { rejectedLabelId: SURVEY_TEXTS.rejectedLabel });
  }
  // Turned on now (not before): only endings from here on get a survey.
  await db
    .insert(candidateSurveySettings)
    .values({ containerId, ...settings, enabledAt: settings.enabled ? sql`now()` : null })
    .onConflictDoUpdate({
      target: candidateSurveySettings.containerId,
      set: {
        ...settings,
        enabledAt: settings.enabled ? sql`coalesce(${candidateSurveySettings.enabledAt}, now())` : sql`null`,
      },
    });
  // Off for withdrawals: the surveys they still owe go unsent, with what they kept of the person.
  if (!settings.enabled || !settings.onWithdrawn)
    await db.delete(candidateSurveyPending).where(eq(candidateSurveyPending.containerId, containerId));
  return surveySettings(db, containerId);
}

/** A survey owed for a withdrawn application: what the run sends it by once the application is gone. */
export interface OwedSurvey {
  containerId: number;
  userId: number;
  positionId: number;
  stageLabelId: number | null;
  delayDays: number;
}

/**
 * The days after which a withdrawal of `application`'s row (an SQL alias of job_applications) would be
 * followed by the company's survey, or null: the company asks none after a withdrawal, or asked the person
 * in the last 6 months. Mina sidor says so before a withdrawal; the withdrawal records it.
 */
export const withdrawalSurveyDays = (application: SQL) => sql<number | null>`(
  select s.delay_days from candidate_survey_settings s
  where s.container_id = ${application}.container_id and s.enabled and s.on_withdrawn
    and not exists (select 1 from candidate_survey_invitations i where i.container_id = s.container_id
      and i.user_id = ${application}.user_id and i.sent_at > now() - ${ONCE_IN}))`;

/**
 * Read before a withdrawal erases the application (the erasure takes the person's invitations with it): the
 * survey it is owed, or null when none is (withdrawalSurveyDays).
 */
export async function surveyOwedOnWithdrawal(
  db: Queryable,
  applicationId: number,
  userId: number,
): Promise<OwedSurvey | null> {
  const [row] = rowsOf<OwedSurvey & { delayDays: number | null }>(
    await db.execute(sql`
      select a.container_id as "containerId", a.user_id as "userId", a.position_id as "positionId",
        a.process_label_id as "stageLabelId", ${withdrawalSurveyDays(sql`a`)} as "delayDays"
      from job_applications a
      where a.id = ${applicationId} and a.user_id = ${userId}`),
  );
  return row && row.delayDays !== null ? (row as OwedSurvey) : null;
}

/**
 * Records the owed survey, due after the company's days; a person already owed one keeps that one. Only
 * a signed-in candidate withdraws, so their account stays; were it gone, there is no one to send to.
 */
export async function recordOwedSurvey(db: Queryable, owed: OwedSurvey): Promise<void> {
  await db.execute(sql`
    insert into candidate_survey_pending (container_id, user_id, position_id, stage_label_id, due_at)
    select ${owed.containerId}, u.id, ${owed.positionId}, ${owed.stageLabelId}::int,
      now() + make_interval(days => ${owed.delayDays})
    from users u where u.id = ${owed.userId}
    on conflict do nothing`);
}

/** The company's last process level: reaching it is a hire. */
const hireLevel = sql`(select l.id from labels l where l.container_id = s.container_id
  and l.label_type = 'Process' order by l.sort_order desc, l.id desc limit 1)`;

/** One survey to send: to whom, about what, and how the run takes it. */
interface DueSurvey {
  container_id: number;
  user_id: number;
  /** The ended application; null for a withdrawn one (erased). */
  application_id: number | null;
  position_id: number;
  stage: number | null;
  ended_as: SurveyEnding;
  email: string;
  position_name: string;
  company_name: string;
  company_metadata: ContainerMetadata;
  /** A withdrawn application's owed survey: its row, which goes as the survey is sent. */
  pending_id: number | null;
}

/**
 * Sends the surveys that are due at `now`: for each ended application (still ended so) whose ending is
 * at least the company's delay old and after the survey was turned on, and each withdrawn application's
 * owed survey whose day has come, unless the person got one from the company in the last 6 months.
 * Answers how many it sent.
 */
export async function sendDueSurveys(db: Db, appUrl: string, now = new Date()): Promise<number> {
  const at = now.toISOString();
  // An invitation whose application is gone (withdrawn, removed) is kept only while 'once in 6 months'
  // needs it; one whose application stays goes with the application.
  await db
    .delete(candidateSurveyInvitations)
    .where(
      and(
        isNull(candidateSurveyInvitations.applicationId),
        lt(candidateSurveyInvitations.sentAt, sql`${at}::timestamptz - ${ONCE_IN}`),
      ),
    );
  const ended = rowsOf<DueSurvey>(
    await db.execute(sql`
      select distinct on (a.container_id, a.user_id) a.id as application_id, a.container_id, a.user_id,
        a.position_id, a.process_label_id as stage, e.ended_as, u.email, pos.name as position_name,
        c.name as company_name, c.metadata as company_metadata, null::int as pending_id
      from candidate_survey_settings s
      join lateral (
        select h.application_id, h.created_at,
          case when h.kind = 'process' then 'hired' else 'rejected' end as ended_as
        from application_status_history h
        where h.container_id = s.container_id and h.origin = 'changed' and h.created_at >= s.enabled_at
          and h.created_at <= ${at}::timestamptz - make_interval(days => s.delay_days)
          and ((s.on_hired and h.kind = 'process' and h.to_label_id = ${hireLevel})
            or (s.on_rejected and h.kind = 'status' and h.to_label_id = s.rejected_label_id))
      ) e on true
      join job_applications a on a.id = e.application_id
      join users u on u.id = a.user_id
      join positions pos on pos.id = a.position_id
      join containers c on c.id = a.container_id
      where s.enabled
        and ((e.ended_as = 'hired' and a.process_label_id = ${hireLevel})
          or (e.ended_as = 'rejected' and a.label_id = s.rejected_label_id))
        and not exists (select 1 from candidate_survey_invitations i where i.application_id = a.id)
        and not exists (select 1 from candidate_survey_invitations i where i.container_id = a.container_id
          and i.user_id = a.user_id and i.sent_at > ${at}::timestamptz - ${ONCE_IN})
      order by a.container_id, a.user_id, e.created_at
      limit 500`),
  );
  let sent = 0;
  for (const row of ended) if (await send(db, appUrl, now, row)) sent += 1;
  // Read after the endings went out: a person one of them reached is not asked twice.
  const owed = rowsOf<DueSurvey>(
    await db.execute(sql`
      select null::int as application_id, p.container_id, p.user_id, p.position_id, p.stage_label_id as stage,
        'withdrawn' as ended_as, u.email, coalesce(pos.name, '') as position_name, c.name as company_name,
        c.metadata as company_metadata, p.id as pending_id
      from candidate_survey_pending p
      join candidate_survey_settings s on s.container_id = p.container_id and s.enabled and s.on_withdrawn
      join users u on u.id = p.user_id
      join containers c on c.id = p.container_id
      left join positions pos on pos.id = p.position_id
      where p.due_at <= ${at}::timestamptz
      order by p.due_at, p.id
      limit 500`),
  );
  for (const row of owed) if (await send(db, appUrl, now, row)) sent += 1;
  return sent;
}

/** Sends one survey: its invitation (the token) and its e-mail, in one transaction. Answers whether it went. */
async function send(db: Db, appUrl: string, now: Date, row: DueSurvey): Promise<boolean> {
  const token = newLinkToken();
  const company = displayNameOf({ name: row.company_name, metadata: row.company_metadata });
  return db.transaction(async (tx) => {
    if (row.pending_id !== null) {
      // Taken as it is sent (another instance's run may have had it a moment ago); a person the company
      // asked meanwhile is not asked again, and the owed row goes all the same.
      const taken = await tx
        .delete(candidateSurveyPending)
        .where(eq(candidateSurveyPending.id, row.pending_id))
        .returning({ id: candidateSurveyPending.id });
      if (!taken.length) return false;
      const [asked] = await tx
        .select({ id: candidateSurveyInvitations.id })
        .from(candidateSurveyInvitations)
        .where(
          and(
            eq(candidateSurveyInvitations.containerId, row.container_id),
            eq(candidateSurveyInvitations.userId, row.user_id),
            sql`${candidateSurveyInvitations.sentAt} > ${now.toISOString()}::timestamptz - ${ONCE_IN}`,
          ),
        )
        .limit(1);
      if (asked) return false;
    }
    // Another instance's run may have taken an ended application a moment ago: then nothing goes here.
    const [taken] = await tx
      .insert(candidateSurveyInvitations)
      .values({
        containerId: row.container_id,
        userId: row.user_id,
        applicationId: row.application_id,
        positionId: row.position_id,
        stageLabelId: row.stage,
        endedAs: row.ended_as,
        tokenHash: tokenHash(token),
        sentAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: candidateSurveyInvitations.id });
    if (!taken) return false;
    await queueEmails(tx, [
      {
        to: row.email,
        subject: `Hur upplevde du att söka jobb hos ${company}?`,
        text: [
          'Hej!',
          `Du sökte nyligen ${row.position_name} hos ${company}. Vi vill gärna veta hur du upplevde det: två frågor, anonymt, en minut.`,
          // On the company's career site, as its other links to a candidate (booking, alerts).
          `${careerSiteUrl(appUrl, profileFromProperties(row.company_metadata.properties).dns || null)}${surveyPagePath(token)}`,
          `Med vänliga hälsningar\n${company}`,
        ].join('\n\n'),
        emailType: 'candidate_survey',
        containerId: row.container_id,
        applicationId: row.application_id,
        positionId: row.position_id,
      },
    ]);
    return true;
  });
}

/**
 * For the register extract: the candidate surveys the companies sent the person, and those still owed for a
 * withdrawn application; never an answer (kept apart from the person), only whether it came.
 */
export async function surveysOfPerson(db: Queryable, userId: number, containerIds: readonly number[]) {
  if (containerIds.length === 0) return [];
  const rows = rowsOf<{
    container_id: number;
    position: string;
    ended_as: SurveyEnding;
    sent_at: Date | string | null;
    due_at: Date | string | null;
    answered: boolean;
  }>(
    await db.execute(sql`
      select i.container_id, coalesce(p.name, '') as position, i.ended_as, i.sent_at, null as due_at,
        i.answered_at is not null as answered
      from candidate_survey_invitations i left join positions p on p.id = i.position_id
      where i.user_id = ${userId} and i.container_id = any(${intArray(containerIds)})
      union all
      select w.container_id, coalesce(p.name, ''), 'withdrawn', null, w.due_at, false
      from candidate_survey_pending w left join positions p on p.id = w.position_id
      where w.user_id = ${userId} and w.container_id = any(${intArray(containerIds)})
      order by 4 nulls last, 5`),
  );
  const at = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return rows.map((r): PersonExtractSurvey & { containerId: number } => ({
    containerId: r.container_id,
    position: r.position,
    after: SURVEY_ENDING_NAMES[r.ended_as],
    sentAt: at(r.sent_at),
    dueAt: at(r.due_at),
    answered: r.answered,
  }));
}

/** The invitation a link's token names, or 404 (a forged or malformed token alike). */
async function invitationOf(db: Queryable, token: string) {
  if (!LINK_TOKEN_PATTERN.test(token)) throw notFound(SURVEY_TEXTS.notFound);
  const [row] = await db
    .select()
    .from(candidateSurveyInvitations)
    .where(eq(candidateSurveyInvitations.tokenHash, tokenHash(token)));
  if (!row) throw notFound(SURVEY_TEXTS.notFound);
  return row;
}

/** What the answer page shows. */
export async function surveyPage(db: Queryable, token: string) {
  const invitation = await invitationOf(db, token);
  const [names] = rowsOf<{ company: string; metadata: ContainerMetadata; position: string | null }>(
    await db.execute(sql`select c.name as company, c.metadata, p.name as position from containers c
      left join positions p on p.id = ${invitation.positionId} where c.id = ${invitation.containerId}`),
  );
  return {
    company: names ? displayNameOf({ name: names.company, metadata: names.metadata }) : '',
    position: names?.position ?? '',
    question: SURVEY_TEXTS.question,
    freeText: SURVEY_TEXTS.freeText,
    answered: invitation.answeredAt !== null,
  };
}

/** Takes the one answer a survey gets (409 for a second), stored without a link to the invitation. */
export async function answerSurvey(db: Db, token: string, body: unknown) {
  const invitation = await invitationOf(db, token);
  const parsed = surveyAnswerSchema.safeParse(body ?? {});
  if (!parsed.success) throw fromZodError(parsed.error);
  await db.transaction(async (tx) => {
    const taken = await tx
      .update(candidateSurveyInvitations)
      .set({ answeredAt: sql`now()` })
      .where(
        and(eq(candidateSurveyInvitations.id, invitation.id), isNull(candidateSurveyInvitations.answeredAt)),
      )
      .returning({ id: candidateSurveyInvitations.id });
    if (!taken.length) throw conflict(SURVEY_TEXTS.answered);
    await tx.insert(candidateSurveyAnswers).values({
      containerId: invitation.containerId,
      positionId: invitation.positionId,
      stageLabelId: invitation.stageLabelId,
      endedAs: invitation.endedAs,
      score: parsed.data.score,
      comment: parsed.data.comment,
      answeredOn: stockholmDate(),
    });
  });
  return { message: SURVEY_TEXTS.thanks };
}
