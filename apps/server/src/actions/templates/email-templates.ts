import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  EMAIL_TEMPLATE_VARIABLES,
  TEMPLATE_TEXTS,
  isBuiltInVariable,
  type LabelEmailTemplate,
  type LabelTemplateRow,
  type LabelTemplatesView,
} from '@rekry/domain';
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
import { looksLikeHtml } from '../../services/job-handlers.ts';
import { sanitizeStoredHtml } from '../../services/sanitize.ts';
import { companyLabels } from '../applicants/queries.ts';
import type { HandlerMap } from '../types.ts';
import { deleteOwnRow } from '../deletion.ts';

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

/** True for PostgreSQL's unique violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

const emailTemplateColumns = {
  id: emailTemplates.id,
  title: emailTemplates.title,
  subject: emailTemplates.subject,
  text: emailTemplates.text,
  positionTypeId: emailTemplates.positionTypeId,
};
const textTemplateColumns = { id: textTemplates.id, title: textTemplates.title, text: textTemplates.text };
const labelTemplateColumns = {
  id: labelEmailTemplates.id,
  labelId: labelEmailTemplates.labelId,
  positionTypeId: labelEmailTemplates.positionTypeId,
  name: labelEmailTemplates.name,
  subject: labelEmailTemplates.subject,
  content: labelEmailTemplates.content,
};

/** The company's e-mail templates, by title. */
export async function emailTemplatesOf(db: Queryable, containerId: number) {
  return db
    .select(emailTemplateColumns)
    .from(emailTemplates)
    .where(eq(emailTemplates.containerId, containerId))
    .orderBy(asc(emailTemplates.title), asc(emailTemplates.id));
}

/** The company's label templates, by label and position type. */
export async function labelEmailTemplatesOf(db: Queryable, containerId: number) {
  return db
    .select(labelTemplateColumns)
    .from(labelEmailTemplates)
    .where(eq(labelEmailTemplates.containerId, containerId))
    .orderBy(asc(labelEmailTemplates.labelId), asc(labelEmailTemplates.positionTypeId));
}

/** The company's own variables as key → value, for renderEmailTemplate. */
export async function ownVariables(db: Queryable, containerId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: emailTemplateVariables.key, value: emailTemplateVariables.value })
    .from(emailTemplateVariables)
    .where(eq(emailTemplateVariables.containerId, containerId));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/**
 * The e-mail offered when an application of a position of this type gets the label: the type's own
 * template, else the label's type-less one, else none.
 */
export async function labelTemplateFor(
  db: Queryable,
  containerId: number,
  labelId: number,
  positionTypeId: number | null,
): Promise<LabelEmailTemplate | null> {
  const [row] = await db
    .select(labelTemplateColumns)
    .from(labelEmailTemplates)
    .where(
      and(
        eq(labelEmailTemplates.containerId, containerId),
        eq(labelEmailTemplates.labelId, labelId),
        positionTypeId === null
          ? isNull(labelEmailTemplates.positionTypeId)
          : or(
              eq(labelEmailTemplates.positionTypeId, positionTypeId),
              isNull(labelEmailTemplates.positionTypeId),
            ),
      ),
    )
    .orderBy(sql`${labelEmailTemplates.positionTypeId} nulls last`)
    .limit(1);
  return row ?? null;
}

/** The company's position type, or SPEC §8's 'Hittade inga mallar, vänligen kontakta support' (404). */
async function positionTypeOf(db: Queryable, containerId: number, id: number) {
  const [row] = await db
    .select({ id: positionTypes.id, name: positionTypes.name })
    .from(positionTypes)
    .where(and(eq(positionTypes.id, id), eq(positionTypes.containerId, containerId)));
  if (!row) throw notFound(TEMPLATE_TEXTS.missing);
  return row;
}

