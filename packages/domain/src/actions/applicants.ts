import { z } from 'zod';
import {
  type ApplicantBoard,
  type ApplicantDetail,
  type ApplicantFilters,
  type ApplicantList,
  type ApplicantNote,
  type Label,
  type LabelEmailTemplate,
  type QuestionnaireSkill,
} from '../applicants.ts';
import {
  EXPORT_FORMATS,
  PDF_EXPORT_MAX_ROWS,
  applicantFilterShape,
  applicantListShape,
  boardFilterShape,
  applicationId,
  choiceShape,
  createApplicantShape,
  oneChoice,
  noteRefShape,
  noteShape,
  questionnaireUpdateShape,
  statusUpdateShape,
  updateApplicantShape,
  type FileDownload,
} from '../applicant-inputs.ts';
import { tagId, tagIds, type Tag } from '../tags.ts';
import { action, containerId, positionId, userId, type ActionArea } from './define.ts';

export const applicantsActions = {
  get_ApplicantFilters: action<ApplicantFilters>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      "Filtergrupperna för tjänstens sökande (SPEC §9): Status, Processnivå och svarsfilter ur formuläret, var och en med 'Alla' först, samt sorteringarna.",
  }),
  get_ApplicantsByPosition: action<ApplicantList>()({
    input: z.object({ containerId, positionId, ...applicantListShape }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      'Tjänstens sökande efter status (labelId, -1 = alla, 0 = ej behandlade), processnivå, svar, söktext och textQuery (Sök i CV och svar: ord, "fras", eller, -ord; varje träff med filens namn och ett utdrag); sorterade, 30 per sida, bläddra med `after`.',
  }),
  get_ApplicantBoard: action<ApplicantBoard>()({
    input: z.object({ containerId, positionId, ...boardFilterShape }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description:
      "Tavlan: en kolumn per status ('Ej behandlad' först, sedan företagets ordning) med antal och de första 30 korten i listans filter och sortering (utom status); fler med get_ApplicantsByPosition (labelId, `after`).",
  }),
  get_ApplicantById: action<ApplicantDetail>()({
    input: z.object({ containerId, positionId, applicantId: applicationId(), ...applicantFilterShape }),
    access: { role: 'reader', scope: 'application' },
    mutation: false,
    description:
      'En ansökan: uppgifter, svar, etiketter, anteckningar, logg, filer, kravuppfyllnad och föregående/nästa sökande i listans filter och sortering. Markeras som läst.',
  }),
  update_Applicant: action<ApplicantDetail>()({
    input: z.object({ containerId, positionId, ...updateApplicantShape }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description: 'Ändra en ansökans svar (utan filer), anteckningsfältet eller annat erbjudande.',
  }),
  create_Applicant: action<ApplicantDetail>()({
    input: z.object({ containerId, positionId, ...createApplicantShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Lägg till en sökande för hand (e-post, svar, status och anteckning). 409 om personen redan har sökt tjänsten.',
  }),
  delete_JobApplication: action<{ ok: true; message: string }>()({
    input: z.object({ containerId, positionId, applicantId: applicationId() }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description: "Ta bort en ansökan med dess filer, anteckningar och logg ('Ansökan borttagen').",
  }),
  update_ApplicantStatus: action<{
    ok: true;
    updated: number;
    /** The label's e-mail template, to offer sending it (null when the label has none). */
    labelEmailTemplate: LabelEmailTemplate | null;
  }>()({
    input: z.object({ containerId, positionId, ...statusUpdateShape }).refine(...oneChoice),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Sätt status (Interest-etikett) eller processnivå (labelType Process) på valda ansökningar (ids) eller alla som matchar listans filter (filter): etiketten ersätter den tidigare; 0 tar bort den. Svaret har etikettens e-postmall.',
  }),
  update_ApplicationTags: action<Tag[]>()({
    input: z.object({ containerId, positionId, applicantId: applicationId(), tagIds }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description:
      'Sätt en ansökans taggar (företagets taggar; de som inte nämns tas bort). Svarar ansökans taggar.',
  }),
  update_ApplicantsTag: action<{ ok: true; updated: number }>()({
    input: z
      .object({
        containerId,
        positionId,
        tagId,
        /** Add the tag to the chosen applications, or take it away. */
        mode: z.enum(['add', 'remove'], { error: 'Välj lägg till eller ta bort' }).default('add'),
        ...choiceShape,
      })
      .refine(...oneChoice),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Lägg till eller ta bort en tagg på valda ansökningar (ids) eller alla som matchar listans filter (filter), allt eller inget. Svarar hur många som ändrades.',
  }),
  create_ApplicantNote: action<ApplicantNote>()({
    input: z.object({ containerId, positionId, ...noteShape }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description: "Skriv en anteckning på en ansökan ('Anteckning sparad').",
  }),
  update_ApplicantNote: action<ApplicantNote>()({
    input: z.object({ containerId, positionId, ...noteRefShape, text: noteShape.text }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description:
      "Rätta en egen anteckning ('Anteckning sparad'); andras anteckningar ger 403. Skrivs i ansökans logg.",
  }),
  delete_ApplicantNote: action<{ ok: true; message: string }>()({
    input: z.object({ containerId, positionId, ...noteRefShape }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description:
      "Ta bort en egen anteckning ('Anteckning borttagen'); andras anteckningar ger 403. Skrivs i ansökans logg.",
  }),
  delete_ApplicantFromContainer: action<{ ok: true; removed: number; message: string }>()({
    input: z.object({
      containerId,
      userId: userId,
      /** Why, for the audit row (GDPR accountability); the person is never named there. */
      reason: z.string().trim().max(500, 'Skälet är för långt').default(''),
    }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description:
      "Ta bort en sökande ur företaget helt: ansökningar med svar, filer, anteckningar, e-post och notiser; kvar blir en anonym rad om vad som togs bort ('Den ansökande har tagits bort').",
  }),
  get_Questionnaire: action<QuestionnaireSkill[]>()({
    input: z.object({ containerId, positionId, applicantId: applicationId() }),
    access: { role: 'reader', scope: 'application' },
    mutation: false,
    description: 'Tjänstens kompetensfrågor med svaren för en ansökan.',
  }),
  update_Questionnaire: action<QuestionnaireSkill[]>()({
    input: z.object({ containerId, positionId, ...questionnaireUpdateShape }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description: 'Spara svaren på tjänstens kompetensfrågor för en ansökan (tomt svar tar bort det).',
  }),
  get_Labels: action<Label[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets etiketter av typ Interest (status) och Process (processnivå).',
  }),
  export_Applicants: action<FileDownload>()({
    input: z.object({
      containerId,
      positionId,
      ...applicantFilterShape,
      format: z.enum(EXPORT_FORMATS, { error: 'Välj CSV eller PDF' }).default('csv'),
    }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    download: true,
    description: `Den filtrerade listan som fil: CSV (alla rader, strömmad) eller PDF (högst ${PDF_EXPORT_MAX_ROWS} rader).`,
  }),
  create_DemoApplicants: action<{ created: number }>()({
    input: z.object({
      containerId,
      positionId,
      count: z.coerce
        .number({ error: 'Ange ett antal' })
        .int('Ange ett antal')
        .min(1, 'Minst 1')
        .max(100_000, 'Högst 100 000 åt gången'),
    }),
    access: { role: 'superuser', scope: 'position' },
    mutation: true,
    description:
      'Generera påhittade sökande till en tjänst (Generera data, belastningstester): namn, personnummer, svar på formulärets filterfrågor, status och processnivå.',
  }),
} satisfies ActionArea;
