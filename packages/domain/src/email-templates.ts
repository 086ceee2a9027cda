/**
 * The company's e-mail templates, text templates, own e-mail variables, label e-mail templates per
 * position type, labels and position types (SPEC §2 /admin/templates/email, §3, §7, §8).
 */
import { z } from 'zod';
import { emailBodySchema, emailSubjectSchema, VARIABLE_KEY_PATTERN } from './applicant-email.ts';
import type { LabelType } from './applicants.ts';
import { positiveId } from './ids.ts';

export const TEMPLATE_TEXTS = {
  saved: 'Mall sparad',
  deleted: 'Mall borttagen',
  labelTemplateSaved: 'E-postmall uppdaterad',
  labelTemplatesSaved: 'E-postmallar uppdaterade',
  /** SPEC §8 'template folder missing': the position type of the page is not one of the company's. */
  missing: 'Hittade inga mallar, vänligen kontakta support',
  templateNotFound: 'Mallen finns inte',
  variableNotFound: 'Variabeln finns inte',
  labelNotFound: 'Etiketten finns inte',
  positionTypeNotFound: 'Annonstypen finns inte',
  builtInVariable: 'Det är en standardvariabel, välj ett annat namn',
  labelNameTaken: (name: string) => `Det finns redan en etikett som heter ${name}`,
  positionTypeTaken: (name: string) => `Det finns redan en annonstyp som heter ${name}`,
  defaultRequired: 'En etikett av varje typ måste vara förvald: välj en annan som förvald i stället',
  subjectAndContent: 'Ange både ämne och text, eller lämna båda tomma',
} as const;

const title = z
  .string({ error: 'Ange en rubrik' })
  .trim()
  .min(1, 'Ange en rubrik')
  .max(200, 'Rubriken är för lång');

export const emailTemplateInputShape = {
  id: positiveId('Ogiltigt mall-id').optional(),
  title,
  subject: emailSubjectSchema,
  text: emailBodySchema,
};

export const textTemplateInputShape = {
  id: positiveId('Ogiltigt mall-id').optional(),
  title,
  text: z.string({ error: 'Skriv en text' }).trim().min(1, 'Skriv en text').max(10_000, 'Texten är för lång'),
};

/** 'contact', 'CONTACT' and '##CONTACT##' all name ##CONTACT##. */
export const variableKeySchema = z
  .string({ error: 'Ange ett namn' })
  .trim()
  .min(1, 'Ange ett namn')
  .transform((k) => `##${k.replace(/^#+|#+$/g, '').toUpperCase()}##`)
  .refine((k) => VARIABLE_KEY_PATTERN.test(k), 'Namnet får bara ha A–Z, 0–9 och _ (högst 40 tecken)');

export const emailVariableInputShape = {
  key: variableKeySchema,
  label: z
    .string({ error: 'Ange en beskrivning' })
    .trim()
    .min(1, 'Ange en beskrivning')
    .max(100, 'Beskrivningen är för lång'),
  value: z.string({ error: 'Ange ett värde' }).trim().max(1000, 'Värdet är för långt'),
};

const labelTemplateFields = {
  labelId: positiveId('Ogiltig etikett'),
  name: z.string({ error: 'Ange ett namn' }).trim().max(200, 'Namnet är för långt').default(''),
  /** Both empty: the label has no e-mail for this type (any saved one is removed). */
  subject: z
    .string({ error: 'Ange ett ämne' })
    .trim()
    .max(300, 'Ämnet är för långt')
    .refine((s) => !/[\r\n]/.test(s), 'Ämnet får inte ha radbrytningar'),
  content: z.string({ error: 'Skriv en text' }).trim().max(50_000, 'Texten är för lång'),
};
/** Subject and content go together: a half-filled template is refused under the missing field. */
export const bothOrNeither = <T extends { subject: string; content: string }>(t: T, ctx: z.RefinementCtx) => {
  if (t.subject === '' && t.content !== '')
    ctx.addIssue({ code: 'custom', path: ['subject'], message: TEMPLATE_TEXTS.subjectAndContent });
  if (t.content === '' && t.subject !== '')
    ctx.addIssue({ code: 'custom', path: ['content'], message: TEMPLATE_TEXTS.subjectAndContent });
};
export const labelTemplateSchema = z.object(labelTemplateFields).superRefine(bothOrNeither);

export const updateLabelTemplateShape = {
  ...labelTemplateFields,
  /** Null: the type-less template, offered for types without their own. */
  positionTypeId: positiveId('Ogiltig annonstyp').nullable().default(null),
};

export const labelNameSchema = z
  .string({ error: 'Ange ett namn' })
  .trim()
  .min(1, 'Ange ett namn')
  .max(100, 'Namnet är för långt');
export const positionTypeNameSchema = z
  .string({ error: 'Ange ett namn' })
  .trim()
  .min(1, 'Ange ett namn')
  .max(200, 'Namnet är för långt');

/** SPEC §3 Container text template. */
export interface TextTemplate {
  id: number;
  title: string;
  text: string;
}

export interface EmailVariable {
  key: string;
  label: string;
  /** Null for the standard variables (filled per recipient). */
  value: string | null;
  builtIn: boolean;
}

/** One Interest or Process label with its e-mail for a position type (or the type-less fallback). */
export interface LabelTemplateRow {
  label: { id: number; name: string; labelType: LabelType; isDefault: boolean };
  name: string;
  subject: string;
  content: string;
  /** Where the text comes from: the type's own template, the type-less one, or none yet. */
  source: 'type' | 'fallback' | 'none';
}

export interface LabelTemplatesView {
  positionType: { id: number; name: string };
  rows: LabelTemplateRow[];
}
