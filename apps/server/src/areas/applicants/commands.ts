/**
 * What the applicant actions change: an application, its notes, its answers to the skill questions and
 * its files; the staff's answers are checked against the position's form first.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  APPLICANT_TEXTS,
  NO_LABEL,
  applicantInfoFrom,
  stockholmDate,
  withNormalizedSsns,
  type ActionParsedInput,
  type Answers,
  type FormProperty,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import {
  applicationFiles,
  applicationNotes,
  jobApplications,
  labels,
  questionnaireAnswers,
} from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.ts';
import { logApplication, type ApplicationLogEntry } from '../../platform/application-log.ts';
import { applicantUserId } from './applications.ts';
import { actorOf } from '../../platform/audit.ts';
import { withdrawNotifications } from '../../platform/notifications.ts';
import { erasePerson } from '../gdpr/index.ts';
import type { StoredFileRef } from '../../platform/storage.ts';
import type { ActionContext, ScopedApplication } from '../../platform/action-context.ts';
import { type PositionContext } from './queries.ts';
import { labelOf } from '../labels/index.ts';
import { questionnaire } from './presenters.ts';
import { publishApplicantsChanged } from '../../platform/live-events.ts';

const t = jobApplications;

type ApplicationEdit = Pick<ActionParsedInput<'update_Applicant'>, 'metadata' | 'otherOffer' | 'note'>;
type NewApplication = Omit<ActionParsedInput<'create_Applicant'>, 'containerId' | 'positionId'>;
type QuestionnaireAnswers = ActionParsedInput<'update_Questionnaire'>['skills'];

/** A line of the application's log, written by the caller. */
const logged = (
  ctx: Pick<ActionContext, 'user'>,
  containerId: number,
  applicationId: number,
  kind: string,
  message: string,
  data?: Record<string, unknown>,
): ApplicationLogEntry => ({ containerId, applicationId, userId: ctx.user.id, kind, message, data });

/**
 * The staff's answers kept for a position: only the form's own keys of types a person types or ticks
 * (files come through the file actions), each of the kind its property takes; a valid personal number as
 * its 12 digits.
 */
export function staffAnswers(
  form: FormProperty[],
  metadata: Record<string, string | boolean | null>,
): Answers {
  const byKey = new Map(form.map((p) => [p.key, p]));
  const kept: Answers = {};
  for (const [key, value] of Object.entries(metadata)) {
    const p = byKey.get(key);
    if (!p || p.type === 'file' || p.type === 'imageBase64' || p.type === 'group' || p.type === 'periodGroup')
      continue;
    const wantsBoolean = p.type === 'checkbox' || p.type === 'periodCheckbox' || p.type === 'radio';
    if (value !== null && wantsBoolean !== (typeof value === 'boolean'))
      throw badRequest('Ogiltigt svar', { [`metadata.${key}`]: 'Ogiltigt svar' });
    if (p.type === 'radioGroup' && typeof value === 'string' && value && !p.data?.keys?.includes(value))
      throw badRequest('Ogiltigt svar', { [`metadata.${key}`]: 'Ogiltigt svar' });
    kept[key] = value;
  }
  return withNormalizedSsns(form, kept, stockholmDate());
}

export const labelName = async (db: Queryable, id: number | null) =>
  id === null
    ? null
    : ((await db.select({ name: labels.name }).from(labels).where(eq(labels.id, id)))[0]?.name ?? null);

/** Opened by staff: no longer unread (only the first time counts). */
export async function markViewed(db: Queryable, containerId: number, applicantId: number) {
  await db
    .update(t)
    .set({ viewedAt: new Date() })
    .where(and(eq(t.id, applicantId), eq(t.containerId, containerId), isNull(t.viewedAt)));
}

/** Saves what staff changed on an application and logs which fields; nothing given, nothing written. */
export async function updateApplication(
  ctx: ActionContext,
  containerId: number,
  pos: PositionContext,
  row: ScopedApplication,
  edit: ApplicationEdit,
) {
  const changes: Partial<typeof t.$inferInsert> = {};
  if (edit.metadata !== undefined) {
    // The given answers change (null clears one); the others, files included (they come through the
    // file actions), stay as they are.
    const answers = { ...row.metadata, ...staffAnswers(pos.form, edit.metadata) };
    changes.metadata = answers;
    changes.info = applicantInfoFrom(answers, row.info?.email ?? '', stockholmDate());
  }
  if (edit.otherOffer !== undefined) changes.otherOffer = edit.otherOffer;
  if (edit.note !== undefined) changes.note = edit.note;
  if (Object.keys(changes).length === 0) return;
  await ctx.db
    .update(t)
    .set(changes)
    .where(and(eq(t.id, row.id), eq(t.containerId, containerId)));
  await logApplication(ctx.db, [
    logged(ctx, containerId, row.id, 'updated', 'Ansökan ändrad', { fields: Object.keys(changes) }),
  ]);
}

