import { and, eq } from 'drizzle-orm';
import type { ActionInput, ActionName, catalogueAreas } from '@rekry/domain';
import { containerInvitations, folders } from '../../src/db/schema.ts';
import { buildApplication } from '../helpers/applicants.ts';
import type { TestApp } from '../helpers/app.ts';
import { buildPosition, buildUser, grantPositionRight, type World } from '../helpers/factories.ts';

/** What a sample gets: the app, the callers, the company the row runs in and who calls. */
export interface SampleContext {
  t: TestApp;
  world: World;
  containerId: number;
  caller: { id: number; email: string };
}
/** Builds a valid input for one action in the context's company, typed from the catalogue. */
export type Sample<N extends ActionName = ActionName> = (
  ctx: SampleContext,
) => Promise<ActionInput<N>> | ActionInput<N>;
/** One sample per action of a catalogue area: a missing or unknown name is a compile error. */
export type AreaSamples<A extends keyof typeof catalogueAreas> = {
  [N in keyof (typeof catalogueAreas)[A] & ActionName]: Sample<N>;
};

export const unique = () => Math.random().toString(36).slice(2);

export const member = async ({ t, containerId }: SampleContext) =>
  buildUser(t.db, { memberOf: [[containerId, [3]]] });

/** A pending invitation of the company. */
export async function invitation({ t, containerId }: SampleContext) {
  const [row] = await t.db
    .insert(containerInvitations)
    .values({
      containerId,
      email: `inbjuden-${unique()}@example.se`,
      permissionIds: [3],
      tokenHash: unique(),
      expiresAt: new Date(Date.now() + 3600_000),
    })
    .returning();
  return row!;
}

/**
 * A position in the company on which the caller holds the permission matching their company role (a
 * reader Read, a writer Write), so `position`-scope rows answer by role exactly like `container` ones.
 */
export async function position(ctx: SampleContext, overrides: Parameters<typeof buildPosition>[2] = {}) {
  const row = await buildPosition(ctx.t.db, ctx.containerId, overrides);
  const permissionId =
    ctx.caller.id === ctx.world.writer.id ? 2 : ctx.caller.id === ctx.world.reader.id ? 3 : 0;
  if (permissionId) await grantPositionRight(ctx.t.db, row, ctx.caller, permissionId);
  return { containerId: ctx.containerId, positionId: row.id };
}
/** An application to such a position. */
export async function applicant(ctx: SampleContext) {
  const at = await position(ctx);
  const application = await buildApplication(ctx.t.db, ctx.containerId, at.positionId);
  return { ...at, applicantId: application.id };
}
export async function folder(ctx: SampleContext, name = `Mapp ${unique()}`) {
  await ctx.t.db.insert(folders).values({ containerId: ctx.containerId, name }).onConflictDoNothing();
  const [row] = await ctx.t.db
    .select()
    .from(folders)
    .where(and(eq(folders.containerId, ctx.containerId), eq(folders.name, name)));
  return row!;
}
