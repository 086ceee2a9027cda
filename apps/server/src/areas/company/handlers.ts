import {
  MESSAGE_KEYS,
  companySiteUrl,
  messagesFromProperties,
  profileFromProperties,
  resolveTheme,
  THEME_DEFAULTS,
  type CompanyProfile,
  type CompanyProfileView,
  type Theme,
} from '@rekry/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { containers } from '../../db/schema.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { sanitizeStoredHtml } from '../../platform/sanitize.ts';
import type { ActionContext, HandlerMap } from '../../platform/action-context.ts';
import { patchProperties } from './properties.ts';
import { memberNames } from '../careers/index.ts';

async function containerRow(db: Queryable, containerId: number) {
  const [row] = await db.select().from(containers).where(eq(containers.id, containerId));
  if (!row) throw notFound('Företaget finns inte');
  return row;
}

async function profileView(
  db: Queryable,
  ctx: Pick<ActionContext, 'services'>,
  properties: Record<string, unknown>,
): Promise<CompanyProfileView> {
  const profile = profileFromProperties(properties);
  return {
    profile,
    members: await memberNames(db, properties),
    publicUrl: profile.dns ? companySiteUrl(ctx.services.config.appUrl, profile.dns) : null,
  };
}

/** The company's host label is its career site's address: two companies cannot share one. */
async function assertDnsFree(db: Queryable, containerId: number, dns: string) {
  if (!dns) return;
  const [taken] = await db
    .select({ id: containers.id })
    .from(containers)
    .where(
      and(
        ne(containers.id, containerId),
        sql`lower(${containers.metadata}->'properties'->>'dns') = ${dns.toLowerCase()}`,
      ),
    )
    .limit(1);
  if (taken) throw conflict('Adressnamnet används redan av ett annat företag');
}

export const companyHandlers = {
  async get_CompanyProfile({ containerId }, ctx) {
    const row = await containerRow(ctx.db, containerId);
    return profileView(ctx.db, ctx, row.metadata.properties);
  },

  async update_CompanyProfile({ containerId, profile }, ctx) {
    await assertDnsFree(ctx.db, containerId, profile.dns);
    const cleaned: CompanyProfile = {
      ...profile,
      description: sanitizeStoredHtml(profile.description),
      agreement: sanitizeStoredHtml(profile.agreement),
    };
    // Keys the profile page does not edit (members, messages, consent name …) stay as they are.
    const properties = await patchProperties(ctx.db, containerId, cleaned, []);
    return profileView(ctx.db, ctx, properties);
  },

  async get_ContainerTheme({ containerId }, { db }) {
    return resolveTheme((await containerRow(db, containerId)).theme);
  },

  async update_ContainerTheme({ containerId, theme }, { db }) {
    await saveTheme(db, containerId, theme);
    return theme;
  },

  async reset_ContainerTheme({ containerId }, { db }) {
    await saveTheme(db, containerId, {});
    return THEME_DEFAULTS;
  },

  async get_ContainerMessages({ containerId }, { db }) {
    return messagesFromProperties((await containerRow(db, containerId)).metadata.properties);
  },

  async update_ContainerMessages({ containerId, messages }, { db }) {
    const set: Record<string, string> = {};
    const removed: string[] = [];
    for (const key of MESSAGE_KEYS) {
      const text = messages[key];
      if (text === undefined) continue;
      const clean = sanitizeStoredHtml(text).trim();
      // An empty text is the default: the key goes, so a later change of the default reaches it.
      if (clean) set[`/messages/${key}`] = clean;
      else removed.push(`/messages/${key}`);
    }
    return messagesFromProperties(await patchProperties(db, containerId, set, removed));
  },
} satisfies Partial<HandlerMap>;

async function saveTheme(db: Queryable, containerId: number, theme: Theme | Record<string, never>) {
  // An empty theme is the defaults (resolveTheme), so a later change of a default reaches it.
  const saved = await db
    .update(containers)
    .set({ theme: theme as Record<string, unknown> })
    .where(eq(containers.id, containerId))
    .returning({ id: containers.id });
  if (saved.length === 0) throw notFound('Företaget finns inte');
}
