/**
 * What the applicant actions take (SPEC §3, §9): the list's filter and sort, a status change, a note, an
 * applicant written by staff, questionnaire answers and the export's formats.
 */
import { z } from 'zod';
import { CV_QUERY_MAX_LENGTH, CV_SEARCH_TEXTS, parseCvQuery, type ParsedCvQuery } from './cv-search.ts';
import { emailSchema } from './password.ts';
import { positiveId } from './position-admin.ts';
import {
  ALL_LABELS,
  APPLICANT_SORTS,
  APPLICANT_TEXTS,
  APPLICANTS_PAGE_SIZE,
  LABEL_TYPES,
} from './applicants.ts';
import { tagFilter } from './tags.ts';
import { SCORE_MAX, SCORE_MIN } from './scorecards.ts';

const MIN_SCORE_MESSAGE = `Lägsta betyg ska vara ${SCORE_MIN}–${SCORE_MAX}`;

/** The largest id an integer column holds. */
const MAX_ID = 2_147_483_647;

const labelFilter = z.coerce
  .number({ error: 'Ogiltig etikett' })
  .int('Ogiltig etikett')
  .min(ALL_LABELS, 'Ogiltig etikett')
  .max(MAX_ID, 'Ogiltig etikett');

const conditionSchema = z.object({
  key: z.string({ error: APPLICANT_TEXTS.unknownFilter }).min(1, APPLICANT_TEXTS.unknownFilter).max(200),
  value: z.union([z.string().max(200), z.boolean()], { error: APPLICANT_TEXTS.unknownFilter }),
});

