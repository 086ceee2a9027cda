/**
 * The candidate survey (NPS): the company's setting, the periodic run that sends it a set number of days
 * after an application ended (a hire or a rejection, per the setting; once per person and company in 6
 * months), and the answer through the token link, kept apart from the invitation so it stays anonymous.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  SURVEY_TEXTS,
  careerSiteUrl,
  profileFromProperties,
  stockholmDate,
  surveyPagePath,
  surveyAnswerSchema,
  type SurveySettings,
} from '@rekry/domain';
import { rowsOf, type Db, type Queryable } from '../../db/client.ts';
import {
  candidateSurveyAnswers,
  candidateSurveyInvitations,
  candidateSurveySettings,
  labels,
  type ContainerMetadata,
} from '../../db/schema.ts';
import { badRequest, conflict, fromZodError, notFound } from '../../core/errors.ts';
import { displayNameOf } from '../../core/access/membership.ts';
import { LINK_TOKEN_PATTERN, newLinkToken, tokenHash } from '../../platform/link-tokens.ts';
import { queueEmails } from '../../platform/mail-queue.ts';

const OFF: SurveySettings = {
  enabled: false,
  delayDays: 7,
  onHired: true,
  onRejected: true,
  rejectedLabelId: null,
};

export async function surveySettings(db: Queryable, containerId: number): Promise<SurveySettings> {
  const [row] = await db
    .select()
    .from(candidateSurveySettings)
    .where(eq(candidateSurveySettings.containerId, containerId));
  if (!row) return OFF;
  const { enabled, delayDays, onHired, onRejected, rejectedLabelId } = row;
  return { enabled, delayDays, onHired, onRejected, rejectedLabelId };
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
  return surveySettings(db, containerId);
}

/** The company's last process level: reaching it is a hire. */
const hireLevel = sql`(select l.id from labels l where l.container_id = s.container_id
  and l.label_type = 'Process' order by l.sort_order desc, l.id desc limit 1)`;

/**
 * Sends the surveys that are due at `now`: for each ended application (still ended so) whose ending is
 * at least the company's delay old and after the survey was turned on, unless the person got one from
 * the company in the last 6 months. Answers how many it sent.
 */
export async function sendDueSurveys(db: Db, appUrl: string, now = new Date()): Promise<number> {
  let sent = 0;
  const due = rowsOf<{
    id: number;
    container_id: number;
    user_id: number;
    position_id: number;
    stage: number | null;
    ended_as: 'hired' | 'rejected';
    email: string;
    position_name: string;
    company_name: string;
    company_metadata: ContainerMetadata;
  }>(
    await db.execute(sql`
      select distinct on (a.container_id, a.user_id) a.id, a.container_id, a.user_id, a.position_id,
        a.process_label_id as stage, e.ended_as, u.email, pos.name as position_name, c.name as company_name,
        c.metadata as company_metadata
      from candidate_survey_settings s
      join lateral (
        select h.application_id, h.created_at,
          case when h.kind = 'process' then 'hired' else 'rejected' end as ended_as
        from application_status_history h
        where h.container_id = s.container_id and h.origin = 'changed' and h.created_at >= s.enabled_at
          and h.created_at <= ${now.toISOString()}::timestamptz - make_interval(days => s.delay_days)
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
          and i.user_id = a.user_id and i.sent_at > ${now.toISOString()}::timestamptz - interval '6 months')
      order by a.container_id, a.user_id, e.created_at
      limit 500`),
  );
  for (const row of due) {
    const token = newLinkToken();
    const company = displayNameOf({ name: row.company_name, metadata: row.company_metadata });
    await db.transaction(async (tx) => {
      // Another instance's run may have taken it a moment ago: then it sends nothing here.
      const [taken] = await tx
        .insert(candidateSurveyInvitations)
        .values({
          containerId: row.container_id,
          userId: row.user_id,
          applicationId: row.id,
          positionId: row.position_id,
          stageLabelId: row.stage,
          endedAs: row.ended_as,
          tokenHash: tokenHash(token),
          sentAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: candidateSurveyInvitations.id });
      if (!taken) return;
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
          applicationId: row.id,
          positionId: row.position_id,
        },
      ]);
      sent += 1;
    });
  }
  return sent;
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
