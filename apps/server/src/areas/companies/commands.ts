/**
 * What the superuser does to companies (/admin/container/new): create one with the first administrator's
 * invitation, a demo company, the account status and the delete that leaves nothing personal behind (as
 * the GDPR delete does, person by person).
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import {
  COMPANY_MESSAGES,
  COMPANY_STATUS_LABELS,
  PermissionId,
  type CompanyRow,
  type CompanyStatus,
} from '@rekry/domain';
import { rowsOf, type Queryable } from '../../db/client.ts';
import { customerServiceForm, warehouseForm } from '../data-generation/index.ts';
import {
  applicationFiles,
  containers,
  containerUsers,
  emailLog,
  jobApplications,
  positions,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../core/errors.ts';
import { actorOf } from '../../platform/audit.ts';
import { inviteToContainer } from '../account/index.ts';
import {
  positionsWithLiveAds,
  republishCompanyAds,
  takeDownCompanyAds,
  unpublishPositionAds,
} from '../job-channels/index.ts';
import { erasePerson } from '../gdpr/index.ts';
import type { StoredFileRef } from '../../platform/storage.ts';
import { generateApplicants } from '../data-generation/index.ts';
import type { ActionContext } from '../../platform/action-context.ts';
import { companyOrThrow } from './presenters.ts';

/** A new company row; null when the name is taken (case-insensitively). */
async function insertCompany(db: Queryable, name: string, plans: string[]): Promise<number | null> {
  const [row] = await db
    .insert(containers)
    .values({ name, plans, metadata: { foreignKey: null, properties: { displayName: name } } })
    .onConflictDoNothing()
    .returning({ id: containers.id });
  return row?.id ?? null;
}

export async function createCompany(
  ctx: ActionContext,
  input: { name: string; plans: string[]; adminEmail: string },
) {
  const id = await insertCompany(ctx.db, input.name, input.plans);
  if (id === null)
    throw new HttpError(409, 'conflict', COMPANY_MESSAGES.nameTaken, { name: COMPANY_MESSAGES.nameTaken });
  const invitation = await inviteToContainer(ctx.db, ctx.services, {
    containerId: id,
    email: input.adminEmail,
    permissionIds: [PermissionId.Administrator],
    invitedBy: ctx.user.id,
  });
  await ctx.audit({
    kind: 'company',
    summary: `Skapade företaget ${input.name} och bjöd in ${input.adminEmail} som administratör`,
    containerId: id,
    data: { plans: input.plans },
  });
  return {
    company: await companyOrThrow(ctx.db, id),
    invitation: { email: invitation.email, expiresAt: invitation.expiresAt },
  };
}

const DEMO_POSITIONS = [
  { name: 'Lagermedarbetare', location: 'Västerås', form: warehouseForm, applicants: 12 },
  { name: 'Kundtjänstmedarbetare', location: 'Örebro', form: customerServiceForm, applicants: 8 },
  { name: 'Truckförare', location: 'Eskilstuna', form: warehouseForm, applicants: 5 },
];
const DAY = 24 * 3600_000;

/** 'Demoföretag N' with the first free N, three open positions and made-up applicants to them. */
export async function createDemoCompany(ctx: ActionContext): Promise<CompanyRow> {
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(containers);
  let id: number | null = null;
  let name = '';
  for (let i = n + 1; id === null; i++) {
    name = `Demoföretag ${i}`;
    id = await insertCompany(ctx.db, name, ['Monthly']);
  }
  for (const p of DEMO_POSITIONS) {
    const form = p.form();
    const [position] = await ctx.db
      .insert(positions)
      .values({
        containerId: id,
        name: p.name,
        location: p.location,
        text: `${p.name} sökes till ${name} i ${p.location}.`,
        description: `<p>Vi söker en ${p.name.toLowerCase()} till vårt team i ${p.location}.</p>`,
        start: new Date(Date.now() - 7 * DAY),
        stop: new Date(Date.now() + 30 * DAY),
        publishedAt: new Date(),
        form,
      })
      .returning({ id: positions.id });
    await generateApplicants(ctx.db, id, position!.id, form, p.applicants);
  }
  await ctx.audit({ kind: 'company', summary: `Skapade demoföretaget ${name}`, containerId: id });
  return companyOrThrow(ctx.db, id);
}

