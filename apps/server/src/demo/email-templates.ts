/**
 * Demo data: Demo AB's text templates, an own e-mail variable, and label e-mail templates
 * per position type (the type-less ones stay the fallback).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  appMeta,
  emailTemplateVariables,
  labelEmailTemplates,
  labels,
  positionTypes,
  textTemplates,
} from '../db/schema.ts';

const DEMO = 1;
const SEEDED = 'demo_email_templates_seeded';

const TEXT_TEMPLATES = [
  { title: 'Ringt, inget svar', text: 'Ringde, inget svar. Försöker igen i morgon.' },
  {
    title: 'Telefonintervju bokad',
    text: 'Telefonintervju bokad. Den sökande bekräftade tiden per telefon.',
  },
  { title: 'Referenser kontrollerade', text: 'Två referenser kontrollerade, båda positiva.' },
];

/** Per position type: label name → subject and text. */
const LABEL_TEMPLATES: Record<string, Record<string, { subject: string; content: string }>> = {
  Sommarjobb: {
    'Mycket intressant': {
      subject: 'Ditt sommarjobb hos ##COMPANY##',
      content:
        'Hej ##FIRSTNAME##!\n\nDin ansökan till sommarjobbet ##POSITION## ser mycket intressant ut. Vi hör av oss inom en vecka.\n\nSommarhälsningar\n##SENDER##\n##KONTAKT##',
    },
    'Ej aktuell': {
      subject: 'Besked om sommarjobbet ##POSITION##',
      content:
        'Hej ##FIRSTNAME##!\n\nTack för att du sökte sommarjobb hos oss. Den här gången gick vi vidare med andra, men sök gärna igen nästa sommar!\n\nVänliga hälsningar\n##COMPANY##',
    },
    Intervju: {
      subject: 'Intervju för sommarjobbet ##POSITION##',
      content:
        'Hej ##FIRSTNAME##!\n\nVi vill gärna träffa dig en kort stund om sommarjobbet. Svara med en tid som passar dig.\n\nVänliga hälsningar\n##SENDER##',
    },
  },
  Timanställning: {
    'Mycket intressant': {
      subject: 'Timanställning hos ##COMPANY##',
      content:
        'Hej ##FIRSTNAME##!\n\nVi vill gärna ha med dig i vår pool av timanställda för ##POSITION##. Vi ringer dig inom kort.\n\nVänliga hälsningar\n##SENDER##',
    },
  },
};

export async function seedEmailTemplates(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED));
  if (done) return false;
  const types = await db
    .select()
    .from(positionTypes)
    .where(
      and(eq(positionTypes.containerId, DEMO), inArray(positionTypes.name, Object.keys(LABEL_TEMPLATES))),
    );
  const demoLabels = await db.select().from(labels).where(eq(labels.containerId, DEMO));
  if (demoLabels.length === 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(textTemplates).values(TEXT_TEMPLATES.map((t) => ({ containerId: DEMO, ...t })));
    await tx
      .insert(emailTemplateVariables)
      .values({
        containerId: DEMO,
        key: '##KONTAKT##',
        label: 'Kontaktperson för frågor',
        value: 'Anna Rekryterare, 070-123 45 67',
      })
      .onConflictDoNothing();
    const rows = types.flatMap((type) =>
      Object.entries(LABEL_TEMPLATES[type.name] ?? {}).flatMap(([labelName, template]) => {
        const label = demoLabels.find((l) => l.name === labelName);
        return label
          ? [{ containerId: DEMO, labelId: label.id, positionTypeId: type.id, name: labelName, ...template }]
          : [];
      }),
    );
    if (rows.length) await tx.insert(labelEmailTemplates).values(rows).onConflictDoNothing();
    await tx.insert(appMeta).values({ key: SEEDED, value: new Date().toISOString() });
  });
  return true;
}
