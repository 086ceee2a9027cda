/** What the applicant actions send to the client: an application's detail, a note, the questionnaire. */
import { and, asc, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  answerRows,
  hasPositionRight,
  requirementFulfilment,
  type ApplicantDetail,
  type ApplicantInfo,
  type ApplicantNote,
  type LabelEmailTemplate,
  type QuestionnaireSkill,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import {
  applicationFiles,
  applicationLog,
  applicationNotes,
  emailLog,
  positionSkills,
  positions,
  questionnaireAnswers,
  skillQuestions,
  skills,
  users,
} from '../../db/schema.ts';
import { labelTemplateFor } from '../email-templates/index.ts';
import type { ActionContext } from '../../platform/action-context.ts';
import { personColumns, personName } from '../../platform/person-name.ts';
import {
  applicantPageQuery,
  applicationOf,
  currentAge,
  positionContext,
  sortValueOf,
  type ListFilter,
  unix,
  type PositionContext,
} from './queries.ts';
import { companyLabels } from '../labels/index.ts';
import { applicationTagList } from '../tags/index.ts';
import { anonymousDetail, reviewStateOf, viewerOf, visibilityOf } from '../anonymity/index.ts';

export async function applicantDetail(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  applicantId: number,
  filter: ListFilter | null,
  position?: PositionContext,
): Promise<ApplicantDetail> {
  const { db } = ctx;
  const pos = position ?? (await positionContext(db, containerId, positionId));
  const row = await applicationOf(db, containerId, positionId, applicantId);
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  // A note or a log line, oldest first, with who wrote it (left-joined: the author may be gone).
  const authored = <Columns extends SelectedFields>(
    table: typeof applicationNotes | typeof applicationLog,
    columns: Columns,
  ) =>
    db
      .select({ id: table.id, ...columns, createdAt: table.createdAt, authorId: users.id, ...personColumns })
      .from(table)
      .leftJoin(users, eq(users.id, table.userId))
      .where(eq(table.applicationId, applicantId))
      .orderBy(asc(table.createdAt), asc(table.id));
  // Side by side on the pool; inside a mutation, its transaction's one client sends them in turn.
  const [allLabels, notes, logs, files, emailed, tags] = await Promise.all([
    companyLabels(db, containerId),
    authored(applicationNotes, { text: applicationNotes.text }),
    authored(applicationLog, { kind: applicationLog.kind, message: applicationLog.message }),
    db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.applicationId, applicantId))
      .orderBy(asc(applicationFiles.id)),
    db
      .select({ id: emailLog.id })
      .from(emailLog)
      .where(and(eq(emailLog.applicationId, applicantId), eq(emailLog.containerId, containerId)))
      .limit(1),
    applicationTagList(db, applicantId),
  ]);
  let previousId: number | null = null;
  let nextId: number | null = null;
  if (filter) {
    // The row's place in the sort, written by the database (its lower() and timestamps, not JavaScript's).
    const here: [string, number] = [await sortValueOf(db, applicantId, filter), applicantId];
    const neighbour = async (direction: 'forward' | 'backward') => {
      const [n] = await applicantPageQuery(db, containerId, positionId, filter, {
        take: 0,
        after: here,
        direction,
        withMetadata: false,
      });
      return n?.id ?? null;
    };
    previousId = await neighbour('backward');
    nextId = await neighbour('forward');
  }
  const info = row.info ?? ({} as ApplicantInfo);
  const author = (r: {
    authorId: number | null;
    firstname: string | null;
    lastname: string | null;
    email: string | null;
  }) => (r.authorId === null ? null : { id: r.authorId, name: personName(r) });
  const detail: ApplicantDetail = {
    id: row.id,
    created: unix(row.createdAt),
    userId: row.userId,
    positionId,
    position: { id: pos.id, name: pos.name },
    user: { id: row.userId, email: user?.email ?? info.email ?? '' },
    info: {
      firstname: info.firstname ?? '',
      lastname: info.lastname ?? '',
      name: info.name ?? '',
      email: info.email ?? user?.email ?? '',
      ssn: info.ssn ?? '',
      dateOfBirth: info.dateOfBirth ?? null,
      age: pos.showAge ? currentAge(info) : null,
      gender: pos.showGender ? (info.gender ?? null) : null,
      address: info.address ?? '',
      zipCode: info.zipCode ?? '',
      city: info.city ?? '',
      emailNotificationSent: emailed.length > 0,
    },
    showAge: pos.showAge,
    showGender: pos.showGender,
    labelId: row.labelId,
    processLabelId: row.processLabelId,
    labels: allLabels.filter((l) => l.id === row.labelId || l.id === row.processLabelId),
    tags,
    isManuallyCreated: row.isManuallyCreated,
    otherOffer: row.otherOffer,
    note: row.note,
    metadata: row.metadata,
    answers: answerRows(pos.form, row.metadata),
    notes: notes.map((n) => noteView(n, author(n))),
    logs: [
      // Applications that came in through the public form before anything was logged start the log too.
      ...(logs.some((l) => l.kind === 'created')
        ? []
        : [{ id: 0, kind: 'created', message: 'Ansökan inkom', created: unix(row.createdAt), author: null }]),
      ...logs.map((l) => ({
        id: l.id,
        kind: l.kind,
        message: l.message,
        created: unix(l.createdAt),
        author: author(l),
      })),
    ],
    files: files.map((f) => ({
      id: f.id,
      filename: f.filename,
      contentType: f.contentType,
      size: f.size,
      kind: f.kind,
      derivedFromId: f.derivedFromId,
      created: unix(f.createdAt),
    })),
    requirements: requirementFulfilment(pos.form, row.metadata),
    previousId,
    nextId,
    canEdit: hasPositionRight('writer', ctx.role, ctx.positionPermissionId),
  };
  const visibility = await visibilityOf(db, viewerOf(ctx), row.id);
  if (visibility.state !== 'named') return anonymousDetail(detail, visibility, pos.form);
  const review = await reviewStateOf(db, row.id);
  return review ? { ...detail, review } : detail;
}

