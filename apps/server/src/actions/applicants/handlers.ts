import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  APPLICANT_SORTS,
  APPLICANT_SORT_LABELS,
  APPLICANT_TEXTS,
  ALL_LABELS,
  NO_LABEL,
  answerFilterGroups,
  answerRows,
  applicantInfoFrom,
  conditionsAllowed,
  hasPositionRight,
  requirementFulfilment,
  stockholmDate,
  type Answers,
  type ApplicantDetail,
  type ApplicantFilter,
  type ApplicantInfo,
  type FormProperty,
  type QuestionnaireSkill,
} from '@rekry/domain';
import { rowsOf, type Queryable } from '../../db/client.ts';
import {
  applicationFiles,
  applicationLog,
  applicationNotes,
  containerUsers,
  emailLog,
  emailTemplates,
  jobApplications,
  labelEmailTemplates,
  labels,
  notifications,
  positions,
  positionSkills,
  questionnaireAnswers,
  skillQuestions,
  skills,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import type { StoredFileRef } from '../../services/storage.ts';
import type { ActionContext, HandlerMap } from '../types.ts';
import { generateApplicants } from './demo.ts';
import { exportApplicants } from './export.ts';
import {
  applicantPageQuery,
  applicationOf,
  companyLabels,
  countApplicants,
  currentAge,
  encodeCursor,
  filterCondition,
  idIn,
  labelOf,
  logEvents,
  personName,
  positionContext,
  requireApplicationsOf,
  sortValueOf,
  toListItem,
  unix,
  type ListRow,
  type PositionContext,
} from './queries.ts';

const t = jobApplications;

/** Runs the queries one at a time (a transaction has one connection) and gives their results in order. */
async function sequential<T extends readonly unknown[]>(
  queries: readonly [...{ [K in keyof T]: PromiseLike<T[K]> }],
): Promise<T> {
  const results: unknown[] = [];
  for (const q of queries) results.push(await q);
  return results as unknown as T;
}

/** Answer conditions must be options the position's form offers (400 'Okänt filter' otherwise). */
function checkFilter(form: FormProperty[], filter: ApplicantFilter) {
  if (!conditionsAllowed(form, filter.answers))
    throw badRequest(APPLICANT_TEXTS.unknownFilter, { answers: APPLICANT_TEXTS.unknownFilter });
}

/** A label filter other than 'Alla' and 'Ej behandlad' must be one of the company's labels of that type. */
async function checkLabelFilter(db: Queryable, containerId: number, filter: ApplicantFilter) {
  if (filter.labelId !== ALL_LABELS && filter.labelId !== NO_LABEL)
    await labelOf(db, containerId, filter.labelId, 'Interest');
  if (filter.processLabelId !== ALL_LABELS && filter.processLabelId !== NO_LABEL)
    await labelOf(db, containerId, filter.processLabelId, 'Process', 'processLabelId');
  if (filter.otherPositionId > 0) {
    const [other] = await db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.id, filter.otherPositionId), eq(positions.containerId, containerId)));
    if (!other)
      throw badRequest(APPLICANT_TEXTS.unknownPosition, { otherPositionId: APPLICANT_TEXTS.unknownPosition });
  }
}

/**
 * The staff's answers kept for a position: only the form's own keys of types a person types or ticks
 * (files come through the file actions), each of the kind its property takes.
 */
function staffAnswers(form: FormProperty[], metadata: Record<string, string | boolean | null>): Answers {
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
  return kept;
}

