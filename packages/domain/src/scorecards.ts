/**
 * Scorecards: a position's requirement profile (criteria with an anchored 1–5 scale, a weight and interview
 * questions), each reviewer's scores with their evidence, and what the team sees of each other's scores.
 * Competency-based recruitment as Swedish public employers do it: the same criteria for everyone, scored
 * on merit and skill ("förtjänst och skicklighet"), written down for an appeal.
 */
import { z } from 'zod';
import { positiveId } from './ids.ts';

export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
/** Reviewers disagree on a criterion when their scores are this far apart or more. */
export const DISAGREEMENT_SPREAD = 2;

export const SCORECARD_LIMITS = {
  criteria: 20,
  name: 120,
  description: 1000,
  anchor: 300,
  questions: 10,
  question: 500,
  note: 2000,
  library: 300,
  weightMax: 5,
} as const;

/** The texts of the five steps of a criterion's scale, 1 first. */
export type ScoreAnchors = [string, string, string, string, string];

/** The anchors a new criterion starts with (editable): the usual competency-based scale. */
export const DEFAULT_ANCHORS: ScoreAnchors = [
  'Saknar kompetensen',
  'Begränsad kompetens',
  'Motsvarar kraven',
  'Överträffar kraven',
  'Exceptionell kompetens',
];

export const RECOMMENDATIONS = ['definitely_not', 'no', 'yes', 'definitely_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  definitely_not: 'Definitivt nej',
  no: 'Nej',
  yes: 'Ja',
  definitely_yes: 'Definitivt ja',
};

/** When a reviewer sees the others' scores of an applicant (the position's admins always do). */
export const SCORE_VISIBILITIES = ['after_submit', 'always', 'never'] as const;
export type ScoreVisibility = (typeof SCORE_VISIBILITIES)[number];
export const SCORE_VISIBILITY_LABELS: Record<ScoreVisibility, string> = {
  after_submit: 'När man har lämnat sin egen bedömning',
  always: 'Alltid',
  never: 'Aldrig (bara tjänstens administratörer)',
};

export const SCORECARD_TEXTS = {
  scoreRange: `Betyget ska vara ${SCORE_MIN}–${SCORE_MAX}`,
  noteRequired: 'Skriv en kort motivering till betyget',
  recommendationRequired: 'Välj en rekommendation',
  everyCriterion: 'Bedöm varje kriterium innan du lämnar bedömningen',
  unknownCriterion: 'Kriteriet finns inte på tjänstens kravprofil',
  nameRequired: 'Ange kriteriets namn',
  anchorRequired: 'Beskriv varje steg på skalan',
  hiddenUntilSubmitted: 'Du ser de andras bedömningar när du har lämnat din egen',
  hiddenNever: 'De andras bedömningar visas bara för tjänstens administratörer',
  noProfile: 'Tjänsten har ingen kravprofil ännu',
  nameTaken: 'Det finns redan ett kriterium med det namnet i biblioteket',
  criterionNotFound: 'Kriteriet finns inte',
  duplicateName: 'Kravprofilen har redan ett kriterium med det namnet',
  unknownLevel: 'Processnivån finns inte bland företagets processnivåer',
  unknownSkill: 'Kompetensen finns inte bland företagets kompetenser',
  unknownLibrary: 'Kriteriet finns inte i företagets bibliotek',
  decisionBasisHidden:
    'Bedömningsunderlaget visar allas betyg: du kan hämta det när du får se de andras bedömningar',
} as const;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const criterionName = z
  .string({ error: SCORECARD_TEXTS.nameRequired })
  .trim()
  .min(1, SCORECARD_TEXTS.nameRequired)
  .max(SCORECARD_LIMITS.name, `Namnet får vara högst ${SCORECARD_LIMITS.name} tecken`);
const anchor = z
  .string({ error: SCORECARD_TEXTS.anchorRequired })
  .trim()
  .min(1, SCORECARD_TEXTS.anchorRequired)
  .max(SCORECARD_LIMITS.anchor, `Ett steg får beskrivas med högst ${SCORECARD_LIMITS.anchor} tecken`);

