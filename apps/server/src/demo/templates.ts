/**
 * Demo data: Demo AB's position types, a position template per type (the default one for it),
 * two form templates, and Write on two of its positions for the demo writer (company writers edit only
 * positions they hold a right on).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PermissionId, POSITION_TEMPLATE_FOLDER, type PositionTemplate } from '@rekry/domain';
import type { Db } from '../db/client.ts';
import {
  customerServiceForm,
  summerJobForm,
  warehouseForm,
} from '../areas/data-generation/sample-data/forms.ts';
import {
  appMeta,
  assets,
  folders,
  formTemplates,
  positionPermissions,
  positionTypes,
  positions,
  users,
} from '../db/schema.ts';

const DEMO = 1;
export const DEMO_POSITION_TYPES = ['Tillsvidareanställning', 'Sommarjobb', 'Timanställning'] as const;
/** The demo positions the demo writer may edit (Lagermedarbetare, Kundtjänstmedarbetare). */
const WRITER_POSITIONS = [101, 102];
/** The demo positions' ad types: the warehouse job is permanent, which its job-board cards start from. */
const POSITION_TYPE_OF: Record<number, (typeof DEMO_POSITION_TYPES)[number]> = {
  101: 'Tillsvidareanställning',
};

const TEMPLATE_FORMS = {
  Tillsvidareanställning: { name: 'Lager – tillsvidare', form: warehouseForm },
  Sommarjobb: { name: 'Sommarjobb', form: summerJobForm },
  Timanställning: { name: 'Kundtjänst – timanställning', form: customerServiceForm },
} as const;

export async function seedPositionAdmin(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_templates_seeded'));
  if (done) return false;
  await db.transaction(async (tx) => {
    const types = await tx
      .insert(positionTypes)
      .values(DEMO_POSITION_TYPES.map((name) => ({ containerId: DEMO, name })))
      .returning();
    const [folder] = await tx
      .insert(folders)
      .values({ containerId: DEMO, name: POSITION_TEMPLATE_FOLDER })
      .onConflictDoNothing()
      .returning();
    const folderId =
      folder?.id ??
      (
        await tx
          .select({ id: folders.id })
          .from(folders)
          .where(and(eq(folders.containerId, DEMO), eq(folders.name, POSITION_TEMPLATE_FOLDER)))
      )[0]!.id;
    for (const [positionId, typeName] of Object.entries(POSITION_TYPE_OF)) {
      const type = types.find((t) => t.name === typeName);
      if (type)
        await tx
          .update(positions)
          .set({ positionTypeId: type.id })
          .where(and(eq(positions.id, Number(positionId)), eq(positions.containerId, DEMO)));
    }
    const createdAt = Math.floor(Date.now() / 1000);
    for (const type of types) {
      const { name, form } = TEMPLATE_FORMS[type.name as keyof typeof TEMPLATE_FORMS];
      const key = randomUUID();
      const template: Omit<PositionTemplate, 'folderId'> = {
        key,
        name,
        description: `Utgångsläge för en annons av typen ${type.name}.`,
        createdAt,
        createdBy: 'admin@demo.rekry.test',
        availableInPositionTypes: types.map((t) => ({
          positionTypeId: t.id,
          positionTypeName: t.name,
          included: t.id === type.id,
          default: t.id === type.id,
        })),
        metadata: { form: form() },
      };
      await tx.insert(assets).values({
        containerId: DEMO,
        folderId,
        name: `${POSITION_TEMPLATE_FOLDER}/${key}.json`,
        contentType: 'application/json',
        data: Buffer.from(JSON.stringify(template)),
      });
    }
    await tx.insert(formTemplates).values([
      { containerId: DEMO, name: 'Standardformulär med CV', form: warehouseForm() },
      { containerId: DEMO, name: 'Kundtjänst (alla fälttyper)', form: customerServiceForm() },
    ]);
    const [writer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'writer@demo.rekry.test'));
    if (writer)
      await tx
        .insert(positionPermissions)
        .values(
          WRITER_POSITIONS.map((positionId) => ({
            containerId: DEMO,
            positionId,
            userId: writer.id,
            permissionId: PermissionId.Write,
          })),
        )
        .onConflictDoNothing();
    await tx.insert(appMeta).values({ key: 'demo_templates_seeded', value: new Date().toISOString() });
  });
  return true;
}
