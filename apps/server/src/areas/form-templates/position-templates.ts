import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  NO_TEMPLATES,
  POSITION_TEMPLATE_FOLDER,
  clearOtherDefaults,
  type PositionTemplate,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { assets, positionTypes } from '../../db/schema.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { sanitizeFormHtml, sanitizeStoredHtml } from '../../platform/sanitize.ts';
import { folderNamed, lockedFolder } from '../folders/index.ts';
import type { HandlerMap } from '../../platform/action-context.ts';

/** Asset names of templates: the slash keeps them apart from names create_Asset accepts. */
const assetName = (key: string) => `${POSITION_TEMPLATE_FOLDER}/${key}.json`;
const JSON_TYPE = 'application/json';

/** Stored without folderId (the row knows its folder). */
type Stored = Omit<PositionTemplate, 'folderId'>;

async function templatesIn(db: Queryable, folderId: number): Promise<PositionTemplate[]> {
  const rows = await db
    .select({ data: assets.data })
    .from(assets)
    .where(and(eq(assets.folderId, folderId), eq(assets.contentType, JSON_TYPE)));
  const templates: PositionTemplate[] = [];
  for (const row of rows) {
    try {
      templates.push({ ...(JSON.parse(row.data.toString('utf8')) as Stored), folderId });
    } catch {
      // A file someone put in the folder by hand that is not a template: not a template, so not listed.
    }
  }
  return templates.sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.key.localeCompare(b.key));
}

async function writeTemplate(db: Queryable, containerId: number, template: PositionTemplate, isNew: boolean) {
  const { folderId, ...stored } = template;
  const data = Buffer.from(JSON.stringify(stored satisfies Stored), 'utf8');
  if (isNew)
    await db
      .insert(assets)
      .values({ containerId, folderId, name: assetName(template.key), contentType: JSON_TYPE, data });
  else
    await db
      .update(assets)
      .set({ data })
      .where(and(eq(assets.containerId, containerId), eq(assets.name, assetName(template.key))));
}

/** The position types a template names must be the company's; their names come from the table. */
async function withTypeNames(
  db: Queryable,
  containerId: number,
  types: PositionTemplate['availableInPositionTypes'],
): Promise<PositionTemplate['availableInPositionTypes']> {
  if (types.length === 0) return [];
  const ids = [...new Set(types.map((t) => t.positionTypeId))];
  const rows = await db
    .select({ id: positionTypes.id, name: positionTypes.name })
    .from(positionTypes)
    .where(and(eq(positionTypes.containerId, containerId), inArray(positionTypes.id, ids)));
  const names = new Map(rows.map((r) => [r.id, r.name]));
  if (names.size !== ids.length)
    throw badRequest('Okänd annonstyp', { availableInPositionTypes: 'Okänd annonstyp' });
  return types.map((t) => ({ ...t, positionTypeName: names.get(t.positionTypeId)! }));
}

export const positionTemplateHandlers = {
  async get_PositionTemplates({ containerId }, { db }) {
    const folder = await folderNamed(db, containerId, POSITION_TEMPLATE_FOLDER);
    if (!folder) throw notFound(NO_TEMPLATES);
    return templatesIn(db, folder.id);
  },

  async upsert_PositionTemplate({ containerId, key, ...fields }, { db, user }) {
    const folderId = await lockedFolder(db, containerId, POSITION_TEMPLATE_FOLDER);
    const all = await templatesIn(db, folderId);
    const existing = key === undefined ? undefined : all.find((t) => t.key === key);
    if (key !== undefined && !existing) throw notFound('Mallen finns inte');
    const template: PositionTemplate = {
      folderId,
      key: existing?.key ?? randomUUID(),
      createdAt: existing?.createdAt ?? Math.floor(Date.now() / 1000),
      createdBy: existing?.createdBy ?? user.email,
      name: fields.name,
      description: sanitizeStoredHtml(fields.description),
      availableInPositionTypes: await withTypeNames(db, containerId, fields.availableInPositionTypes),
      metadata: { ...fields.metadata, form: sanitizeFormHtml(fields.metadata.form) },
    };
    await writeTemplate(db, containerId, template, !existing);
    for (const other of clearOtherDefaults(all, template)) await writeTemplate(db, containerId, other, false);
    return template;
  },
} satisfies Partial<HandlerMap>;
