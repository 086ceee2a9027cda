/**
 * What changes in the talent pool: opening and closing it, inviting members to apply to a position (a
 * link that prefills its form), and adding a member to a position directly (an application of their data,
 * files copied).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  APPLY_LINK_VARIABLE,
  INVITE_DAYS,
  INVITE_PARAM,
  POOL_RETENTION_PROPERTY,
  TALENT_POOL_NAME,
  TALENT_POOL_TEXTS,
  careerSiteUrl,
  isConvertibleDocument,
  mayUsePosition,
  positionPath,
  profileFromProperties,
  talentPoolForm,
  type ActionParsedInput,
  type Answers,
  type FormProperty,
} from '@rekry/domain';
import {
  applicationFiles,
  containers,
  jobApplications,
  positions,
  talentPoolInvites,
} from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.ts';
import { positionAccess } from '../../core/access/membership.ts';
import type { ActionContext } from '../../platform/action-context.ts';
import { logApplication } from '../../platform/application-log.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { newLinkToken, tokenHash } from '../../platform/link-tokens.ts';
import { FileStorage } from '../../platform/storage.ts';
import type { Queryable } from '../../db/client.ts';
import type { NewApplicationFile } from '../applicants/index.ts';
import type { CheckedFile } from '../../platform/file-check.ts';
import { queueApplicantEmails, recipientsOf } from '../email/index.ts';
import { openTargetOf, poolOf } from './queries.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Opens the pool: made the first time (an internal position of kind 'pool', public now), else unarchived. */
export async function openPool(ctx: ActionContext, containerId: number): Promise<void> {
  const pool = await poolOf(ctx.db, containerId);
  if (pool) {
    await ctx.db
      .update(positions)
      .set({ isArchived: false, updatedAt: new Date() })
      .where(eq(positions.id, pool.id));
  } else {
    await ctx.db.insert(positions).values({
      containerId,
      kind: 'pool',
      name: TALENT_POOL_NAME,
      text: TALENT_POOL_TEXTS.intro,
      description: `<p>${TALENT_POOL_TEXTS.intro}</p>`,
      // Internal: reached only by its guid (the company's /talangpool page), never listed or billed.
      isInternal: true,
      publishedAt: new Date(),
      form: talentPoolForm(),
    });
  }
  await ctx.audit({ kind: 'talent-pool', summary: 'Öppnade talangpoolen', containerId });
}

/** Closes the pool to new members (archived: its page says so); the members stay. */
export async function closePool(ctx: ActionContext, containerId: number): Promise<void> {
  const pool = await poolOf(ctx.db, containerId);
  if (!pool) throw notFound(TALENT_POOL_TEXTS.notOpen);
  await ctx.db
    .update(positions)
    .set({ isArchived: true, updatedAt: new Date() })
    .where(eq(positions.id, pool.id));
  await ctx.audit({ kind: 'talent-pool', summary: 'Stängde talangpoolen', containerId });
}

