/**
 * What the e-mail template actions change: e-mail and text templates, the company's variables, the
 * templates offered per label and position type, and position types.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TEMPLATE_TEXTS, isBuiltInVariable } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import {
  emailTemplates,
  emailTemplateVariables,
  labelEmailTemplates,
  labels,
  positionTypes,
  textTemplates,
} from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import { looksLikeHtml } from '../../platform/sanitize.ts';
import { sanitizeStoredHtml } from '../../platform/sanitize.ts';
import type { ActionContext, CompanyInput } from '../../platform/action-context.ts';
import { deleteOwnRow } from '../../platform/delete-own-row.ts';
import { emailTemplateColumns, ofPositionType, textTemplateColumns, variableColumns } from './presenters.ts';

/** A mail body as send_ApplicantEmail treats it: HTML is cleaned, plain text is kept as written. */
export const cleanMailBody = (text: string) => (looksLikeHtml(text) ? sanitizeStoredHtml(text) : text);

/** The company's row with this id (a template of one table or the other). */
const ownRow = (table: typeof emailTemplates | typeof textTemplates, id: number, containerId: number) =>
  and(eq(table.id, id), eq(table.containerId, containerId));
/** The row a write or delete found, or 404 'Mallen finns inte'. */
function found<T>(rows: T[]): T {
  if (rows.length === 0) throw notFound(TEMPLATE_TEXTS.templateNotFound);
  return rows[0]!;
}