/** What a criterion is, in the library and on a position. */
export const criterionShape = {
  name: criterionName,
  description: text(SCORECARD_LIMITS.description, 'Beskrivningen är för lång').default(''),
  anchors: z.tuple([anchor, anchor, anchor, anchor, anchor], { error: 'Skalan har fem steg' }),
  questions: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'En intervjufråga kan inte vara tom')
        .max(SCORECARD_LIMITS.question, 'Frågan är för lång'),
    )
    .max(SCORECARD_LIMITS.questions, `Högst ${SCORECARD_LIMITS.questions} frågor per kriterium`)
    .default([]),
};

export const criterionId = positiveId('Ogiltigt kriterium');
export const libraryCriterionId = positiveId('Ogiltigt kriterium i biblioteket');

export const positionCriterionInput = z.object({
  /** Kept criteria keep their scores; a criterion left out goes with its scores. */
  id: criterionId.optional(),
  ...criterionShape,
  weight: z
    .number({ error: 'Vikten ska vara ett heltal 1–5' })
    .int('Vikten ska vara ett heltal 1–5')
    .min(1, 'Vikten ska vara ett heltal 1–5')
    .max(SCORECARD_LIMITS.weightMax, 'Vikten ska vara ett heltal 1–5')
    .default(1),
  skillId: positiveId('Ogiltig kompetens').nullable().default(null),
  libraryId: libraryCriterionId.nullable().default(null),
});

export const scoreInput = z.object({
  criterionId,
  score: z
    .number({ error: SCORECARD_TEXTS.scoreRange })
    .int(SCORECARD_TEXTS.scoreRange)
    .min(SCORE_MIN, SCORECARD_TEXTS.scoreRange)
    .max(SCORE_MAX, SCORECARD_TEXTS.scoreRange),
  note: z
    .string({ error: SCORECARD_TEXTS.noteRequired })
    .trim()
    .max(SCORECARD_LIMITS.note, `Motiveringen får vara högst ${SCORECARD_LIMITS.note} tecken`),
});

/**
 * A reviewer's scorecard as saved: a draft may be partial; a submitted one needs a note on every score and a
 * recommendation (the server checks that every criterion of the profile is scored).
 */
export const scorecardShape = {
  scores: z.array(scoreInput).max(SCORECARD_LIMITS.criteria, 'För många betyg'),
  recommendation: z.enum(RECOMMENDATIONS, { error: SCORECARD_TEXTS.recommendationRequired }).nullable(),
  submit: z.boolean().default(false),
};

export function checkScorecard(
  card: { scores: { note: string }[]; recommendation: Recommendation | null; submit: boolean },
  ctx: z.RefinementCtx,
) {
  card.scores.forEach((s, i) => {
    if (card.submit && !s.note)
      ctx.addIssue({ code: 'custom', message: SCORECARD_TEXTS.noteRequired, path: ['scores', i, 'note'] });
  });
  if (card.submit && !card.recommendation)
    ctx.addIssue({
      code: 'custom',
      message: SCORECARD_TEXTS.recommendationRequired,
      path: ['recommendation'],
    });
}

export interface Criterion {
  id: number;
  name: string;
  description: string;
  anchors: ScoreAnchors;
  weight: number;
  questions: string[];
  skillId: number | null;
  libraryId: number | null;
}

export interface LibraryCriterion {
  id: number;
  name: string;
  description: string;
  anchors: ScoreAnchors;
  questions: string[];
  /** How many positions' profiles hold a criterion taken from it. */
  usedBy: number;
}

/** A criterion the profile could start from: the position's skills, its written requirements, the library. */
export interface CriterionSuggestion {
  source: 'skill' | 'requirement' | 'library';
  name: string;
  description: string;
  anchors: ScoreAnchors;
  questions: string[];
  skillId: number | null;
  libraryId: number | null;
  /** Already on the profile (by name, or by its skill or library entry). */
  taken: boolean;
}

