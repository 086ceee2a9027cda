import { eq } from 'drizzle-orm';
import { jobApplications, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/platform/passwords.ts';
import { buildApplication } from '../helpers/applicants.ts';
import type { AreaSamples, SampleContext } from './context.ts';

/** An application of the caller themself (in the row's company). */
async function ownApplication({ t, caller }: SampleContext) {
  const application = await buildApplication(t.db);
  await t.db.update(jobApplications).set({ userId: caller.id }).where(eq(jobApplications.id, application.id));
  return { applicationId: application.id };
}

export const candidateSamples: AreaSamples<'candidate'> = {
  get_MyApplications: () => ({}),
  get_MyApplication: ownApplication,
  get_MyProfile: () => ({}),
  update_MyProfile: () => ({
    firstname: 'Kim',
    lastname: 'Kandidat',
    phoneNumber: '070-123 45 67',
    address: 'Storgatan 1',
    zipCode: '123 45',
    city: 'Västerås',
  }),
  get_MyData: async (ctx) => {
    await ownApplication(ctx);
    return { format: 'json' as const };
  },
  withdraw_MyApplication: ownApplication,
  delete_MyAccount: async ({ t, caller }) => {
    const password = 'mitt-eget-lösenord';
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, caller.id));
    return { password };
  },
};
