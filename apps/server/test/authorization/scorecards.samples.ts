import { DEFAULT_ANCHORS } from '@rekry/domain';
import { criteriaLibrary } from '../../src/db/schema.ts';
import { buildProfile } from '../helpers/scorecards.ts';
import { applicant, position, unique, type AreaSamples, type SampleContext } from './context.ts';

const criterion = () => ({
  name: `Samarbete ${unique()}`,
  description: 'Arbetar väl med andra',
  anchors: DEFAULT_ANCHORS,
  questions: ['Berätta om ett samarbete som gick bra.'],
});

/** One of the company's library criteria. */
async function libraryEntry(ctx: SampleContext) {
  const [row] = await ctx.t.db
    .insert(criteriaLibrary)
    .values({ containerId: ctx.containerId, ...criterion() })
    .returning({ id: criteriaLibrary.id });
  return { containerId: ctx.containerId, id: row!.id };
}

/**
 * An application whose position has a profile that shows every score ('always'): the decision basis and
 * the evaluation answer every caller the catalogue lets in.
 */
async function scoredApplicant(ctx: SampleContext) {
  const at = await applicant(ctx);
  const criteria = await buildProfile(
    ctx.t.db,
    { id: at.positionId, containerId: at.containerId },
    ['Samarbete'],
    'always',
  );
  return { ...at, criterionId: criteria[0]!.id };
}

export const scorecardsSamples: AreaSamples<'scorecards'> = {
  get_CriteriaLibrary: ({ containerId }) => ({ containerId }),
  upsert_LibraryCriterion: ({ containerId }) => ({ containerId, ...criterion() }),
  delete_LibraryCriterion: libraryEntry,
  get_PositionScorecard: position,
  get_ScorecardSuggestions: position,
  update_PositionScorecard: async (ctx) => ({
    ...(await position(ctx)),
    criteria: [{ ...criterion(), weight: 2 }],
    levelIds: [],
  }),
  update_ScorecardVisibility: async (ctx) => ({ ...(await position(ctx)), visibility: 'always' }),
  get_ApplicantEvaluation: applicant,
  save_MyScorecard: async (ctx) => {
    const { criterionId, ...at } = await scoredApplicant(ctx);
    return {
      ...at,
      scores: [{ criterionId, score: 4, note: 'Tydliga exempel' }],
      recommendation: 'yes',
      submit: true,
    };
  },
  get_ScoreMatrix: position,
  download_DecisionBasis: async (ctx) => {
    const { criterionId: _, ...at } = await scoredApplicant(ctx);
    return at;
  },
};