async function applicantDetail(
  ctx: ActionContext,
  containerId: number,
  positionId: number,
  applicantId: number,
  filter: ApplicantFilter | null,
  position?: PositionContext,
): Promise<ApplicantDetail> {
  const { db } = ctx;
  const pos = position ?? (await positionContext(db, containerId, positionId));
  const row = await applicationOf(db, containerId, positionId, applicantId);
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  // Who wrote a note or a log line (left-joined: the author may be gone).
  const authorColumns = {
    authorId: users.id,
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
  };
  // One after another: inside a mutation this is one transaction's connection.
  const [allLabels, notes, logs, files, emailed] = await sequential([
    companyLabels(db, containerId),
    db
      .select({
        id: applicationNotes.id,
        text: applicationNotes.text,
        createdAt: applicationNotes.createdAt,
        ...authorColumns,
      })
      .from(applicationNotes)
      .leftJoin(users, eq(users.id, applicationNotes.userId))
      .where(eq(applicationNotes.applicationId, applicantId))
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id)),
    db
      .select({
        id: applicationLog.id,
        kind: applicationLog.kind,
        message: applicationLog.message,
        createdAt: applicationLog.createdAt,
        ...authorColumns,
      })
      .from(applicationLog)
      .leftJoin(users, eq(users.id, applicationLog.userId))
      .where(eq(applicationLog.applicationId, applicantId))
      .orderBy(asc(applicationLog.createdAt), asc(applicationLog.id)),
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
  ]);
  let previousId: number | null = null;
  let nextId: number | null = null;
  if (filter) {
    // The row's place in the sort, written by the database (its lower() and timestamps, not JavaScript's).
    const here: [string, number] = [await sortValueOf(db, applicantId, filter.sort), applicantId];
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
  return {
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
    isManuallyCreated: row.isManuallyCreated,
    otherOffer: row.otherOffer,
    note: row.note,
    metadata: row.metadata,
    answers: answerRows(pos.form, row.metadata),
    notes: notes.map((n) => ({ id: n.id, text: n.text, created: unix(n.createdAt), author: author(n) })),
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
}

const labelName = async (db: Queryable, id: number | null) =>
  id === null
    ? null
    : ((await db.select({ name: labels.name }).from(labels).where(eq(labels.id, id)))[0]?.name ?? null);

/** Files of the applications, to remove from disk once their rows are gone for good. */
async function filesOf(db: Queryable, applicationIds: number[]): Promise<StoredFileRef[]> {
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

function removeFilesAfterCommit(ctx: ActionContext, files: StoredFileRef[]) {
  if (files.length)
    ctx.afterCommit(async () => {
      await Promise.all(files.map((f) => ctx.services.storage.remove(f)));
    });
}

async function questionnaire(
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

export const applicantHandlers = {
  async get_ApplicantFilters({ containerId, positionId }, { db }) {
    const pos = await positionContext(db, containerId, positionId);
    const all = await companyLabels(db, containerId);
    const ofType = (type: 'Interest' | 'Process') =>
      all.filter((l) => l.labelType.name === type).map((l) => ({ value: l.id, label: l.name }));
    return {
      status: [
        { value: ALL_LABELS, label: APPLICANT_TEXTS.all },
        { value: NO_LABEL, label: APPLICANT_TEXTS.unprocessed },
        ...ofType('Interest'),
      ],
      processLevel: [
        { value: ALL_LABELS, label: APPLICANT_TEXTS.all },
        { value: NO_LABEL, label: APPLICANT_TEXTS.noProcessLevel },
        ...ofType('Process'),
      ],
      positions: [
        { value: ALL_LABELS, label: APPLICANT_TEXTS.all },
        ...(await db
          .select({ value: positions.id, label: positions.name })
          .from(positions)
          .where(and(eq(positions.containerId, containerId), ne(positions.id, positionId)))
          .orderBy(desc(positions.id))
          .limit(100)),
      ],
      answers: answerFilterGroups(pos.form),
      sorts: APPLICANT_SORTS.map((value) => ({ value, label: APPLICANT_SORT_LABELS[value] })),
    };
  },

  async get_ApplicantsByPosition({ containerId, positionId, take, after, ...filter }, { db }) {
    const pos = await positionContext(db, containerId, positionId);
    checkFilter(pos.form, filter);
    await checkLabelFilter(db, containerId, filter);
    // Not a transaction: the page and the count go to the pool side by side.
    const [rows, count] = await Promise.all([
      applicantPageQuery(db, containerId, positionId, filter, { take, after }) as Promise<ListRow[]>,
      after === undefined
        ? // A text search reads every row it passes: its count stops sooner.
          countApplicants(db, containerId, positionId, filter, filter.query ? 200 : 1_000)
        : null,
    ]);
    const page = rows.slice(0, take);
    const today = stockholmDate();
    const last = page[page.length - 1];
    const shared = { ...pos, form: answerFilterGroups(pos.form) };
    return {
      items: page.map((r) => toListItem(r, shared, today)),
      nextCursor: rows.length > take && last ? encodeCursor(last.cursorValue, last.id) : null,
      total: count?.total ?? null,
      totalIsCapped: count?.capped ?? false,
      showAge: pos.showAge,
      showGender: pos.showGender,
    };
  },

  async get_ApplicantById({ containerId, positionId, applicantId, ...filter }, ctx) {
    const pos = await positionContext(ctx.db, containerId, positionId);
    checkFilter(pos.form, filter);
    await checkLabelFilter(ctx.db, containerId, filter);
    const detail = await applicantDetail(ctx, containerId, positionId, applicantId, filter, pos);
    // Opened by staff: no longer unread (only the first time counts).
    await ctx.db
      .update(t)
      .set({ viewedAt: new Date() })
      .where(and(eq(t.id, applicantId), eq(t.containerId, containerId), isNull(t.viewedAt)));
    return detail;
  },

  async update_Applicant({ containerId, positionId, applicantId, metadata, otherOffer, note }, ctx) {
    const pos = await positionContext(ctx.db, containerId, positionId);
    const row = ctx.application;
    const changes: Partial<typeof t.$inferInsert> = {};
    if (metadata !== undefined) {
      // The given answers change (null clears one); the others, files included (they come through the
      // file actions), stay as they are.
      const answers = { ...row.metadata, ...staffAnswers(pos.form, metadata) };
      changes.metadata = answers;
      changes.info = applicantInfoFrom(answers, row.info?.email ?? '', stockholmDate());
    }
    if (otherOffer !== undefined) changes.otherOffer = otherOffer;
    if (note !== undefined) changes.note = note;
    if (Object.keys(changes).length) {
      await ctx.db
        .update(t)
        .set(changes)
        .where(and(eq(t.id, applicantId), eq(t.containerId, containerId)));
      await logEvents(ctx.db, [
        {
          containerId,
          applicationId: applicantId,
          userId: ctx.user.id,
          kind: 'updated',
          message: 'Ansökan ändrad',
          data: { fields: Object.keys(changes) },
        },
      ]);
    }
    return applicantDetail(ctx, containerId, positionId, applicantId, null, pos);
  },

  async create_Applicant(
    { containerId, positionId, email, metadata, isManuallyCreated, labelId, note },
    ctx,
  ) {
    const { db } = ctx;
    const pos = await positionContext(db, containerId, positionId);
    if (labelId !== NO_LABEL) await labelOf(db, containerId, labelId, 'Interest');
    const answers = staffAnswers(pos.form, metadata);
    const info = applicantInfoFrom(answers, email, stockholmDate());
    const [created] = await db
      .insert(users)
      .values({ email, firstname: info.firstname, lastname: info.lastname, isCandidate: true })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    const userId =
      created?.id ?? (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const [application] = await db
      .insert(t)
      .values({
        containerId,
        positionId,
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
    const events = [
      {
        containerId,
        applicationId: application.id,
        userId: ctx.user.id,
        kind: 'created',
        message: 'Sökande tillagd för hand',
      },
    ];
    if (labelId !== NO_LABEL)
      events.push({
        containerId,
        applicationId: application.id,
        userId: ctx.user.id,
        kind: 'status',
        message: `Status satt till ${await labelName(db, labelId)}`,
      });
    if (note) {
      await db
        .insert(applicationNotes)
        .values({ containerId, applicationId: application.id, userId: ctx.user.id, text: note });
      events.push({
        containerId,
        applicationId: application.id,
        userId: ctx.user.id,
        kind: 'note',
        message: 'Anteckning skriven',
      });
    }
    await logEvents(db, events);
    return applicantDetail(ctx, containerId, positionId, application.id, null, pos);
  },

  async delete_JobApplication({ containerId, applicantId }, ctx) {
    const files = await filesOf(ctx.db, [applicantId]);
    await ctx.db.delete(t).where(and(eq(t.id, applicantId), eq(t.containerId, containerId)));
    removeFilesAfterCommit(ctx, files);
    return { ok: true as const, message: APPLICANT_TEXTS.applicationDeleted };
  },

  async update_ApplicantStatus({ containerId, positionId, labelId, ids, filter, labelType }, ctx) {
    const { db } = ctx;
    const column = labelType === 'Interest' ? t.labelId : t.processLabelId;
    const label = labelId === NO_LABEL ? null : await labelOf(db, containerId, labelId, labelType);
    let chosen;
    if (ids) {
      chosen = idIn(await requireApplicationsOf(db, containerId, positionId, ids));
    } else {
      // 'All' in the list: every application the list's filter matches, not only the loaded pages.
      const pos = await positionContext(db, containerId, positionId);
      checkFilter(pos.form, filter!);
      await checkLabelFilter(db, containerId, filter!);
      chosen = filterCondition(containerId, positionId, filter!);
    }
    const target = label?.id ?? null;
    const what = labelType === 'Interest' ? 'Status' : 'Processnivå';
    const message = label ? `${what} ändrad till ${label.name}` : `${what} borttagen`;
    // One statement: the applications whose label really changes, and a log line for each of them.
    const columnName = sql.raw(labelType === 'Interest' ? '"label_id"' : '"process_label_id"');
    const result = await db.execute(sql`
      with changed as (
        update ${t} set ${columnName} = ${target}::int
        where ${and(chosen, eq(t.positionId, positionId), eq(t.containerId, containerId))}
          and ${column} is distinct from ${target}::int
        returning ${t.id} as id
      ), logged as (
        insert into ${applicationLog} (container_id, application_id, user_id, kind, message, data)
        select ${containerId}::int, id, ${ctx.user.id}::int, ${labelType === 'Interest' ? 'status' : 'process'},
          ${message}, ${JSON.stringify({ labelId: target })}::jsonb
        from changed
      )
      select id from changed order by id`);
    const changed = rowsOf<{ id: number }>(result).map((r) => ({
      id: Number(r.id),
    }));
    if (changed.length && labelType === 'Interest') {
      const [position] = await db
        .select({ name: positions.name })
        .from(positions)
        .where(eq(positions.id, positionId));
      await db.insert(notifications).values({
        containerId,
        type: 'update_jobApplicationStatus',
        title: 'Status ändrad',
        message:
          changed.length === 1
            ? `${message} för en sökande till ${position?.name ?? ''}`
            : `${message} för ${changed.length} sökande till ${position?.name ?? ''}`,
        data: { positionId, id: changed[0]!.id },
      });
    }
    const [template] = label
      ? await db
          .select({
            id: labelEmailTemplates.id,
            labelId: labelEmailTemplates.labelId,
            name: labelEmailTemplates.name,
            subject: labelEmailTemplates.subject,
            content: labelEmailTemplates.content,
          })
          .from(labelEmailTemplates)
          .where(
            and(eq(labelEmailTemplates.labelId, label.id), eq(labelEmailTemplates.containerId, containerId)),
          )
      : [];
    return { ok: true as const, updated: changed.length, labelEmailTemplate: template ?? null };
  },

  async create_ApplicantNote({ containerId, applicantId, text }, ctx) {
    const [note] = await ctx.db
      .insert(applicationNotes)
      .values({ containerId, applicationId: applicantId, userId: ctx.user.id, text })
      .returning();
    await logEvents(ctx.db, [
      {
        containerId,
        applicationId: applicantId,
        userId: ctx.user.id,
        kind: 'note',
        message: 'Anteckning skriven',
      },
    ]);
    return {
      id: note!.id,
      text: note!.text,
      created: unix(note!.createdAt),
      author: { id: ctx.user.id, name: personName(ctx.user) },
    };
  },

  async delete_ApplicantFromContainer({ containerId, userId }, ctx) {
    const { db } = ctx;
    const applications = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.containerId, containerId)));
    if (applications.length === 0)
      throw badRequest(APPLICANT_TEXTS.applicantNotFound, { userId: APPLICANT_TEXTS.applicantNotFound });
    const ids = applications.map((a) => a.id);
    const files = await filesOf(db, ids);
    await db.delete(t).where(and(inArray(t.id, ids), eq(t.containerId, containerId)));
    // A person who is only an applicant (no password, no company, no other application) goes entirely.
    await db.execute(sql`
      delete from ${users} u
      where u.id = ${userId} and u.password_hash is null and not u.is_superuser
        and not exists (select 1 from ${containerUsers} cu where cu.user_id = u.id)
        and not exists (select 1 from ${t} ja where ja.user_id = u.id)`);
    removeFilesAfterCommit(ctx, files);
    return { ok: true as const, removed: ids.length, message: APPLICANT_TEXTS.applicantRemoved };
  },

  async get_Questionnaire({ containerId, positionId, applicantId }, { db }) {
    return questionnaire(db, containerId, positionId, applicantId);
  },

  async update_Questionnaire({ containerId, positionId, applicantId, skills: given }, ctx) {
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
      await logEvents(db, [
        {
          containerId,
          applicationId: applicantId,
          userId: ctx.user.id,
          kind: 'questionnaire',
          message: 'Kompetensfrågor besvarade',
        },
      ]);
    return questionnaire(db, containerId, positionId, applicantId);
  },

  async get_Labels({ containerId }, { db }) {
    return companyLabels(db, containerId);
  },

  async get_EmailTemplates({ containerId }, { db }) {
    return db
      .select({
        id: emailTemplates.id,
        title: emailTemplates.title,
        subject: emailTemplates.subject,
        text: emailTemplates.text,
        positionTypeId: emailTemplates.positionTypeId,
      })
      .from(emailTemplates)
      .where(eq(emailTemplates.containerId, containerId))
      .orderBy(asc(emailTemplates.title), asc(emailTemplates.id));
  },

  async get_LabelEmailTemplates({ containerId }, { db }) {
    return db
      .select({
        id: labelEmailTemplates.id,
        labelId: labelEmailTemplates.labelId,
        name: labelEmailTemplates.name,
        subject: labelEmailTemplates.subject,
        content: labelEmailTemplates.content,
      })
      .from(labelEmailTemplates)
      .where(eq(labelEmailTemplates.containerId, containerId))
      .orderBy(asc(labelEmailTemplates.labelId));
  },

  async create_DemoApplicants({ containerId, positionId, count }, { db }) {
    const pos = await positionContext(db, containerId, positionId);
    return { created: await generateApplicants(db, containerId, positionId, pos.form, count) };
  },

  async export_Applicants({ containerId, positionId, format, ...filter }, { db }) {
    const pos = await positionContext(db, containerId, positionId);
    checkFilter(pos.form, filter);
    await checkLabelFilter(db, containerId, filter);
    return exportApplicants(db, containerId, pos, filter, format);
  },
} satisfies Partial<HandlerMap>;
