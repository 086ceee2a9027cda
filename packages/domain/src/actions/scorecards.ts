import { z } from 'zod';
import { applicationId } from '../applicant-inputs.ts';
import { positiveId } from '../ids.ts';
import {
  checkScorecard,
  criterionShape,
  libraryCriterionId,
  positionCriterionInput,
  SCORE_VISIBILITIES,
  SCORECARD_LIMITS,
  scorecardShape,
  type ApplicantEvaluation,
  type CriterionSuggestion,
  type LibraryCriterion,
  type PositionScorecard,
  type ScoreMatrix,
} from '../scorecards.ts';
import type { FileDownload } from '../applicant-inputs.ts';
import { action, containerId, positionId, type ActionArea } from './define.ts';

const onApplicant = { containerId, positionId, applicantId: applicationId() };

/**
 * Scorecards: the company's library of criteria, a position's requirement profile with its interview kit,
 * each reviewer's scores (the others' hidden until one's own is submitted, by default), the matrix that
 * compares applicants, and the decision basis for an appeal.
 */
export const scorecardsActions = {
  get_CriteriaLibrary: action<LibraryCriterion[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets bibliotek av bedömningskriterier med skalor och intervjufrågor, efter namn.',
  }),
  upsert_LibraryCriterion: action<LibraryCriterion>()({
    input: z.object({ containerId, id: libraryCriterionId.optional(), ...criterionShape }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Skapa (utan id) eller spara ett kriterium i biblioteket (409 om namnet finns).',
  }),
  delete_LibraryCriterion: action<{ ok: true }>()({
    input: z.object({ containerId, id: libraryCriterionId }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Ta bort ett kriterium ur biblioteket; tjänsternas kravprofiler behåller sina kopior.',
  }),
  get_PositionScorecard: action<PositionScorecard>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      'Tjänstens kravprofil: kriterierna med skalor, vikter och intervjufrågor i ordning, processnivåerna som använder den och vem som ser andras betyg.',
  }),
  get_ScorecardSuggestions: action<CriterionSuggestion[]>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'writer', scope: 'position' },
    mutation: false,
    description:
      'Kriterier att bygga kravprofilen av: tjänstens kompetenser (med deras frågor), kraven i annonsen och biblioteket.',
  }),
  update_PositionScorecard: action<PositionScorecard>()({
    input: z.object({
      containerId,
      positionId,
      criteria: z
        .array(positionCriterionInput)
        .max(SCORECARD_LIMITS.criteria, `Högst ${SCORECARD_LIMITS.criteria} kriterier`),
      levelIds: z.array(positiveId('Ogiltig processnivå')).max(50).default([]),
    }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Spara kravprofilen i ordning: kriterier med id behålls med sina betyg, nya läggs till, de som saknas tas bort med sina betyg.',
  }),
  update_ScorecardVisibility: action<PositionScorecard>()({
    input: z.object({
      containerId,
      positionId,
      visibility: z.enum(SCORE_VISIBILITIES, { error: 'Välj när andras betyg visas' }),
    }),
    access: { role: 'admin', scope: 'position' },
    mutation: true,
    description:
      'Välj när en bedömare ser de andras betyg: när den egna är lämnad (förval), alltid eller aldrig (bara administratörer).',
  }),
  get_ApplicantEvaluation: action<ApplicantEvaluation>()({
    input: z.object(onApplicant),
    access: { role: 'reader', scope: 'application' },
    mutation: false,
    description:
      'Den sökandes bedömning: kravprofilen, den egna bedömningen och — när de får visas — de andras betyg, viktat medel, spridning och oenigheter.',
  }),
  save_MyScorecard: action<ApplicantEvaluation>()({
    input: z.object({ ...onApplicant, ...scorecardShape }).superRefine(checkScorecard),
    access: { role: 'reader', scope: 'application' },
    mutation: true,
    description:
      'Spara den egna bedömningen som utkast, eller lämna den (submit): varje kriterium med betyg 1–5 och motivering, och en rekommendation.',
  }),
  get_ScoreMatrix: action<ScoreMatrix>()({
    input: z.object({
      containerId,
      positionId,
      processLabelId: positiveId('Ogiltig processnivå').optional(),
    }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      'Sökande × kriterier för en processnivå (eller alla): medel per kriterium, viktat medel och oenigheter, där betygen får visas.',
  }),
  download_DecisionBasis: action<FileDownload>()({
    input: z.object(onApplicant),
    access: { role: 'writer', scope: 'application' },
    mutation: false,
    download: true,
    description:
      'Bedömningsunderlaget som PDF: kravprofilen, varje bedömares betyg med motivering, rekommendation och när de lämnades.',
  }),
} satisfies ActionArea;