export interface PositionScorecard {
  positionId: number;
  criteria: Criterion[];
  /** Process levels (Process labels) whose applicants are scored with it; empty: every level. */
  levelIds: number[];
  visibility: ScoreVisibility;
  /** The caller is the position's admin: they may change the visibility and always see every score. */
  canChangeVisibility: boolean;
  /** Submitted scorecards on the position: the editor warns before a criterion with scores is removed. */
  scoredCriteria: { criterionId: number; scorecards: number }[];
}

export interface ScoreView {
  criterionId: number;
  score: number;
  note: string;
}

export interface ReviewerScorecard {
  id: number;
  reviewer: { id: number | null; name: string };
  recommendation: Recommendation | null;
  scores: ScoreView[];
  /** Null: a draft (only its author sees it). */
  submittedAt: string | null;
  updatedAt: string;
  /** The reviewer's own weighted mean, one decimal; null without scores. */
  weightedMean: number | null;
}

export interface CriterionSummary {
  criterionId: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  reviewers: number;
  /** Scores `DISAGREEMENT_SPREAD` or more apart. */
  disagree: boolean;
}

export interface ScoreSummary {
  reviewers: number;
  /** Over every submitted score, each criterion counted by its weight; one decimal. */
  weightedMean: number | null;
  criteria: CriterionSummary[];
  recommendations: Record<Recommendation, number>;
}

export interface ApplicantEvaluation {
  criteria: Criterion[];
  levelIds: number[];
  visibility: ScoreVisibility;
  /** The caller's own scorecard (draft or submitted), or null before they start. */
  mine: ReviewerScorecard | null;
  /** Why the others are hidden from the caller, or null when shown. */
  hidden: 'submit_first' | 'never' | null;
  /** How many others have submitted: told even while their scores are hidden. */
  othersSubmitted: number;
  /** The others' submitted scorecards; empty while hidden. */
  others: ReviewerScorecard[];
  /** Over every submitted scorecard the caller may see (their own included); null while hidden or none. */
  summary: ScoreSummary | null;
}

export interface MatrixRow {
  applicantId: number;
  /** The name, or the alias in an anonymised review. */
  name: string;
  processLevel: string | null;
  /** The caller may see the others' scores of this applicant. */
  shown: boolean;
  reviewers: number;
  weightedMean: number | null;
  criteria: CriterionSummary[];
}

export interface ScoreMatrix {
  criteria: Criterion[];
  rows: MatrixRow[];
}

/** One decimal, as scores are shown everywhere. */
export const roundScore = (n: number) => Math.round(n * 10) / 10;

/** Summarises submitted scorecards: weighted mean over all scores, each criterion's spread. */
export function summariseScores(
  criteria: readonly Pick<Criterion, 'id' | 'weight'>[],
  cards: readonly Pick<ReviewerScorecard, 'scores' | 'recommendation'>[],
): ScoreSummary {
  let weighted = 0;
  let weights = 0;
  const recommendations = Object.fromEntries(RECOMMENDATIONS.map((r) => [r, 0])) as Record<
    Recommendation,
    number
  >;
  for (const card of cards) if (card.recommendation) recommendations[card.recommendation] += 1;
  const summaries = criteria.map((criterion): CriterionSummary => {
    const scores = cards.flatMap((c) =>
      c.scores.filter((s) => s.criterionId === criterion.id).map((s) => s.score),
    );
    for (const s of scores) {
      weighted += s * criterion.weight;
      weights += criterion.weight;
    }
    if (!scores.length)
      return { criterionId: criterion.id, mean: null, min: null, max: null, reviewers: 0, disagree: false };
    const min = Math.min(...scores);
    const max = Math.max(...scores);
    const mean = roundScore(scores.reduce((a, b) => a + b, 0) / scores.length);
    return {
      criterionId: criterion.id,
      mean,
      min,
      max,
      reviewers: scores.length,
      disagree: max - min >= DISAGREEMENT_SPREAD,
    };
  });
  return {
    reviewers: cards.length,
    weightedMean: weights ? roundScore(weighted / weights) : null,
    criteria: summaries,
    recommendations,
  };
}
