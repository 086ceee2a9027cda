import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PartnerName } from '@rekry/domain';
import { CHANNEL_EXAMPLES } from '../../src/demo/job-channels.ts';
import { containers } from '../../src/db/schema.ts';
import type { Db } from '../../src/db/client.ts';
import type { TestApp } from './app.ts';

/** The boards want the company's organisation number and an address to write to on every ad. */
export const withOrganisationNumber = (db: Db, containerId: number) =>
  db
    .update(containers)
    .set({
      metadata: {
        foreignKey: null,
        properties: { organisationNumber: '556677-8899', email: 'jobb@foretaget.se' },
      },
    })
    .where(eq(containers.id, containerId));

/** Turns a channel on for a company (as its administrator), with the example settings and key. */
export async function enableChannel(
  t: TestApp,
  admin: { id: number },
  containerId: number,
  partner: PartnerName,
) {
  const { settings, secret } = CHANNEL_EXAMPLES[partner];
  const answer = await t.as(admin).dispatch('update_PartnerSetting', {
    containerId,
    partner,
    isEnabled: true,
    settings,
    secret,
  });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
}