/** A note as the client shows it; the author is null when the account is gone. */
export const noteView = (
  note: { id: number; text: string; createdAt: Date },
  author: ApplicantNote['author'],
): ApplicantNote => ({ id: note.id, text: note.text, created: unix(note.createdAt), author });

/** The e-mail offered once the label is set: its template for the position's type, else its type-less one. */
export async function offeredTemplate(
  db: Queryable,
  containerId: number,
  positionId: number,
  labelId: number,
): Promise<LabelEmailTemplate | null> {
  const [position] = await db
    .select({ positionTypeId: positions.positionTypeId })
    .from(positions)
    .where(eq(positions.id, positionId));
  return labelTemplateFor(db, containerId, labelId, position?.positionTypeId ?? null);
}

export async function questionnaire(
  db: Queryable,
  containerId: number,
  positionId: number,
  applicantId: number,
): Promise<QuestionnaireSkill[]> {
  const rows = await db
    .select({
      skillId: skills.id,
      name: skills.name,
      description: skills.description,
      icon: skills.icon,
      questionId: skillQuestions.id,
      question: skillQuestions.question,
      answer: questionnaireAnswers.answer,
    })
    .from(positionSkills)
    .innerJoin(skills, and(eq(skills.id, positionSkills.skillId), eq(skills.containerId, containerId)))
    .leftJoin(skillQuestions, eq(skillQuestions.skillId, skills.id))
    .leftJoin(
      questionnaireAnswers,
      and(
        eq(questionnaireAnswers.questionId, skillQuestions.id),
        eq(questionnaireAnswers.applicationId, applicantId),
      ),
    )
    .where(and(eq(positionSkills.positionId, positionId), eq(positionSkills.containerId, containerId)))
    .orderBy(asc(skills.name), asc(skills.id), asc(skillQuestions.sortOrder), asc(skillQuestions.id));
  const bySkill = new Map<number, QuestionnaireSkill>();
  for (const r of rows) {
    let skill = bySkill.get(r.skillId);
    if (!skill) {
      skill = { id: r.skillId, name: r.name, description: r.description, icon: r.icon, questions: [] };
      bySkill.set(r.skillId, skill);
    }
    if (r.questionId !== null)
      skill.questions.push({ id: r.questionId, question: r.question ?? '', answer: r.answer ?? '' });
  }
  return [...bySkill.values()];
}
