/**
 * The demo's accessibility statement, complete, so the career sites' /tillganglighet shows every part:
 * partly compliant, with one known gap of each kind.
 */
import { eq } from 'drizzle-orm';
import { addDays } from '@rekry/domain';
import type { Db } from '../db/client.ts';
import { accessibilityStatement, users } from '../db/schema.ts';
import { defaultStatement } from '../areas/accessibility/statement.ts';

export async function seedAccessibilityStatement(db: Db, operatorName: string, superuserEmail: string) {
  const [odin] = await db.select({ id: users.id }).from(users).where(eq(users.email, superuserEmail));
  const today = new Date().toISOString().slice(0, 10);
  const inserted = await db
    .insert(accessibilityStatement)
    .values({
      ...defaultStatement(operatorName),
      gaps: [
        {
          content: 'Filmer i vissa annonser saknar textning',
          reason: 'nonCompliance',
          explanation:
            'Företagen laddar själva upp filmerna. Vi påminner dem om kravet och planerar att kräva textning under året.',
        },
        {
          content: 'PDF-bilagor till äldre annonser',
          reason: 'disproportionateBurden',
          explanation:
            'Att göra om alla äldre bilagor vore en oskälig belastning. Hör av dig så får du innehållet i ett tillgängligt format.',
        },
        {
          content: 'Kartor från externa tjänster',
          reason: 'outOfScope',
          explanation: 'Kartor omfattas inte av lagen. Adressen står alltid som text bredvid kartan.',
        },
      ],
      assessedOn: addDays(today, -14),
      feedbackEmail: 'tillganglighet@rekry.test',
      reviewedOn: addDays(today, -7),
      updatedBy: odin?.id ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: accessibilityStatement.id });
  return inserted.length > 0;
}
