/**
 * Bevaka sökningen in the demo: three confirmed alerts of each frequency, one of them the demo
 * candidate's (Mina sidor lists it), one on Demo AB's own page (its mails in Demo AB's name).
 */
import type { JobAlertFrequency } from '@rekry/domain';
import type { Db } from '../db/client.ts';
import { jobAlertAddresses, jobAlerts } from '../db/schema.ts';
import { allWordsQuery } from '../db/text-search.ts';
import { searchWords } from '../areas/careers/index.ts';

export const DEMO_JOB_ALERTS: {
  email: string;
  containerId: number | null;
  q: string;
  town: string;
  frequency: JobAlertFrequency;
}[] = [
  { email: 'candidate@demo.rekry.test', containerId: null, q: 'lager', town: '', frequency: 'daily' },
  {
    email: 'bevakare.direkt@demo.rekry.test',
    containerId: 1,
    q: 'kundtjänst',
    town: '',
    frequency: 'direct',
  },
  { email: 'bevakare.vecka@demo.rekry.test', containerId: null, q: '', town: 'Umeå', frequency: 'weekly' },
];

export async function seedJobAlerts(db: Db): Promise<boolean> {
  const now = new Date();
  let seeded = false;
  for (const a of DEMO_JOB_ALERTS) {
    const [address] = await db
      .insert(jobAlertAddresses)
      .values({ email: a.email, confirmationSentAt: now, lastOpenedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!address) continue;
    await db.insert(jobAlerts).values({
      addressId: address.id,
      containerId: a.containerId,
      q: a.q,
      town: a.town,
      query: allWordsQuery(searchWords(a.q)) ?? null,
      frequency: a.frequency,
      confirmedAt: now,
    });
    seeded = true;
  }
  return seeded;
}
