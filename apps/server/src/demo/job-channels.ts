import { eq } from 'drizzle-orm';
import type { PartnerName } from '@rekry/domain';
import { queueJobAd } from '../areas/job-channels/job-ads.ts';
import type { SecretBox } from '../platform/secret-box.ts';
import { secretHint } from '../platform/secret-box.ts';
import type { Db } from '../db/client.ts';
import { appMeta, partnerSettings, positionIntegrations } from '../db/schema.ts';

/**
 * A company's settings and a position's data for each channel that the boards accept: the demo's, and
 * the tests' starting point.
 */
export const CHANNEL_EXAMPLES: Record<
  PartnerName,
  { settings: Record<string, unknown>; secret: string; data: Record<string, unknown> }
> = {
  arbetsformedlingen: {
    settings: { senderId: '1234567', contactEmail: 'rekrytering@demo.rekry.test' },
    secret: 'demo-platsbanken-nyckel-7f3a',
    data: {
      positionSummary: 'Plock, pack och inleverans på vårt lager i Västerås. Dagtid, start i januari.',
      occupationId: '5842',
      cityId: '1980',
      address: 'Stenbygatan 12',
      zipCode: '721 34',
      city: 'Västerås',
      countryCode: 'SE',
      regularTimeType: '1',
      scheduleTimeType: '1',
      scheduleText: 'Heltid, dagtid 07–16',
      temporaryTimeLength: '',
      durationText: 'Tills vidare, sex månaders provanställning',
      salaryType: '1',
      salaryMontly: 27500,
      salaryDescription: 'Fast månadslön enligt kollektivavtal',
      experienceRequired: 'no',
      qualificationCategory: 'driving_license',
      qualificationType: 'merit',
    },
  },
  classifieds: {
    settings: { customerId: 'DEMO-1001', vatId: 'SE556677889901' },
    secret: 'demo-annonssajt-nyckel-91c2',
    data: {
      summary: 'Vi söker lagermedarbetare till vårt lager i Västerås.',
      categoryId: '17',
      categorySubId: '1701',
      employmentId: '1',
      regionId: '19',
      regionSubId: '',
      productId: 'JOBB-PREMIUM',
    },
  },
};

/**
 * Demo AB uses both channels (the sandbox boards when no URL is configured), and its warehouse position
 * is sent to both: the queue publishes it when the server starts.
 */
export async function seedJobChannels(
  db: Db,
  secrets: SecretBox,
  containerId: number,
  positionId: number,
): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_job_channels_seeded'));
  if (done) return false;
  await db.transaction(async (tx) => {
    for (const [partner, example] of Object.entries(CHANNEL_EXAMPLES)) {
      await tx
        .insert(partnerSettings)
        .values({
          containerId,
          partner,
          isEnabled: true,
          settings: example.settings,
          secretSealed: secrets.seal(example.secret),
          secretHint: secretHint(example.secret),
        })
        .onConflictDoNothing();
      const [row] = await tx
        .insert(positionIntegrations)
        .values({
          containerId,
          positionId,
          partner,
          typeId: partner === 'classifieds' ? 2 : 3,
          isChecked: true,
          data: example.data,
        })
        .onConflictDoNothing()
        .returning();
      if (row) await queueJobAd(tx, row, 'publish');
    }
    await tx.insert(appMeta).values({ key: 'demo_job_channels_seeded', value: new Date().toISOString() });
  });
  return true;
}