/**
 * Adds an applicant by hand: the person's account (the one the e-mail already has, or a new candidate's),
 * the application with its status and note, and their log lines; 409 when the person has applied to the
 * position. Answers the application's id.
 */
export async function createApplication(
  ctx: ActionContext,
  containerId: number,
  pos: PositionContext,
  { email, metadata, isManuallyCreated, labelId, note }: NewApplication,
): Promise<number> {
  const { db } = ctx;
  if (labelId !== NO_LABEL) await labelOf(db, containerId, labelId, 'Interest', { forWrite: true });
  const answers = staffAnswers(pos.form, metadata);
  const info = applicantInfoFrom(answers, email, stockholmDate());
  const userId = await applicantUserId(db, email, info);
  const [application] = await db
    .insert(t)
    .values({
      containerId,
      positionId: pos.id,
      userId,
      metadata: answers,
      info,
      labelId: labelId === NO_LABEL ? null : labelId,
      note,
      isManuallyCreated,
    })
    .onConflictDoNothing({ target: [t.positionId, t.userId] })
    .returning({ id: t.id });
  if (!application) throw conflict(APPLICANT_TEXTS.alreadyApplied);
  const events = [logged(ctx, containerId, application.id, 'created', 'Sökande tillagd för hand')];
  if (labelId !== NO_LABEL)
    events.push(
      logged(ctx, containerId, application.id, 'status', `Status satt till ${await labelName(db, labelId)}`),
    );
  if (note) {
    await db
      .insert(applicationNotes)
      .values({ containerId, applicationId: application.id, userId: ctx.user.id, text: note });
    events.push(logged(ctx, containerId, application.id, 'note', 'Anteckning skriven'));
  }
  await logApplication(db, events);
  await publishApplicantsChanged(db, containerId, pos.id);
  return application.id;
}

/**
 * Deletes an application with its audit entry and the notifications about it (everyone's); its files leave
 * the disk once the deletion is committed.
 */
export async function deleteApplication(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  applicantId: number,
) {
  const files = await filesOf(ctx.db, [applicantId]);
  await withdrawNotifications(ctx.db, containerId, [applicantId]);
  await ctx.db.delete(t).where(and(eq(t.id, applicantId), eq(t.containerId, containerId)));
  await publishApplicantsChanged(ctx.db, containerId, positionId);
  await ctx.audit({
    kind: 'deletion',
    summary: `Tog bort en ansökan (id ${applicantId}) med ${files.length} filer`,
    containerId,
    data: { applicationId: applicantId, positionId, files: files.length },
  });
  removeFilesAfterCommit(ctx, files);
}

/** Writes the caller's note on an application, with its log line. Answers the note's row. */
export async function addNote(ctx: ActionContext, containerId: number, applicantId: number, text: string) {
  const [note] = await ctx.db
    .insert(applicationNotes)
    .values({ containerId, applicationId: applicantId, userId: ctx.user.id, text })
    .returning();
  await logApplication(ctx.db, [logged(ctx, containerId, applicantId, 'note', 'Anteckning skriven')]);
  return note!;
}

/**
 * The application's note for its author to correct or remove: 404 when the application has no such note,
 * 403 when someone else wrote it (a note is its author's word; others write their own).
 */
async function ownNote(ctx: ActionContext, applicantId: number, noteId: number) {
  // The dispatcher checked the application is the company's; the note must be the application's.
  const [note] = await ctx.db
    .select({ userId: applicationNotes.userId })
    .from(applicationNotes)
    .where(and(eq(applicationNotes.id, noteId), eq(applicationNotes.applicationId, applicantId)))
    .for('update');
  if (!note) throw notFound(APPLICANT_TEXTS.noteNotFound);
  if (note.userId !== ctx.user.id) throw forbidden(APPLICANT_TEXTS.notYourNote);
  return note;
}