/** Creates (without id) or saves an e-mail template of the company (404 when the id is not one). */
export async function saveEmailTemplate(
  db: Queryable,
  containerId: number,
  { id, title, subject, text }: CompanyInput<'upsert_EmailTemplate'>,
) {
  const values = { title, subject, text: cleanMailBody(text) };
  if (id === undefined) {
    const [row] = await db
      .insert(emailTemplates)
      .values({ containerId, ...values })
      .returning(emailTemplateColumns);
    return row!;
  }
  return found(
    await db
      .update(emailTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(ownRow(emailTemplates, id, containerId))
      .returning(emailTemplateColumns),
  );
}

/** Creates (without id) or saves a text template of the company (404 when the id is not one). */
export async function saveTextTemplate(
  db: Queryable,
  containerId: number,
  { id, title, text }: CompanyInput<'upsert_TextTemplate'>,
) {
  if (id === undefined) {
    const [row] = await db
      .insert(textTemplates)
      .values({ containerId, title, text })
      .returning(textTemplateColumns);
    return row!;
  }
  return found(
    await db
      .update(textTemplates)
      .set({ title, text, updatedAt: new Date() })
      .where(ownRow(textTemplates, id, containerId))
      .returning(textTemplateColumns),
  );
}

/** Deletes the company's e-mail or text template, with its audit entry (404 when it is not one). */
export async function deleteTemplate(
  ctx: Pick<ActionContext, 'db' | 'audit'>,
  table: typeof emailTemplates | typeof textTemplates,
  containerId: number,
  id: number,
) {
  const isEmail = table === emailTemplates;
  await deleteOwnRow(
    ctx,
    table,
    { containerId, id },
    {
      name: table.title,
      noun: isEmail ? 'e-postmallen' : 'textmallen',
      notFoundText: TEMPLATE_TEXTS.templateNotFound,
      data: isEmail ? { emailTemplateId: id } : { textTemplateId: id },
    },
  );
}

/** Creates or saves one of the company's own variables; a built-in one's key is refused (400). */
export async function saveVariable(
  db: Queryable,
  containerId: number,
  { key, label, value }: CompanyInput<'upsert_EmailTemplateVariable'>,
) {
  if (isBuiltInVariable(key))
    throw badRequest(TEMPLATE_TEXTS.builtInVariable, { key: TEMPLATE_TEXTS.builtInVariable });
  const [row] = await db
    .insert(emailTemplateVariables)
    .values({ containerId, key, label, value })
    .onConflictDoUpdate({
      target: [emailTemplateVariables.containerId, emailTemplateVariables.key],
      set: { label, value, updatedAt: new Date() },
    })
    .returning(variableColumns);
  return { ...row!, builtIn: false };
}

/** Deletes one of the company's own variables, with its audit entry (404 when it has none by the key). */
export async function deleteVariable(
  { db, audit }: Pick<ActionContext, 'db' | 'audit'>,
  containerId: number,
  key: string,
) {
  const removed = await db
    .delete(emailTemplateVariables)
    .where(and(eq(emailTemplateVariables.containerId, containerId), eq(emailTemplateVariables.key, key)))
    .returning({ key: emailTemplateVariables.key });
  if (removed.length === 0) throw notFound(TEMPLATE_TEXTS.variableNotFound);
  await audit({ kind: 'deletion', summary: `Tog bort variabeln ${key}`, containerId, data: { key } });
}

interface LabelTemplateWrite {
  labelId: number;
  name: string;
  subject: string;
  content: string;
}

/** Saves (or, both subject and content empty, removes) the templates of the company's labels for a type. */
export async function writeLabelTemplates(
  db: Queryable,
  containerId: number,
  positionTypeId: number | null,
  writes: LabelTemplateWrite[],
): Promise<void> {
  const ids = [...new Set(writes.map((w) => w.labelId))];
  if (ids.length === 0) return;
  const known = await db
    .select({ id: labels.id, name: labels.name })
    .from(labels)
    .where(and(eq(labels.containerId, containerId), inArray(labels.id, ids)));
  if (known.length !== ids.length) throw notFound(TEMPLATE_TEXTS.labelNotFound);
  const removed = writes.filter((w) => w.subject === '' && w.content === '').map((w) => w.labelId);
  if (removed.length)
    await db
      .delete(labelEmailTemplates)
      .where(
        and(
          eq(labelEmailTemplates.containerId, containerId),
          inArray(labelEmailTemplates.labelId, removed),
          ofPositionType(positionTypeId),
        ),
      );
  const saved = writes.filter((w) => w.subject !== '' || w.content !== '');
  if (saved.length)
    await db
      .insert(labelEmailTemplates)
      .values(
        saved.map((w) => ({
          containerId,
          labelId: w.labelId,
          positionTypeId,
          name: w.name || known.find((k) => k.id === w.labelId)!.name,
          subject: w.subject,
          content: cleanMailBody(w.content),
        })),
      )
      .onConflictDoUpdate({
        target: [labelEmailTemplates.labelId, labelEmailTemplates.positionTypeId],
        set: {
          name: sql`excluded.name`,
          subject: sql`excluded.subject`,
          content: sql`excluded.content`,
          updatedAt: new Date(),
        },
      });
}

/** Saves a label's template for one of the company's position types (404 otherwise) or the type-less one. */
export async function saveLabelTemplate(
  db: Queryable,
  containerId: number,
  positionTypeId: number | null,
  write: LabelTemplateWrite,
) {
  if (positionTypeId !== null) {
    const [type] = await db
      .select({ id: positionTypes.id })
      .from(positionTypes)
      .where(and(eq(positionTypes.id, positionTypeId), eq(positionTypes.containerId, containerId)));
    if (!type) throw notFound(TEMPLATE_TEXTS.positionTypeNotFound);
  }
  await writeLabelTemplates(db, containerId, positionTypeId, [write]);
}

/** A new position type of the company; 409 when it has one by the name. */
export async function createPositionType(db: Queryable, containerId: number, name: string) {
  const [row] = await db
    .insert(positionTypes)
    .values({ containerId, name })
    .onConflictDoNothing()
    .returning({ id: positionTypes.id, name: positionTypes.name });
  if (!row) throw conflict(TEMPLATE_TEXTS.positionTypeTaken(name));
  return row;
}
