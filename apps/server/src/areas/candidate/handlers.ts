import { and, eq, isNull, sql } from 'drizzle-orm';
import { CANDIDATE_TEXTS, MY_OPEN_POSITIONS, answerRows, type MyProfile } from '@rekry/domain';
import { rowsOf } from '../../db/client.ts';
import { accountConfirmations, applicationFiles, emailLog, jobApplications, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { eraseApplication, erasePerson } from '../gdpr/index.ts';
import { buildPersonExtract, extractDownload } from '../gdpr/index.ts';
import { openPublicPositionsOf } from '../careers/index.ts';
import { eraseAlertsOf } from '../job-alerts/index.ts';
import { removeFilesAfterCommit } from '../applicants/index.ts';
import { recordOwedSurvey, surveyOwedOnWithdrawal } from '../reports/index.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { myApplicationRows } from './queries.ts';

const profileColumns = {
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  phoneNumber: users.phoneNumber,
  address: users.address,
  zipCode: users.zipCode,
  city: users.city,
};

/**
 * The candidate's own pages. Every query is the caller's own (`user_id` = the signed-in user):
 * another person's application is the same 404 as one that does not exist.
 */
export const candidateHandlers = {
  async get_MyApplications(_input, { db, user }) {
    const mine = await myApplicationRows(db, user.id);
    const companies = [...new Set(mine.map((m) => m.row.containerId))];
    const open = await openPublicPositionsOf(db, companies, MY_OPEN_POSITIONS);
    return {
      applications: mine.map((m) => m.summary),
      openPositions: open.map((p) => ({
        id: p.id,
        name: p.name,
        companyName: p.containerName,
        location: p.location,
        path: p.path,
      })),
    };
  },

  async get_MyApplication({ applicationId }, { db, user }) {
    const [mine] = await myApplicationRows(db, user.id, eq(jobApplications.id, applicationId));
    if (!mine) throw notFound(CANDIDATE_TEXTS.applicationNotFound);
    const files = await db
      .select({ id: applicationFiles.id, filename: applicationFiles.filename, size: applicationFiles.size })
      .from(applicationFiles)
      .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.kind, 'original')))
      .orderBy(applicationFiles.id);
    const consent = mine.row.consent;
    return {
      ...mine.summary,
      answers: answerRows(mine.row.form, mine.row.metadata),
      files,
      consent: consent
        ? {
            approvedAt: consent.approvedAt,
            consentCompanyName: consent.consentCompanyName,
            gdprValidFrom: consent.gdprValidFrom,
            legalBasis: consent.legalBasis,
            retentionMonths: consent.retentionMonths,
          }
        : null,
      retentionMonths: mine.months,
    };
  },

  async get_MyProfile(_input, { db, user }) {
    const [profile] = await db.select(profileColumns).from(users).where(eq(users.id, user.id));
    return profile as MyProfile;
  },

  async update_MyProfile(input, { db, user }) {
    const [profile] = await db
      .update(users)
      .set(input)
      .where(eq(users.id, user.id))
      .returning(profileColumns);
    return profile as MyProfile;
  },

  /** The same register extract the companies give (areas/gdpr/person-extract.ts), over all of them. */
  async get_MyData({ format }, { db, user, services }) {
    // The companies applied to, and those that sent or still owe a survey (a withdrawn application's).
    const companies = rowsOf<{ id: number }>(
      await db.execute(sql`
        select container_id as id from job_applications where user_id = ${user.id}
        union select container_id from candidate_survey_invitations where user_id = ${user.id}
        union select container_id from candidate_survey_pending where user_id = ${user.id}`),
    );
    const extract = await buildPersonExtract(db, {
      userId: user.id,
      containerIds: companies.map((c) => c.id),
      operatorName: services.config.operatorName,
    });
    if (!extract) throw notFound(CANDIDATE_TEXTS.noData);
    return extractDownload(extract, format);
  },

  async withdraw_MyApplication({ applicationId }, ctx) {
    // The company's survey after a withdrawal, read first: the erasure takes the person's invitations.
    const owed = await surveyOwedOnWithdrawal(ctx.db, applicationId, ctx.user.id);
    const erased = await eraseApplication(ctx.db, {
      applicationId,
      userId: ctx.user.id,
      // Anonymous: the audit row never says who withdrew.
      actorId: null,
      kind: 'erase',
      reason: CANDIDATE_TEXTS.withdrawReason,
    });
    if (!erased) throw notFound(CANDIDATE_TEXTS.applicationNotFound);
    if (owed) await recordOwedSurvey(ctx.db, owed);
    removeFilesAfterCommit(ctx, erased.files);
    return { ok: true as const };
  },

  async delete_MyAccount({ password }, ctx) {
    const { db, user } = ctx;
    // Staff never get here (the declaration's shell: 'candidate'): their account is the company's to remove.
    const [me] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!(await verifyPassword(me?.passwordHash, password)))
      throw badRequest(CANDIDATE_TEXTS.wrongPassword, { password: CANDIDATE_TEXTS.wrongPassword });
    const companies = await db
      .selectDistinct({ containerId: jobApplications.containerId })
      .from(jobApplications)
      .where(eq(jobApplications.userId, user.id));
    for (const { containerId } of companies) {
      const erased = await erasePerson(db, {
        containerId,
        userId: user.id,
        actorId: null,
        kind: 'erase',
        reason: CANDIDATE_TEXTS.deleteAccountReason,
      });
      if (erased) removeFilesAfterCommit(ctx, erased.files);
    }
    // Mail the platform itself sent to the address (sign-up and reset links), and pending sign-ups.
    await db.delete(emailLog).where(and(isNull(emailLog.containerId), eq(emailLog.emailAddress, user.email)));
    await db.delete(accountConfirmations).where(eq(accountConfirmations.email, user.email));
    // Every search saved with the address, the portal's too.
    await eraseAlertsOf(db, user.email, null);
    // The account itself: its own rows (reset links, preferences, memberships) go with it by cascade.
    await db.delete(users).where(eq(users.id, user.id));
    return { ok: true as const };
  },
} satisfies Partial<HandlerMap>;
