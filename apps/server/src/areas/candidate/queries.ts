import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  candidateStatus,
  deletionDate,
  positionStatus,
  retentionMonthsOf,
  retentionMonthsOfPerson,
  stockholmDate,
  type MyApplicationSummary,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containers, jobApplications, positions } from '../../db/schema.ts';
import { displayNameOf } from '../../core/access/membership.ts';
import { withdrawalSurveyDays } from '../reports/index.ts';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/**
 * The caller's applications (every company), newest first, with what the candidate may see of each. The
 * deletion date runs from the person's last own activity in that company, as retention removes them.
 */
export async function myApplicationRows(db: Queryable, userId: number, where?: SQL) {
  const rows = await db
    .select({
      id: jobApplications.id,
      containerId: jobApplications.containerId,
      companyName: containers.name,
      companyMetadata: containers.metadata,
      positionId: positions.id,
      positionName: positions.name,
      form: positions.form,
      isArchived: positions.isArchived,
      start: positions.start,
      stop: positions.stop,
      createdAt: jobApplications.createdAt,
      viewed: sql<boolean>`${jobApplications.viewedAt} is not null`,
      labelled: sql<boolean>`(${jobApplications.labelId} is not null or ${jobApplications.processLabelId} is not null)`,
      metadata: jobApplications.metadata,
      consent: jobApplications.consent,
      held: sql<boolean>`(select bool_or(h.legal_hold) from ${jobApplications} h where h.container_id = ${jobApplications.containerId} and h.user_id = ${jobApplications.userId})`,
      lastActivity: sql<string>`(select max(l.last_activity_at) from ${jobApplications} l where l.container_id = ${jobApplications.containerId} and l.user_id = ${jobApplications.userId})`,
      // What the person's applications in the company were given for, and the company's pool's own period.
      inPool: sql<boolean>`exists (select 1 from ${jobApplications} k join ${positions} kp on kp.id = k.position_id where k.container_id = ${jobApplications.containerId} and k.user_id = ${jobApplications.userId} and kp.kind = 'pool')`,
      inJob: sql<boolean>`exists (select 1 from ${jobApplications} k join ${positions} kp on kp.id = k.position_id where k.container_id = ${jobApplications.containerId} and k.user_id = ${jobApplications.userId} and kp.kind <> 'pool')`,
      surveyDays: withdrawalSurveyDays(sql`${jobApplications}`),
      poolMetadata: sql<Record<
        string,
        unknown
      > | null>`(select pp.metadata from ${positions} pp where pp.container_id = ${jobApplications.containerId} and pp.kind = 'pool')`,
    })
    .from(jobApplications)
    .innerJoin(positions, eq(positions.id, jobApplications.positionId))
    .innerJoin(containers, eq(containers.id, jobApplications.containerId))
    .where(and(eq(jobApplications.userId, userId), where))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const now = Math.floor(Date.now() / 1000);
  return rows.map((r) => {
    const months = retentionMonthsOfPerson(
      { pool: r.inPool, job: r.inJob },
      retentionMonthsOf(r.companyMetadata.properties),
      r.poolMetadata,
    );
    const summary: MyApplicationSummary = {
      id: r.id,
      companyName: displayNameOf({ name: r.companyName, metadata: r.companyMetadata }),
      positionName: r.positionName,
      createdAt: r.createdAt.toISOString(),
      status: candidateStatus({
        viewed: r.viewed,
        labelled: r.labelled,
        positionStatus: positionStatus(
          { isArchived: r.isArchived, start: unix(r.start), stop: unix(r.stop) },
          now,
        ),
      }),
      deleteOn: r.held ? null : stockholmDate(deletionDate(new Date(r.lastActivity), months)),
      surveyAfterWithdrawalDays: r.surveyDays,
    };
    return { summary, row: r, months };
  });
}