/** The list's filter and sort (also what export and previous/next use). */
export const applicantFilterShape = {
  labelId: labelFilter.default(ALL_LABELS),
  processLabelId: labelFilter.default(ALL_LABELS),
  /** 'Tjänster': only applicants who have also applied to this other position of the company (-1: all). */
  otherPositionId: z.coerce
    .number({ error: 'Okänd tjänst' })
    .int('Okänd tjänst')
    .refine((v) => v === ALL_LABELS || (v > 0 && v <= MAX_ID), 'Okänd tjänst')
    .default(ALL_LABELS),
  /** 'Taggar': only applications that carry this tag of the company (-1: all). */
  tagId: tagFilter,
  answers: z.array(conditionSchema).max(30, 'För många filter').default([]),
  query: z.string({ error: 'Ogiltig söktext' }).trim().max(100, 'Söktexten är för lång').default(''),
  /** 'Sök i CV och svar': the attached files' text and the free-text answers, in the CV search's language. */
  textQuery: z
    .string({ error: 'Ogiltig söktext' })
    .trim()
    .max(CV_QUERY_MAX_LENGTH, CV_SEARCH_TEXTS.tooLong)
    .default('')
    // Parsed here, once per request: the list, its counts and its passages all run the parsed query.
    .transform((value, ctx): ParsedCvQuery | null => {
      if (!value) return null;
      const parsed = parseCvQuery(value);
      if (parsed.ok) return parsed;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  sort: z.enum(APPLICANT_SORTS, { error: 'Okänd sortering' }).default('newest'),
  /** Only applicants whose weighted score (as the caller may see it) is at least this; null: all. */
  minScore: z.coerce
    .number({ error: MIN_SCORE_MESSAGE })
    .min(SCORE_MIN, MIN_SCORE_MESSAGE)
    .max(SCORE_MAX, MIN_SCORE_MESSAGE)
    .nullable()
    .default(null),
};
export const applicantFilterSchema = z.object(applicantFilterShape);
export type ApplicantFilter = z.output<typeof applicantFilterSchema>;
/** The filter as a client holds and sends it: every field given, the CV query as typed. */
export type ApplicantFilterValues = Omit<ApplicantFilter, 'textQuery'> & { textQuery: string };

/** The board's filter: the list's, without the status (each column is one). */
const { labelId: _status, ...boardFilter } = applicantFilterShape;
export const boardFilterShape = boardFilter;

export const applicantListShape = {
  ...applicantFilterShape,
  take: z.coerce
    .number({ error: 'Ogiltigt antal' })
    .int('Ogiltigt antal')
    .min(1, 'Ogiltigt antal')
    .max(200, 'Högst 200 åt gången')
    .default(APPLICANTS_PAGE_SIZE),
  after: z.string({ error: 'Ogiltig sida' }).max(200, 'Ogiltig sida').optional(),
};

export const applicationId = (message = 'Ogiltig ansökan') => positiveId(message);

const applicationIds = z
  .array(applicationId(), { error: 'Välj minst en sökande' })
  .min(1, 'Välj minst en sökande')
  .max(10_000, 'Högst 10 000 sökande åt gången');

/** The applicants a bulk action changes: exactly one of `ids` and `filter` (see oneChoice). */
export const choiceShape = {
  /** The applications chosen one by one … */
  ids: applicationIds.optional(),
  /** … or 'all': every application of the position that matches the list's filter. */
  filter: applicantFilterSchema.optional(),
};
/** The refinement of an input with choiceShape: ids or filter, never both or neither. */
export const oneChoice: [
  (v: { ids?: unknown; filter?: unknown }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => (v.ids === undefined) !== (v.filter === undefined),
  { message: 'Välj minst en sökande', path: ['ids'] },
];

export const statusUpdateShape = {
  /** The Interest label to set; 0 clears the status (back to 'Ej behandlad'). */
  labelId: z.coerce
    .number({ error: 'Välj en status' })
    .int('Välj en status')
    .min(0, 'Välj en status')
    .max(MAX_ID, 'Välj en status'),
  ...choiceShape,
  /** Set this to change the process level instead of the status. */
  labelType: z.enum(LABEL_TYPES, { error: 'Okänd etikettyp' }).default('Interest'),
};

const noteText = z
  .string({ error: 'Skriv en anteckning' })
  .trim()
  .min(1, 'Skriv en anteckning')
  .max(10_000, 'Anteckningen är för lång');
export const noteShape = { applicantId: applicationId(), text: noteText };
/** One note of an application, named by its id: its author corrects (`text`) or removes it. */
export const noteRefShape = { applicantId: applicationId(), noteId: positiveId('Okänd anteckning') };

/** The staff's answers (metadata) of an application: the same answer values as the public form, no files. */
export const staffAnswersSchema = z.record(
  z.string().max(200),
  z.union([z.string().max(10_000, 'Svaret är för långt'), z.boolean(), z.null()], {
    error: 'Ogiltigt svar',
  }),
  { error: 'Ogiltiga svar' },
);

export const createApplicantShape = {
  email: emailSchema,
  metadata: staffAnswersSchema.default({}),
  isManuallyCreated: z.boolean({ error: 'Ogiltigt värde' }).default(true),
  /** The status to start with (0 or absent: none). */
  labelId: z.coerce
    .number({ error: 'Ogiltig etikett' })
    .int('Ogiltig etikett')
    .min(0, 'Ogiltig etikett')
    .max(MAX_ID, 'Ogiltig etikett')
    .default(0),
  note: z.string({ error: 'Ogiltig anteckning' }).trim().max(10_000, 'Anteckningen är för lång').default(''),
};

export const updateApplicantShape = {
  applicantId: applicationId(),
  /** Answers to change (null clears one); answers not given stay as they are. */
  metadata: staffAnswersSchema.optional(),
  otherOffer: z.boolean({ error: 'Ogiltigt värde' }).optional(),
  note: z.string({ error: 'Ogiltig anteckning' }).trim().max(10_000, 'Anteckningen är för lång').optional(),
};

export const questionnaireUpdateShape = {
  applicantId: applicationId(),
  skills: z
    .array(
      z.object({
        id: positiveId('Ogiltig kompetens'),
        questions: z
          .array(
            z.object({
              id: positiveId('Ogiltig fråga'),
              answer: z.string({ error: 'Ogiltigt svar' }).trim().max(5000, 'Svaret är för långt'),
            }),
          )
          .max(200),
      }),
      { error: 'Ogiltiga kompetenser' },
    )
    .max(100),
};

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
/** A PDF of more rows than this is cut (it says so); CSV carries every row. */
export const PDF_EXPORT_MAX_ROWS = 2000;

/**
 * A file answered as itself (an action declared `download`): the dispatcher sends `body` as it comes,
 * with the type and name in the headers, so a large export never sits whole in memory. `rows`, when known
 * before the first byte, goes in the header `x-export-rows`.
 */
export interface FileDownload {
  filename: string;
  contentType: string;
  body: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>;
  rows?: number;
}

export interface ExportedFile {
  filename: string;
  contentType: string;
  /** base64 */
  data: string;
  rows: number;
}