/** The pool's own period (its members' consent and the retention run follow it); the pool must exist. */
export async function setPoolRetention(ctx: ActionContext, containerId: number, months: number) {
  const pool = await poolOf(ctx.db, containerId);
  if (!pool) throw notFound(TALENT_POOL_TEXTS.notOpen);
  await ctx.db
    .update(positions)
    .set({
      metadata: sql`${positions.metadata} || ${JSON.stringify({ [POOL_RETENTION_PROPERTY]: months })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(positions.id, pool.id));
  await ctx.audit({
    kind: 'talent-pool',
    summary: `Ändrade talangpoolens lagringstid till ${months} månader`,
    containerId,
    data: { months },
  });
}

/** The open position the caller may write on that members are moved on to (400/403 otherwise). */
async function targetFor(ctx: ActionContext, containerId: number, targetPositionId: number) {
  const target = await openTargetOf(ctx.db, containerId, targetPositionId);
  if (!target) {
    throw badRequest(TALENT_POOL_TEXTS.targetNotOpen, { targetPositionId: TALENT_POOL_TEXTS.targetNotOpen });
  }
  if (!ctx.user.isSuperuser) {
    const access = await positionAccess(ctx.db, containerId, target.id, ctx.user.id);
    if (!mayUsePosition('writer', ctx.role, access?.permissionId ?? undefined)) throw forbidden();
  }
  return target;
}

function refusedUnlessPool(ctx: ActionContext) {
  if (ctx.position?.kind !== 'pool') throw badRequest(TALENT_POOL_TEXTS.notMember);
}

export async function inviteMembers(
  ctx: ActionContext,
  input: ActionParsedInput<'invite_TalentPoolMembers'>,
) {
  refusedUnlessPool(ctx);
  const { containerId, positionId } = input;
  if (!input.subject) throw badRequest('Ange ett ämne', { subject: 'Ange ett ämne' });
  if (!input.body) throw badRequest('Skriv ett meddelande', { body: 'Skriv ett meddelande' });
  if (!`${input.subject}\n${input.body}`.includes(APPLY_LINK_VARIABLE))
    throw badRequest(TALENT_POOL_TEXTS.needsLink, { body: TALENT_POOL_TEXTS.needsLink });
  const target = await targetFor(ctx, containerId, input.targetPositionId);
  const ids = [...new Set(input.applicantIds)];
  const recipients = await recipientsOf(ctx.db, containerId, positionId, ids);
  if (recipients.length !== ids.length)
    throw badRequest(TALENT_POOL_TEXTS.notMember, { applicantIds: TALENT_POOL_TEXTS.notMember });

  const [company] = await ctx.db
    .select({ metadata: containers.metadata })
    .from(containers)
    .where(eq(containers.id, containerId));
  const dns = company ? profileFromProperties(company.metadata.properties).dns || null : null;
  const applyUrl = `${careerSiteUrl(ctx.services.config.appUrl, dns)}${positionPath(target)}/apply`;
  const expiresAt = new Date(Date.now() + INVITE_DAYS * DAY_MS);
  const withLinks = recipients.map((r) => ({ ...r, token: newLinkToken() }));
  await ctx.db.insert(talentPoolInvites).values(
    withLinks.map((r) => ({
      containerId,
      applicationId: r.applicationId,
      positionId: target.id,
      tokenHash: tokenHash(r.token),
      createdBy: ctx.user.id,
      expiresAt,
    })),
  );
  const sent = await queueApplicantEmails(
    ctx,
    containerId,
    positionId,
    withLinks.map(({ token, ...r }) => ({ ...r, applyLink: `${applyUrl}?${INVITE_PARAM}=${token}` })),
    input.subject,
    input.body,
    { '##POSITION##': target.name },
  );
  await logApplication(
    ctx.db,
    recipients.map((r) => ({
      containerId,
      applicationId: r.applicationId,
      userId: ctx.user.id,
      kind: 'talent_pool',
      message: TALENT_POOL_TEXTS.logInvited(target.name),
      data: { positionId: target.id },
    })),
  );
  return { sent, message: TALENT_POOL_TEXTS.invited(sent) };
}

/** The member's answers that the target's form asks by the same key (the same question), files left out. */
export function answersFor(form: FormProperty[], metadata: Answers): Answers {
  const asked = new Map(form.map((p) => [p.key, p.type]));
  return Object.fromEntries(
    Object.entries(metadata).filter(([key, value]) => {
      const type = asked.get(key);
      return type !== undefined && type !== 'file' && type !== 'imageBase64' && typeof value !== 'object';
    }),
  );
}

/** The member's original files (not their previews) as the target's form would have them. */
export async function memberFiles(db: Queryable, memberId: number, targetForm: FormProperty[]) {
  const files = await db
    .select()
    .from(applicationFiles)
    .where(and(eq(applicationFiles.applicationId, memberId), eq(applicationFiles.kind, 'original')));
  const asked = new Set(targetForm.filter((p) => p.type === 'file').map((p) => p.key));
  // A file the target asks by the same key answers that question; any other goes along unasked.
  return files.map((f) => ({ ...f, propertyKey: asked.has(f.propertyKey) ? f.propertyKey : '' }));
}

/**
 * Copies of the member's files, bytes read from the store, for a new application on the target: the one
 * copy both 'Lägg till i tjänst' and an application through an invitation make.
 */
export async function memberFileCopies(
  db: Queryable,
  storage: FileStorage,
  member: { id: number; containerId: number },
  targetForm: FormProperty[],
): Promise<(NewApplicationFile & { file: CheckedFile })[]> {
  const files = await memberFiles(db, member.id, targetForm);
  return Promise.all(
    files.map(async (f) => ({
      propertyKey: f.propertyKey,
      filename: f.filename,
      file: {
        bytes: await storage.read({
          containerId: member.containerId,
          applicationId: member.id,
          storedName: f.storedName,
        }),
        contentType: f.contentType,
        extension: f.storedName.split('.').pop() ?? 'bin',
      },
    })),
  );
}

/**
 * An application on the target made of the member's data: their person, answers the target asks, consent,
 * and copies of their original files (written pending, final after the commit). The member stays in the pool.
 */
export async function addMember(ctx: ActionContext, input: ActionParsedInput<'add_TalentPoolMember'>) {
  refusedUnlessPool(ctx);
  const { containerId } = input;
  const member = ctx.application!;
  const target = await targetFor(ctx, containerId, input.targetPositionId);
  const [added] = await ctx.db
    .insert(jobApplications)
    .values({
      containerId,
      positionId: target.id,
      userId: member.userId,
      metadata: answersFor(target.form, member.metadata as Answers),
      info: member.info,
      consent: member.consent,
      isManuallyCreated: true,
    })
    .onConflictDoNothing({ target: [jobApplications.positionId, jobApplications.userId] })
    .returning({ id: jobApplications.id });
  if (!added) throw conflict(TALENT_POOL_TEXTS.alreadyApplied);

  const { storage } = ctx.services;
  for (const file of await memberFileCopies(ctx.db, storage, member, target.form)) {
    const storedName = FileStorage.newStoredName(file.file.extension);
    const ref = { containerId, applicationId: added.id, storedName };
    const pending = await storage.writePending(ref, file.file.bytes);
    ctx.afterRollback(() => pending.discard());
    ctx.afterCommit(() => pending.finish());
    const [copied] = await ctx.db
      .insert(applicationFiles)
      .values({
        applicationId: added.id,
        containerId,
        propertyKey: file.propertyKey,
        filename: file.filename,
        storedName,
        contentType: file.file.contentType,
        size: file.file.bytes.length,
      })
      .returning({ id: applicationFiles.id });
    if (isConvertibleDocument(file.filename))
      await enqueueJob(ctx.db, 'convert-document', { fileId: copied!.id }, { containerId });
    await enqueueJob(ctx.db, 'extract-text', { fileId: copied!.id }, { containerId });
  }
  const line = (applicationId: number, message: string) => ({
    containerId,
    applicationId,
    userId: ctx.user.id,
    kind: 'talent_pool',
    message,
    data: { positionId: target.id, applicationId: added.id },
  });
  await logApplication(ctx.db, [
    line(member.id, TALENT_POOL_TEXTS.logAdded(target.name)),
    line(added.id, TALENT_POOL_TEXTS.logFromPool),
  ]);
  await ctx.audit({
    kind: 'talent-pool',
    summary: `Lade till ${member.info.name || 'en medlem'} från talangpoolen i ${target.name}`,
    containerId,
    data: { positionId: target.id, applicationId: added.id, fromApplicationId: member.id },
  });
  return { applicationId: added.id, positionId: target.id };
}
