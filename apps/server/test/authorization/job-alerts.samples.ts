import { jobAlertAddresses, jobAlerts } from '../../src/db/schema.ts';
import type { AreaSamples, SampleContext } from './context.ts';

/** A confirmed alert saved with the caller's own address. */
async function ownAlert({ t, caller }: SampleContext) {
  const [address] = await t.db
    .insert(jobAlertAddresses)
    .values({ email: caller.email.toLowerCase() })
    .onConflictDoUpdate({ target: jobAlertAddresses.email, set: { email: caller.email.toLowerCase() } })
    .returning();
  const [alert] = await t.db
    .insert(jobAlerts)
    .values({ addressId: address!.id, q: 'lager', frequency: 'daily', confirmedAt: new Date() })
    .returning();
  return { alertId: alert!.id };
}

export const jobAlertsSamples: AreaSamples<'jobAlerts'> = {
  get_MyJobAlerts: () => ({}),
  update_MyJobAlert: async (ctx) => ({ ...(await ownAlert(ctx)), frequency: 'weekly' as const }),
  delete_MyJobAlert: ownAlert,
  get_CompanyJobAlerts: ({ containerId }) => ({ containerId, query: 'bevakare' }),
  delete_CompanyJobAlerts: async ({ t, containerId }) => {
    const email = `bevakare-${Math.random().toString(36).slice(2)}@example.se`;
    const [address] = await t.db.insert(jobAlertAddresses).values({ email }).returning();
    await t.db
      .insert(jobAlerts)
      .values({ addressId: address!.id, containerId, q: 'lager', frequency: 'daily' });
    return { containerId, email };
  },
};
