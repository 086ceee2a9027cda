import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  APPLICANT_SORTS,
  APPLICANT_SORT_LABELS,
  APPLICANT_TEXTS,
  ALL_LABELS,
  NO_LABEL,
  answerFilterGroups,
  applicantInfoFrom,
  stockholmDate,
} from '@rekry/domain';
import {
  applicationNotes,
  emailTemplates,
  jobApplications,
  labelEmailTemplates,
  positions,
  questionnaireAnswers,
  users,
} from '../../db/schema.ts';
import { badRequest, conflict } from '../../core/errors.ts';
import { logApplication, type ApplicationLogEntry } from '../../services/application-log.ts';
import { notifyCompany } from '../../services/notifications.ts';
import { labelTemplateFor } from '../templates/email-templates.ts';
import { erasePerson } from '../../services/personal-data.ts';
import type { HandlerMap } from '../types.ts';
import { actorOf } from '../../services/audit.ts';
import { generateApplicants } from '../../services/applicant-generator.ts';
import { exportApplicants } from './export.ts';
import {
  applicantPageQuery,
  companyLabels,
  countApplicants,
  encodeCursor,
  filterCondition,
  idIn,
  labelOf,
  personName,
  positionContext,
  requireApplicationsOf,
  toListItem,
  unix,
  type ListRow,
} from './queries.ts';
import { applicantDetail, questionnaire } from './presenters.ts';
import {
  checkFilter,
  checkLabelFilter,
  filesOf,
  labelName,
  removeFilesAfterCommit,
  staffAnswers,
} from './commands.ts';

const t = jobApplications;

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
      await logApplication(ctx.db, [
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
    const events: ApplicationLogEntry[] = [
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
    await logApplication(db, events);
    return applicantDetail(ctx, containerId, positionId, application.id, null, pos);
  },

  async delete_JobApplication({ containerId, applicantId }, ctx) {
    const files = await filesOf(ctx.db, [applicantId]);
    await ctx.db.delete(t).where(and(eq(t.id, applicantId), eq(t.containerId, containerId)));
    await ctx.audit({
      kind: 'deletion',
      summary: `Tog bort en ansökan (id ${applicantId}) med ${files.length} filer`,
      containerId,
      data: { applicationId: applicantId, positionId: ctx.position.id, files: files.length },
    });
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
    // Only the applications whose label really changes get a log line.
    const changed = await db
      .update(t)
      .set(labelType === 'Interest' ? { labelId: target } : { processLabelId: target })
      .where(
        and(
          chosen,
          eq(t.positionId, positionId),
          eq(t.containerId, containerId),
          sql`${column} is distinct from ${target}::int`,
        ),
      )
      .returning({ id: t.id });
    changed.sort((a, b) => a.id - b.id);
    await logApplication(
      db,
      changed.map(({ id }) => ({
        containerId,
        applicationId: id,
        userId: ctx.user.id,
        kind: labelType === 'Interest' ? 'status' : 'process',
        message,
        data: { labelId: target },
      })),
    );
    if (changed.length && labelType === 'Interest') {
      const [position] = await db
        .select({ name: positions.name })
        .from(positions)
        .where(eq(positions.id, positionId));
      await notifyCompany(db, {
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
    // The e-mail offered: the label's template for the position's type, else its type-less one.
    let template = null;
    if (label) {
      const [position] = await db
        .select({ positionTypeId: positions.positionTypeId })
        .from(positions)
        .where(eq(positions.id, positionId));
      template = await labelTemplateFor(db, containerId, label.id, position?.positionTypeId ?? null);
    }
    return { ok: true as const, updated: changed.length, labelEmailTemplate: template ?? null };
  },

  async create_ApplicantNote({ containerId, applicantId, text }, ctx) {
    const [note] = await ctx.db
      .insert(applicationNotes)
      .values({ containerId, applicationId: applicantId, userId: ctx.user.id, text })
      .returning();
    await logApplication(ctx.db, [
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

  async delete_ApplicantFromContainer({ containerId, userId, reason }, ctx) {
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
    return {
      ok: true as const,
      removed: erased.summary.applications,
      message: APPLICANT_TEXTS.applicantRemoved,
    };
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
      await logApplication(db, [
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
        positionTypeId: labelEmailTemplates.positionTypeId,
        name: labelEmailTemplates.name,
        subject: labelEmailTemplates.subject,
        content: labelEmailTemplates.content,
      })
      .from(labelEmailTemplates)
      .where(eq(labelEmailTemplates.containerId, containerId))
      .orderBy(asc(labelEmailTemplates.labelId), asc(labelEmailTemplates.positionTypeId));
  },

  async create_DemoApplicants({ containerId, positionId, count }, { db }) {
    const pos = await positionContext(db, containerId, positionId);
    return { created: await generateApplicants(db, containerId, positionId, pos.form, count) };
  },

  async export_Applicants({ containerId, positionId, format, ...filter }, { db, audit }) {
    const pos = await positionContext(db, containerId, positionId);
    checkFilter(pos.form, filter);
    await checkLabelFilter(db, containerId, filter);
    const file = await exportApplicants(db, containerId, pos, filter, format);
    await audit({
      kind: 'export',
      summary: `Exporterade ${file.rows} sökande som ${format.toUpperCase()} från tjänsten ${pos.name}`,
      containerId,
      data: { export: 'applicants', format, positionId, rows: file.rows },
    });
    return file;
  },
} satisfies Partial<HandlerMap>;