async function labelTemplatesView(
  db: Queryable,
  containerId: number,
  positionTypeId: number,
): Promise<LabelTemplatesView> {
  const positionType = await positionTypeOf(db, containerId, positionTypeId);
  const companyLabelList = await companyLabels(db, containerId);
  const templates = await db
    .select(labelTemplateColumns)
    .from(labelEmailTemplates)
    .where(
      and(
        eq(labelEmailTemplates.containerId, containerId),
        or(
          eq(labelEmailTemplates.positionTypeId, positionTypeId),
          isNull(labelEmailTemplates.positionTypeId),
        ),
      ),
    );
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

interface LabelTemplateWrite {
  labelId: number;
  name: string;
  subject: string;
  content: string;
}

/** Saves (or, both subject and content empty, removes) the templates of the company's labels for a type. */
async function writeLabelTemplates(
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
  const typeCondition =
    positionTypeId === null
      ? isNull(labelEmailTemplates.positionTypeId)
      : eq(labelEmailTemplates.positionTypeId, positionTypeId);
  const removed = writes.filter((w) => w.subject === '' && w.content === '').map((w) => w.labelId);
  if (removed.length)
    await db
      .delete(labelEmailTemplates)
      .where(
        and(
          eq(labelEmailTemplates.containerId, containerId),
          inArray(labelEmailTemplates.labelId, removed),
          typeCondition,
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

export const emailTemplateHandlers = {
  async upsert_EmailTemplate({ containerId, id, title, subject, text }, { db }) {
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
  },

  async delete_EmailTemplate({ containerId, id }, ctx) {
    await deleteOwnRow(
      ctx,
      emailTemplates,
      { containerId, id },
      {
        name: emailTemplates.title,
        noun: 'e-postmallen',
        notFoundText: TEMPLATE_TEXTS.templateNotFound,
        data: { emailTemplateId: id },
      },
    );
    return { ok: true as const };
  },

  async get_TextTemplates({ containerId }, { db }) {
    return db
      .select(textTemplateColumns)
      .from(textTemplates)
      .where(eq(textTemplates.containerId, containerId))
      .orderBy(asc(textTemplates.title), asc(textTemplates.id));
  },

  async upsert_TextTemplate({ containerId, id, title, text }, { db }) {
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
  },

  async delete_TextTemplate({ containerId, id }, ctx) {
    await deleteOwnRow(
      ctx,
      textTemplates,
      { containerId, id },
      {
        name: textTemplates.title,
        noun: 'textmallen',
        notFoundText: TEMPLATE_TEXTS.templateNotFound,
        data: { textTemplateId: id },
      },
    );
    return { ok: true as const };
  },

  async get_EmailTemplateVariables({ containerId }, { db }) {
    const own = await db
      .select({
        key: emailTemplateVariables.key,
        label: emailTemplateVariables.label,
        value: emailTemplateVariables.value,
      })
      .from(emailTemplateVariables)
      .where(eq(emailTemplateVariables.containerId, containerId))
      .orderBy(asc(emailTemplateVariables.key));
    return [
      ...EMAIL_TEMPLATE_VARIABLES.map((v) => ({ key: v.key, label: v.label, value: null, builtIn: true })),
      ...own.map((v) => ({ ...v, builtIn: false })),
    ];
  },

  async upsert_EmailTemplateVariable({ containerId, key, label, value }, { db }) {
    if (isBuiltInVariable(key))
      throw badRequest(TEMPLATE_TEXTS.builtInVariable, { key: TEMPLATE_TEXTS.builtInVariable });
    const [row] = await db
      .insert(emailTemplateVariables)
      .values({ containerId, key, label, value })
      .onConflictDoUpdate({
        target: [emailTemplateVariables.containerId, emailTemplateVariables.key],
        set: { label, value, updatedAt: new Date() },
      })
      .returning({
        key: emailTemplateVariables.key,
        label: emailTemplateVariables.label,
        value: emailTemplateVariables.value,
      });
    return { ...row!, builtIn: false };
  },

  async delete_EmailTemplateVariable({ containerId, key }, { db, audit }) {
    const removed = await db
      .delete(emailTemplateVariables)
      .where(and(eq(emailTemplateVariables.containerId, containerId), eq(emailTemplateVariables.key, key)))
      .returning({ key: emailTemplateVariables.key });
    if (removed.length === 0) throw notFound(TEMPLATE_TEXTS.variableNotFound);
    await audit({ kind: 'deletion', summary: `Tog bort variabeln ${key}`, containerId, data: { key } });
    return { ok: true as const };
  },

  async get_LabelTemplates({ containerId, positionTypeId }, { db }) {
    return labelTemplatesView(db, containerId, positionTypeId);
  },

  async update_LabelTemplate({ containerId, positionTypeId, ...write }, { db }) {
    if (positionTypeId !== null) {
      const [type] = await db
        .select({ id: positionTypes.id })
        .from(positionTypes)
        .where(and(eq(positionTypes.id, positionTypeId), eq(positionTypes.containerId, containerId)));
      if (!type) throw notFound(TEMPLATE_TEXTS.positionTypeNotFound);
    }
    await writeLabelTemplates(db, containerId, positionTypeId, [write]);
    const [row] = await db
      .select(labelTemplateColumns)
      .from(labelEmailTemplates)
      .where(
        and(
          eq(labelEmailTemplates.containerId, containerId),
          eq(labelEmailTemplates.labelId, write.labelId),
          positionTypeId === null
            ? isNull(labelEmailTemplates.positionTypeId)
            : eq(labelEmailTemplates.positionTypeId, positionTypeId),
        ),
      );
    return { template: row ?? null };
  },

  async update_LabelTemplates({ containerId, positionTypeId, templates }, { db }) {
    await positionTypeOf(db, containerId, positionTypeId);
    await writeLabelTemplates(db, containerId, positionTypeId, templates);
    return labelTemplatesView(db, containerId, positionTypeId);
  },

  async update_Label({ containerId, id, name, isDefault }, { db }) {
    const [label] = await db
      .select()
      .from(labels)
      .where(and(eq(labels.id, id), eq(labels.containerId, containerId)));
    if (!label) throw notFound(TEMPLATE_TEXTS.labelNotFound);
    // The labels of the type locked in id order first: concurrent choices of a default wait for each
    // other instead of deadlocking, and the later one wins whole.
    await db
      .select({ id: labels.id })
      .from(labels)
      .where(and(eq(labels.containerId, containerId), eq(labels.labelType, label.labelType)))
      .orderBy(asc(labels.id))
      .for('update');
    const [current] = await db.select({ isDefault: labels.isDefault }).from(labels).where(eq(labels.id, id));
    if (current?.isDefault && !isDefault)
      throw badRequest(TEMPLATE_TEXTS.defaultRequired, { isDefault: TEMPLATE_TEXTS.defaultRequired });
    try {
      // Inside the action's transaction, with the type's labels locked: the old default is cleared
      // before the new one is set (the unique index of migration 0012 allows one per type).
      if (isDefault)
        await db
          .update(labels)
          .set({ isDefault: false })
          .where(
            and(
              eq(labels.containerId, containerId),
              eq(labels.labelType, label.labelType),
              eq(labels.isDefault, true),
              ne(labels.id, id),
            ),
          );
      await db.update(labels).set({ name, isDefault }).where(eq(labels.id, id));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TEMPLATE_TEXTS.labelNameTaken(name));
      throw error;
    }
    return companyLabels(db, containerId);
  },

  async create_PositionType({ containerId, name }, { db }) {
    const [row] = await db
      .insert(positionTypes)
      .values({ containerId, name })
      .onConflictDoNothing()
      .returning({ id: positionTypes.id, name: positionTypes.name });
    if (!row) throw conflict(TEMPLATE_TEXTS.positionTypeTaken(name));
    return row;
  },
} satisfies Partial<HandlerMap>;
