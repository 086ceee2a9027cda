import {
  DEFAULT_ANCHORS,
  summariseScores,
  type ApplicantEvaluation,
  type Criterion,
  type CriterionSuggestion,
  type Label,
  type LibraryCriterion,
  type MatrixRow,
  type PositionScorecard,
  type ReviewerScorecard,
  type ScoreMatrix,
} from '@rekry/domain';

/** Lagermedarbetare's profile: Samarbete (weight 2, two questions) and Truckkörning (from skill 7). */
export const TEAMWORK: Criterion = {
  id: 41,
  name: 'Samarbete',
  description: 'Hur den sökande arbetar med andra',
  anchors: [...DEFAULT_ANCHORS],
  weight: 2,
  questions: ['Berätta om ett samarbete som gick dåligt.', 'Hur ger du återkoppling?'],
  skillId: null,
  libraryId: 3,
};
export const TRUCK: Criterion = {
  id: 42,
  name: 'Truckkörning',
  description: '',
  anchors: ['Har aldrig kört', 'Kört lite', 'Kör säkert', 'Kör vana truckar', 'Utbildar andra'],
  weight: 1,
  questions: [],
  skillId: 7,
  libraryId: null,
};

export const LEVELS: Label[] = [
  { id: 21, name: 'Intervju', labelType: { name: 'Process' }, isDefault: false, order: 1 },
  { id: 22, name: 'Referenser', labelType: { name: 'Process' }, isDefault: false, order: 2 },
  { id: 11, name: 'Intressant', labelType: { name: 'Interest' }, isDefault: false, order: 1 },
];

export function profile(overrides: Partial<PositionScorecard> = {}): PositionScorecard {
  return {
    positionId: 101,
    criteria: [TEAMWORK, TRUCK],
    levelIds: [21],
    visibility: 'after_submit',
    canChangeVisibility: false,
    scoredCriteria: [],
    ...overrides,
  };
}

export function suggestion(overrides: Partial<CriterionSuggestion>): CriterionSuggestion {
  return {
    source: 'skill',
    name: 'Förslag',
    description: '',
    anchors: [...DEFAULT_ANCHORS],
    questions: [],
    skillId: null,
    libraryId: null,
    taken: false,
    ...overrides,
  };
}

export const SUGGESTIONS: CriterionSuggestion[] = [
  suggestion({ name: 'Truckkörning', skillId: 7, questions: ['Vilka truckar?'], taken: true }),
  suggestion({ name: 'Svenska', skillId: 8 }),
  suggestion({ source: 'requirement', name: 'B-körkort' }),
  suggestion({ source: 'library', name: 'Samarbete', libraryId: 3, taken: true }),
  suggestion({ source: 'library', name: 'Noggrannhet', libraryId: 4, questions: ['Hur kontrollerar du?'] }),
];

export function libraryCriterion(overrides: Partial<LibraryCriterion> = {}): LibraryCriterion {
  return {
    id: 3,
    name: 'Samarbete',
    description: 'Hur den sökande arbetar med andra',
    anchors: [...DEFAULT_ANCHORS],
    questions: ['Berätta om ett samarbete som gick dåligt.'],
    usedBy: 2,
    ...overrides,
  };
}

/** A submitted scorecard of a reviewer on Anna Berg, scoring Samarbete and Truckkörning. */
export function scorecard(
  reviewer: { id: number; name: string },
  teamwork: number,
  truck: number,
  overrides: Partial<ReviewerScorecard> = {},
): ReviewerScorecard {
  const scores = [
    { criterionId: TEAMWORK.id, score: teamwork, note: `${reviewer.name} om samarbete` },
    { criterionId: TRUCK.id, score: truck, note: `${reviewer.name} om truck` },
  ];
  const mean = summariseScores([TEAMWORK, TRUCK], [{ scores, recommendation: 'yes' }]).weightedMean;
  return {
    id: reviewer.id * 10,
    reviewer,
    recommendation: 'yes',
    scores,
    submittedAt: '2026-12-02T09:30:00.000Z',
    updatedAt: '2026-12-02T09:30:00.000Z',
    weightedMean: mean,
    ...overrides,
  };
}

export const ANNA = { id: 7, name: 'Anna Andersson' };
export const BERTIL = { id: 8, name: 'Bertil Berg' };

/** The evaluation as the server answers it: the others hidden until the caller has submitted. */
export function evaluation(overrides: Partial<ApplicantEvaluation> = {}): ApplicantEvaluation {
  return {
    criteria: [TEAMWORK, TRUCK],
    levelIds: [],
    visibility: 'after_submit',
    mine: null,
    hidden: 'submit_first',
    othersSubmitted: 1,
    others: [],
    summary: null,
    ...overrides,
  };
}

/** The evaluation once `mine` is submitted: Bertil's card is shown and the summary covers both. */
export function revealed(mine: ReviewerScorecard, others: ReviewerScorecard[]): ApplicantEvaluation {
  return evaluation({
    mine,
    hidden: null,
    othersSubmitted: others.length,
    others,
    summary: summariseScores([TEAMWORK, TRUCK], [mine, ...others]),
  });
}

export function matrixRow(
  applicantId: number,
  name: string,
  cards: Pick<ReviewerScorecard, 'scores' | 'recommendation'>[],
  overrides: Partial<MatrixRow> = {},
): MatrixRow {
  const summary = summariseScores([TEAMWORK, TRUCK], cards);
  return {
    applicantId,
    name,
    processLevel: 'Intervju',
    shown: true,
    reviewers: summary.reviewers,
    weightedMean: summary.weightedMean,
    criteria: summary.criteria,
    ...overrides,
  };
}

/**
 * Four applicants: Cecilia scored highest, Anna with a disagreement on Samarbete, David's hidden from the
 * caller, Erik not scored by anyone (nothing to hide).
 */
export function matrix(): ScoreMatrix {
  return {
    criteria: [TEAMWORK, TRUCK],
    rows: [
      matrixRow(501, 'Anna Berg', [scorecard(ANNA, 2, 3), scorecard(BERTIL, 5, 3)]),
      matrixRow(502, 'Cecilia Ek', [scorecard(ANNA, 5, 4), scorecard(BERTIL, 4, 4)]),
      matrixRow(503, 'David Ström', [], {
        shown: false,
        reviewers: 1,
        weightedMean: null,
        criteria: [],
      }),
      matrixRow(504, 'Erik Öst', [], { shown: false }),
    ],
  };
}
