/**
 * Demo news: three posts by the platform's superuser, a day apart, so /admin/news and Home
 * have something to show.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appMeta, newsPosts, users } from '../db/schema.ts';

const SEEDED = 'demo_news_seeded';
const DAY = 24 * 60 * 60 * 1000;

/** Oldest first; the last is the newest. Bodies keep to the stored-HTML policy. */
export const DEMO_NEWS = [
  {
    title: 'Välkommen till Rekry',
    body: '<p>Här samlar vi nyheter om plattformen: nya funktioner, ändringar och tips.</p><p>Hör av dig till <a href="mailto:support@rekry.test">support</a> om något är oklart.</p>',
  },
  {
    title: 'Kompetenser och kompetenssamlingar',
    body: '<h2>Bedöm sökande mot krav</h2><p>Under <strong>Inställningar → Kompetenser</strong> skapar du kompetenser med frågor och samlar dem i samlingar som läggs till en annons i ett svep.</p><ul><li>Frågorna besvaras per sökande.</li><li>Samlingen kan återanvändas i flera annonser.</li></ul>',
  },
  {
    title: 'Publicera på Platsbanken',
    body: '<p>Annonser kan nu skickas direkt till <em>Platsbanken</em> och andra jobbsajter. Slå på kanalen under <strong>Integration</strong> och välj den på annonsen.</p>',
  },
];

export async function seedNews(db: Db, authorEmail: string): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED));
  if (done) return false;
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, authorEmail));
  if (!author) return false;
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(newsPosts).values(
      DEMO_NEWS.map((post, i) => {
        const at = new Date(now - (DEMO_NEWS.length - 1 - i) * DAY);
        return { ...post, authorId: author.id, createdAt: at, updatedAt: at };
      }),
    );
    await tx.insert(appMeta).values({ key: SEEDED, value: new Date().toISOString() });
  });
  return true;
}