/** Corrects the caller's own note, with its log line. Answers the note's row. */
export async function editNote(
  ctx: ActionContext,
  containerId: number,
  applicantId: number,
  noteId: number,
  text: string,
) {
  await ownNote(ctx, applicantId, noteId);
  const [note] = await ctx.db
    .update(applicationNotes)
    .set({ text })
    .where(eq(applicationNotes.id, noteId))
    .returning();
  await logApplication(ctx.db, [
    logged(ctx, containerId, applicantId, 'note', 'Anteckning ändrad', { noteId }),
  ]);
  return note!;
}

/** Removes the caller's own note, with its log line. */
export async function removeNote(
  ctx: ActionContext,
  containerId: number,
  applicantId: number,
  noteId: number,
) {
  await ownNote(ctx, applicantId, noteId);
  await ctx.db.delete(applicationNotes).where(eq(applicationNotes.id, noteId));
  await logApplication(ctx.db, [
    logged(ctx, containerId, applicantId, 'note', 'Anteckning borttagen', { noteId }),
  ]);
}

/**
 * Erases the person from the company as the GDPR delete does (erasePerson); 400 when they have no
 * application there. Answers how many applications went.
 */
export async function eraseApplicant(
  ctx: ActionContext,
  containerId: number,
  userId: number,
  reason: string,
) {
  const erased = await erasePerson(ctx.db, {
    containerId,
    userId,
    actorId: ctx.user.id,
    kind: 'erase',
    reason,
    auditActor: actorOf(ctx.user, ctx.ip),
  });
  if (!erased)
    throw badRequest(APPLICANT_TEXTS.applicantNotFound, { userId: APPLICANT_TEXTS.applicantNotFound });
  removeFilesAfterCommit(ctx, erased.files);
  return erased.summary.applications;
}

/**
 * Saves the answers to the position's skill questions (an empty answer removes one) and logs it; a
 * question that is not one of the position's skills' is refused (400) before anything is saved.
 */
export async function saveQuestionnaire(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  applicantId: number,
  given: QuestionnaireAnswers,
) {
  const { db } = ctx;
  const current = await questionnaire(db, containerId, positionId, applicantId);
  const known = new Map(current.flatMap((s) => s.questions.map((q) => [q.id, s.id] as const)));
  for (const skill of given)
    for (const q of skill.questions)
      if (known.get(q.id) !== skill.id)
        throw badRequest('Frågan hör inte till tjänstens kompetenser', {
          skills: 'Frågan hör inte till tjänstens kompetenser',
        });
  const answers = given.flatMap((s) => s.questions);
  const empty = answers.filter((a) => a.answer === '').map((a) => a.id);
  const filled = answers.filter((a) => a.answer !== '');
  if (empty.length)
    await db
      .delete(questionnaireAnswers)
      .where(
        and(
          eq(questionnaireAnswers.applicationId, applicantId),
          inArray(questionnaireAnswers.questionId, empty),
        ),
      );
  if (filled.length)
    await db
      .insert(questionnaireAnswers)
      .values(
        filled.map((a) => ({
          containerId,
          applicationId: applicantId,
          questionId: a.id,
          answer: a.answer,
          updatedBy: ctx.user.id,
        })),
      )
      .onConflictDoUpdate({
        target: [questionnaireAnswers.applicationId, questionnaireAnswers.questionId],
        set: { answer: sql`excluded.answer`, updatedBy: ctx.user.id, updatedAt: new Date() },
      });
  if (answers.length)
    await logApplication(db, [
      logged(ctx, containerId, applicantId, 'questionnaire', 'Kompetensfrågor besvarade'),
    ]);
}

/** Files of the applications, to remove from disk once their rows are gone for good. */
export async function filesOf(db: Queryable, applicationIds: number[]): Promise<StoredFileRef[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      containerId: applicationFiles.containerId,
      applicationId: applicationFiles.applicationId,
      storedName: applicationFiles.storedName,
    })
    .from(applicationFiles)
    .where(inArray(applicationFiles.applicationId, applicationIds));
}

export function removeFilesAfterCommit(ctx: ActionContext, files: StoredFileRef[]) {
  if (files.length)
    ctx.afterCommit(async () => {
      await ctx.services.storage.removeAfterCommit(ctx.services.database.db, files);
    });
}
