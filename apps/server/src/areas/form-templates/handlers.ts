import { and, asc, eq } from 'drizzle-orm';
import type { FormTemplate } from '@rekry/domain';
import { formTemplates } from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';
import { sanitizeFormHtml } from '../../platform/sanitize.ts';
import { unixOf } from '../positions/index.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { deleteOwnRow } from '../../platform/delete-own-row.ts';

const columns = {
  id: formTemplates.id,
  name: formTemplates.name,
  form: formTemplates.form,
  updatedAt: formTemplates.updatedAt,
};
const toTemplate = (row: { id: number; name: string; form: FormTemplate['form']; updatedAt: Date }) => ({
  ...row,
  updatedAt: unixOf(row.updatedAt)!,
});
const NOT_FOUND = 'Formulärmallen finns inte';

export const formTemplateHandlers = {
  async get_FormTemplates({ containerId }, { db }) {
    const rows = await db
      .select(columns)
      .from(formTemplates)
      .where(eq(formTemplates.containerId, containerId))
      .orderBy(asc(formTemplates.name), asc(formTemplates.id));
    return rows.map(toTemplate);
  },

  async upsert_FormTemplate({ containerId, id, name, form: written }, { db, user }) {
    const form = sanitizeFormHtml(written);
    if (id === undefined) {
      const [row] = await db
        .insert(formTemplates)
        .values({ containerId, name, form, createdBy: user.id })
        .returning(columns);
      return toTemplate(row!);
    }
    const [row] = await db
      .update(formTemplates)
      .set({ name, form, updatedAt: new Date() })
      .where(and(eq(formTemplates.id, id), eq(formTemplates.containerId, containerId)))
      .returning(columns);
    if (!row) throw notFound(NOT_FOUND);
    return toTemplate(row);
  },

  async delete_FormTemplate({ containerId, id }, ctx) {
    await deleteOwnRow(
      ctx,
      formTemplates,
      { containerId, id },
      {
        name: formTemplates.name,
        noun: 'formulärmallen',
        notFoundText: NOT_FOUND,
        data: { formTemplateId: id },
      },
    );
    return { ok: true as const };
  },
} satisfies Partial<HandlerMap>;
