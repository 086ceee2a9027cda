/**
 * The demo's candidate survey: Demo AB sends it a week after a hire, an 'Ej aktuell' or a withdrawal, and the warehouse
 * position has answers enough (8, over two months) for its NPS to show; a position with fewer shows none.
 */
import { and, eq } from 'drizzle-orm';
import { addDays, stockholmDate } from '@rekry/domain';
import type { Db } from '../db/client.ts';
import { appMeta, candidateSurveyAnswers, candidateSurveySettings, labels } from '../db/schema.ts';

export async function seedSurveys(db: Db, containerId: number, positionId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, 'demo_surveys_seeded'));
    if (done) return false;
    const named = async (name: string) =>
      (
        await tx
          .select({ id: labels.id })
          .from(labels)
          .where(and(eq(labels.containerId, containerId), eq(labels.name, name)))
      )[0]?.id ?? null;
    const [rejected, interview, hired] = [
      await named('Ej aktuell'),
      await named('Intervju'),
      await named('Anställd'),
    ];
    await tx
      .insert(candidateSurveySettings)
      .values({
        containerId,
        enabled: true,
        delayDays: 7,
        onWithdrawn: true,
        rejectedLabelId: rejected,
        enabledAt: new Date(),
      })
      .onConflictDoNothing();
    const today = stockholmDate();
    const answers: [number, number | null, 'hired' | 'rejected', string, number][] = [
      [10, hired, 'hired', 'Snabb återkoppling och ett trevligt samtal.', 5],
      [9, interview, 'rejected', 'Tydligt besked, även om det blev nej.', 9],
      [9, interview, 'rejected', '', 14],
      [8, null, 'rejected', '', 20],
      [7, null, 'rejected', 'Det tog lång tid innan jag fick svar.', 27],
      [10, interview, 'rejected', '', 33],
      [4, null, 'rejected', 'Fick aldrig veta varför.', 41],
      [9, hired, 'hired', '', 52],
    ];
    await tx.insert(candidateSurveyAnswers).values(
      answers.map(([score, stageLabelId, endedAs, comment, daysAgo]) => ({
        containerId,
        positionId,
        stageLabelId,
        endedAs,
        score,
        comment,
        answeredOn: addDays(today, -daysAgo),
      })),
    );
    await tx.insert(appMeta).values({ key: 'demo_surveys_seeded', value: new Date().toISOString() });
    return true;
  });
}