export async function updateCompanyStatus(ctx: ActionContext, id: number, status: CompanyStatus) {
  const before = await companyOrThrow(ctx.db, id);
  await ctx.db.update(containers).set({ status }).where(eq(containers.id, id));
  // The job boards follow the career site: dark → the ads come down; lit again → the ticked ones go back up.
  if (before.status === 'active' && status !== 'active') await takeDownCompanyAds(ctx.db, id);
  if (before.status !== 'active' && status === 'active') await republishCompanyAds(ctx.db, id);
  if (before.status !== status)
    await ctx.audit({
      kind: 'company',
      summary: `Ändrade kontostatus för ${before.name} till ${COMPANY_STATUS_LABELS[status]}`,
      containerId: id,
      data: { from: before.status, to: status },
    });
  return { id, status };
}

/**
 * Deletes the company: every applicant's data as the GDPR delete does (erasePerson, one personal-data
 * audit row each until the company goes), all mail the company sent, the accounts that belonged only to it
 * (staff of no other company, applicants who applied nowhere else), the files on disk after the commit and
 * then the company row, whose cascades take the rest. One audit entry remains. Ads still on a job board
 * are taken down first: the delete is refused (409) and the unpublish jobs queued, since they need the
 * company's credentials.
 */
export async function deleteCompany(ctx: ActionContext, id: number, confirmName: string) {
  const { db } = ctx;
  const company = await companyOrThrow(db, id);
  if (confirmName.trim() !== company.name)
    throw badRequest(COMPANY_MESSAGES.confirmName, { confirmName: COMPANY_MESSAGES.confirmName });

  const withAds = await positionsWithLiveAds(db, id);
  if (withAds.length) {
    const outside = ctx.services.database.db;
    ctx.afterRollback(async () => {
      await outside.transaction(async (tx) => {
        for (const positionId of withAds) await unpublishPositionAds(tx, positionId);
      });
    });
    throw conflict(COMPANY_MESSAGES.liveAds);
  }

  // The audit entry first: it copies the company's name while the row is still there.
  const applicantIds = (
    await db
      .selectDistinct({ userId: jobApplications.userId })
      .from(jobApplications)
      .where(eq(jobApplications.containerId, id))
  ).map((r) => r.userId);
  const staffIds = (
    await db
      .selectDistinct({ userId: containerUsers.userId })
      .from(containerUsers)
      .where(eq(containerUsers.containerId, id))
  ).map((r) => r.userId);
  await ctx.audit({
    kind: 'company',
    summary: `Tog bort företaget ${company.name}`,
    containerId: id,
    data: { applicants: applicantIds.length, staff: staffIds.length, positions: company.positions },
  });

  const files: StoredFileRef[] = [];
  for (const userId of applicantIds) {
    const erased = await erasePerson(db, {
      containerId: id,
      userId,
      actorId: ctx.user.id,
      auditActor: actorOf(ctx.user, ctx.ip),
      kind: 'erase',
      reason: 'Företaget togs bort',
    });
    if (erased) files.push(...erased.files);
  }
  // Files of applications without a person left (none normally) and attachments the erasures missed.
  files.push(
    ...(await db
      .select({
        containerId: applicationFiles.containerId,
        applicationId: applicationFiles.applicationId,
        storedName: applicationFiles.storedName,
      })
      .from(applicationFiles)
      .where(eq(applicationFiles.containerId, id))),
  );
  // Mail the company sent (invitations, digests, receipts): the log would outlive it (set null).
  await db.delete(emailLog).where(eq(emailLog.containerId, id));
  await db.delete(containers).where(eq(containers.id, id));
  // Accounts that belonged only to this company: staff of no other company, people who applied nowhere
  // else (a candidate's own account too). The superuser's never.
  const people = [...new Set([...applicantIds, ...staffIds])];
  if (people.length) {
    const gone = rowsOf<{ email: string }>(
      await db.execute(sql`
        delete from ${users} u
        where u.id in ${people} and not u.is_superuser
          and not exists (select 1 from ${containerUsers} cu where cu.user_id = u.id)
          and not exists (select 1 from ${jobApplications} ja where ja.user_id = u.id)
        returning u.email`),
    );
    // Their own mail (staff digests, password links) belonged to no company: it goes with them.
    if (gone.length)
      await db.delete(emailLog).where(
        inArray(
          emailLog.emailAddress,
          gone.map((g) => g.email),
        ),
      );
  }
  const unique = new Map(files.map((f) => [`${f.applicationId}/${f.storedName}`, f]));
  if (unique.size)
    ctx.afterCommit(async () => {
      await ctx.services.storage.removeAfterCommit(ctx.services.database.db, [...unique.values()]);
    });
  return { ok: true as const };
}
