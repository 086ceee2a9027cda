import { APPLICANT_TEXTS, NO_LABEL } from '@rekry/domain';
import { generateApplicants } from '../data-generation/index.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import {
  addNote,
  createApplication,
  deleteApplication,
  editNote,
  eraseApplicant,
  markViewed,
  removeNote,
  saveQuestionnaire,
  updateApplication,
} from './commands.ts';
import { applicantBoard } from './board.ts';
import { exportRecorded } from './export.ts';
import { filteredPosition } from './filter-checks.ts';
import { applicantFilters, applicantPage } from './list.ts';
import { applicantDetail, noteView, offeredTemplate, questionnaire } from './presenters.ts';
import { positionContext } from './queries.ts';
import { personName } from '../../platform/person-name.ts';
import { chosenApplications, setLabel } from './status.ts';
import { retagApplication, tagChosen } from './tagging.ts';
import { companyLabels, labelOf } from '../labels/index.ts';
import { viewerOf } from '../anonymity/index.ts';
import { scoreViewerOf } from '../scorecards/index.ts';
import type { ActionContext, ScopedPosition } from '../../platform/action-context.ts';

/** The list's filter as the caller sees scores: their score column, sort and filter. */
const asViewer = async <F extends object>(ctx: ActionContext & { position: ScopedPosition }, filter: F) => ({
  ...filter,
  viewer: await scoreViewerOf(ctx, ctx.position),
});

export const applicantHandlers = {
  async get_ApplicantFilters({ containerId, positionId }, { db }) {
    return applicantFilters(db, containerId, positionId);
  },

  async get_ApplicantsByPosition({ containerId, positionId, take, after, ...filter }, ctx) {
    const pos = await filteredPosition(ctx.db, containerId, positionId, filter);
    return applicantPage(
      ctx.db,
      containerId,
      pos,
      await asViewer(ctx, filter),
      { take, after },
      viewerOf(ctx),
    );
  },

  async get_ApplicantBoard({ containerId, positionId, ...filter }, ctx) {
    return applicantBoard(ctx.db, containerId, positionId, await asViewer(ctx, filter), viewerOf(ctx));
  },

  async get_ApplicantById({ containerId, positionId, applicantId, ...filter }, ctx) {
    const pos = await filteredPosition(ctx.db, containerId, positionId, filter);
    const scored = await asViewer(ctx, filter);
    const detail = await applicantDetail(ctx, containerId, positionId, applicantId, scored, pos);
    await markViewed(ctx.db, containerId, applicantId);
    return detail;
  },

  async update_Applicant({ containerId, positionId, applicantId, ...edit }, ctx) {
    const pos = await positionContext(ctx.db, containerId, positionId);
    await updateApplication(ctx, containerId, pos, ctx.application, edit);
    return applicantDetail(ctx, containerId, positionId, applicantId, null, pos);
  },

  async create_Applicant({ containerId, positionId, ...applicant }, ctx) {
    const pos = await positionContext(ctx.db, containerId, positionId);
    const id = await createApplication(ctx, containerId, pos, applicant);
    return applicantDetail(ctx, containerId, positionId, id, null, pos);
  },

  async delete_JobApplication({ containerId, applicantId }, ctx) {
    await deleteApplication(ctx, containerId, ctx.position.id, applicantId);
    return { ok: true as const, message: APPLICANT_TEXTS.applicationDeleted };
  },

  async update_ApplicantStatus({ containerId, positionId, labelId, ids, filter, labelType }, ctx) {
    const label =
      labelId === NO_LABEL
        ? null
        : await labelOf(ctx.db, containerId, labelId, labelType, { forWrite: true });
    const chosen = await chosenApplications(ctx.db, containerId, positionId, {
      ids,
      filter: filter && (await asViewer(ctx, filter)),
    });
    const updated = await setLabel(ctx, containerId, positionId, labelType, label, chosen);
    const labelEmailTemplate = label
      ? await offeredTemplate(ctx.db, containerId, positionId, label.id)
      : null;
    return { ok: true as const, updated, labelEmailTemplate };
  },

  async update_ApplicationTags({ containerId, positionId, applicantId, tagIds }, ctx) {
    return retagApplication(ctx, containerId, positionId, applicantId, tagIds);
  },

  async update_ApplicantsTag({ containerId, positionId, tagId, mode, ids, filter }, ctx) {
    const chosen = await chosenApplications(ctx.db, containerId, positionId, {
      ids,
      filter: filter && (await asViewer(ctx, filter)),
    });
    const updated = await tagChosen(ctx, containerId, positionId, tagId, mode, chosen);
    return { ok: true as const, updated };
  },

  async create_ApplicantNote({ containerId, applicantId, text }, ctx) {
    const note = await addNote(ctx, containerId, applicantId, text);
    return noteView(note, { id: ctx.user.id, name: personName(ctx.user) });
  },

  async update_ApplicantNote({ containerId, applicantId, noteId, text }, ctx) {
    const note = await editNote(ctx, containerId, applicantId, noteId, text);
    return noteView(note, { id: ctx.user.id, name: personName(ctx.user) });
  },

  async delete_ApplicantNote({ containerId, applicantId, noteId }, ctx) {
    await removeNote(ctx, containerId, applicantId, noteId);
    return { ok: true as const, message: APPLICANT_TEXTS.noteRemoved };
  },

  async delete_ApplicantFromContainer({ containerId, userId, reason }, ctx) {
    const removed = await eraseApplicant(ctx, containerId, userId, reason);
    return { ok: true as const, removed, message: APPLICANT_TEXTS.applicantRemoved };
  },

  async get_Questionnaire({ containerId, positionId, applicantId }, { db }) {
    return questionnaire(db, containerId, positionId, applicantId);
  },

  async update_Questionnaire({ containerId, positionId, applicantId, skills }, ctx) {
    await saveQuestionnaire(ctx, containerId, positionId, applicantId, skills);
    return questionnaire(ctx.db, containerId, positionId, applicantId);
  },

  async get_Labels({ containerId }, { db }) {
    return companyLabels(db, containerId);
  },

  async create_DemoApplicants({ containerId, positionId, count }, { db }) {
    const pos = await positionContext(db, containerId, positionId);
    return { created: await generateApplicants(db, containerId, positionId, pos.form, count) };
  },

  async export_Applicants({ containerId, positionId, format, ...filter }, ctx) {
    const pos = await filteredPosition(ctx.db, containerId, positionId, filter);
    return exportRecorded(ctx, containerId, pos, await asViewer(ctx, filter), format);
  },
} satisfies Partial<HandlerMap>;
