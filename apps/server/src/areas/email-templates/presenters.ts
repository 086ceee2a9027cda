/**
 * What the e-mail template actions send to the client: the company's e-mail and text templates, its
 * variables, the templates offered per label and position type.
 */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  EMAIL_TEMPLATE_VARIABLES,
  TEMPLATE_TEXTS,
  type LabelEmailTemplate,
  type LabelTemplateRow,
  type LabelTemplatesView,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import {
  emailTemplates,
  emailTemplateVariables,
  labelEmailTemplates,
  positionTypes,
  textTemplates,
} from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';
import { companyLabels } from '../labels/index.ts';

export const emailTemplateColumns = {
  id: emailTemplates.id,
  title: emailTemplates.title,
  subject: emailTemplates.subject,
  text: emailTemplates.text,
  positionTypeId: emailTemplates.positionTypeId,
};
export const textTemplateColumns = {
  id: textTemplates.id,
  title: textTemplates.title,
  text: textTemplates.text,
};
export const variableColumns = {
  key: emailTemplateVariables.key,
  label: emailTemplateVariables.label,
  value: emailTemplateVariables.value,
};
const labelTemplateColumns = {
  id: labelEmailTemplates.id,
  labelId: labelEmailTemplates.labelId,
  positionTypeId: labelEmailTemplates.positionTypeId,
  name: labelEmailTemplates.name,
  subject: labelEmailTemplates.subject,
  content: labelEmailTemplates.content,
};

/** The label templates of one position type exactly (null: the type-less ones). */
export const ofPositionType = (positionTypeId: number | null) =>
  positionTypeId === null
    ? isNull(labelEmailTemplates.positionTypeId)
    : eq(labelEmailTemplates.positionTypeId, positionTypeId);

/** The label templates a position of this type may use: its type's own and the type-less ones. */
const forPositionType = (positionTypeId: number | null) =>
  positionTypeId === null
    ? isNull(labelEmailTemplates.positionTypeId)
    : or(eq(labelEmailTemplates.positionTypeId, positionTypeId), isNull(labelEmailTemplates.positionTypeId));

/** The company's label templates that meet the conditions too. */
const companyLabelTemplates = (db: Queryable, containerId: number, ...conditions: (SQL | undefined)[]) =>
  db
    .select(labelTemplateColumns)
    .from(labelEmailTemplates)
    .where(and(eq(labelEmailTemplates.containerId, containerId), ...conditions));

/** A query of the company's templates of one kind (e-mail or text), narrowed to them and ordered by title. */
const companyByTitle = <Query extends PgSelect>(
  query: Query,
  table: typeof emailTemplates | typeof textTemplates,
  containerId: number,
) => query.where(eq(table.containerId, containerId)).orderBy(asc(table.title), asc(table.id));

/** The company's e-mail templates, by title. */
export async function emailTemplatesOf(db: Queryable, containerId: number) {
  const query = db.select(emailTemplateColumns).from(emailTemplates).$dynamic();
  return companyByTitle(query, emailTemplates, containerId);
}

/** The company's text templates, by title. */
export async function textTemplatesOf(db: Queryable, containerId: number) {
  const query = db.select(textTemplateColumns).from(textTemplates).$dynamic();
  return companyByTitle(query, textTemplates, containerId);
}

/** The company's label templates, by label and position type. */
export async function labelEmailTemplatesOf(db: Queryable, containerId: number) {
  return companyLabelTemplates(db, containerId).orderBy(
    asc(labelEmailTemplates.labelId),
    asc(labelEmailTemplates.positionTypeId),
  );
}

/** The variables a template may use: the built-in ones first, then the company's own by key. */
export async function variablesOf(db: Queryable, containerId: number) {
  const own = await db
    .select(variableColumns)
    .from(emailTemplateVariables)
    .where(eq(emailTemplateVariables.containerId, containerId))
    .orderBy(asc(emailTemplateVariables.key));
  return [
    ...EMAIL_TEMPLATE_VARIABLES.map((v) => ({ key: v.key, label: v.label, value: null, builtIn: true })),
    ...own.map((v) => ({ ...v, builtIn: false })),
  ];
}

/** The company's own variables as key → value, for renderEmailTemplate. */
export async function ownVariables(db: Queryable, containerId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: emailTemplateVariables.key, value: emailTemplateVariables.value })
    .from(emailTemplateVariables)
    .where(eq(emailTemplateVariables.containerId, containerId));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The label's template of the first position type `types` lets through: a type's own before the type-less one. */
async function firstLabelTemplate(
  db: Queryable,
  containerId: number,
  labelId: number,
  types: SQL | undefined,
): Promise<LabelEmailTemplate | null> {
  const [row] = await companyLabelTemplates(db, containerId, eq(labelEmailTemplates.labelId, labelId), types)
    .orderBy(sql`${labelEmailTemplates.positionTypeId} nulls last`)
    .limit(1);
  return row ?? null;
}

/**
 * The e-mail offered when an application of a position of this type gets the label: the type's own
 * template, else the label's type-less one, else none.
 */
export const labelTemplateFor = (
  db: Queryable,
  containerId: number,
  labelId: number,
  positionTypeId: number | null,
) => firstLabelTemplate(db, containerId, labelId, forPositionType(positionTypeId));

/** The label's own template for exactly this position type (null: its type-less one), if it has one. */
export const labelTemplateOf = (
  db: Queryable,
  containerId: number,
  labelId: number,
  positionTypeId: number | null,
) => firstLabelTemplate(db, containerId, labelId, ofPositionType(positionTypeId));

/** The company's position type, or SPEC §8's 'Hittade inga mallar, vänligen kontakta support' (404). */
export async function positionTypeOf(db: Queryable, containerId: number, id: number) {
  const [row] = await db
    .select({ id: positionTypes.id, name: positionTypes.name })
    .from(positionTypes)
    .where(and(eq(positionTypes.id, id), eq(positionTypes.containerId, containerId)));
  if (!row) throw notFound(TEMPLATE_TEXTS.missing);
  return row;
}

/** Every label of the company with its template for the position type: its own, the type-less one or none. */
export async function labelTemplatesView(
  db: Queryable,
  containerId: number,
  positionTypeId: number,
): Promise<LabelTemplatesView> {
  const positionType = await positionTypeOf(db, containerId, positionTypeId);
  const companyLabelList = await companyLabels(db, containerId);
  const templates = await companyLabelTemplates(db, containerId, forPositionType(positionTypeId));
  const rows: LabelTemplateRow[] = companyLabelList.map((l) => {
    const own = templates.find((t) => t.labelId === l.id && t.positionTypeId === positionTypeId);
    const fallback = templates.find((t) => t.labelId === l.id && t.positionTypeId === null);
    const chosen = own ?? fallback;
    return {
      label: { id: l.id, name: l.name, labelType: l.labelType.name, isDefault: l.isDefault },
      name: chosen?.name ?? l.name,
      subject: chosen?.subject ?? '',
      content: chosen?.content ?? '',
      source: own ? 'type' : fallback ? 'fallback' : 'none',
    };
  });
  return { positionType, rows };
}
