import type { HandlerMap } from '../../platform/action-context.ts';
import { decisionBasis } from './decision-basis.ts';
import { evaluationOf, saveMyCard } from './evaluation.ts';
import { deleteLibraryCriterion, libraryOf, saveLibraryCriterion } from './library.ts';
import { scoreMatrix } from './matrix.ts';
import { positionScorecardOf, saveProfile, saveVisibility } from './profile.ts';
import { suggestionsOf } from './suggestions.ts';
import { isPositionAdmin, scoreViewerOf } from './visibility.ts';

export const scorecardHandlers = {
  async get_CriteriaLibrary({ containerId }, { db }) {
    return libraryOf(db, containerId);
  },

  async upsert_LibraryCriterion({ containerId, ...input }, { db }) {
    const id = await saveLibraryCriterion(db, containerId, input);
    return (await libraryOf(db, containerId, id))[0]!;
  },

  async delete_LibraryCriterion({ containerId, id }, ctx) {
    await deleteLibraryCriterion(ctx, containerId, id);
    return { ok: true as const };
  },

  async get_PositionScorecard(_input, ctx) {
    return positionScorecardOf(ctx.db, ctx.position.id, isPositionAdmin(ctx, ctx.position));
  },

  async get_ScorecardSuggestions({ containerId }, { db, position }) {
    return suggestionsOf(db, containerId, position.id);
  },

  async update_PositionScorecard({ containerId, criteria, levelIds }, ctx) {
    await saveProfile(ctx.db, containerId, ctx.position.id, { criteria, levelIds });
    return positionScorecardOf(ctx.db, ctx.position.id, isPositionAdmin(ctx, ctx.position));
  },

  async update_ScorecardVisibility({ containerId, visibility }, ctx) {
    await saveVisibility(ctx.db, containerId, ctx.position.id, visibility);
    return positionScorecardOf(ctx.db, ctx.position.id, true);
  },

  async get_ApplicantEvaluation(_input, ctx) {
    return evaluationOf(ctx.db, await scoreViewerOf(ctx, ctx.position), ctx.application.id);
  },

  async save_MyScorecard({ scores, recommendation, submit }, ctx) {
    await saveMyCard(ctx, ctx.application, { scores, recommendation, submit });
    return evaluationOf(ctx.db, await scoreViewerOf(ctx, ctx.position), ctx.application.id);
  },

  async get_ScoreMatrix({ containerId, processLabelId }, ctx) {
    return scoreMatrix(ctx.db, containerId, await scoreViewerOf(ctx, ctx.position), processLabelId);
  },

  async download_DecisionBasis(_input, ctx) {
    return decisionBasis(ctx, await scoreViewerOf(ctx, ctx.position), ctx.application);
  },
} satisfies Partial<HandlerMap>;
