import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PermissionId } from '@rekry/domain';
import { emailLog, jobApplications, users } from '../src/db/schema.ts';
import { applyWithCv } from './helpers/applicants.ts';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser, uniqueEmail, validSsn } from './helpers/factories.ts';

const t = testAppForFile(() => ({ rateLimitFactor: 1000, jobWorker: false }));

/** A company with three applicants and another company with a namesake of one of them. */
async function scene() {
  const company = await buildContainer(t.db);
  const foreign = await buildContainer(t.db);
  const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
  const position = await buildPosition(t.db, company.id, { name: 'Kock' });
  const foreignPosition = await buildPosition(t.db, foreign.id, { name: 'Diskare' });
  const apply = (
    positionId: number,
    firstname: string,
    surname: string,
    ssn: string,
    email = uniqueEmail(),
  ) =>
    applyWithCv(t.app, positionId, email, {
      form_firstname: firstname,
      form_surname: surname,
      form_ssn: ssn,
    }).then(() => email);
  const greta = await apply(position.id, 'Greta', 'Sökesson', validSsn('19851224', '456'));
  const orvar = await apply(
    position.id,
    'Örvar',
    'Lind',
    validSsn('19700315', '789'),
    'orvar.kontakt@exempel.se',
  );
  await apply(position.id, 'Anna', 'Berg', validSsn('19990101', '111'));
  await apply(foreignPosition.id, 'Greta', 'Sökesson', validSsn('19851224', '654'));
  const search = (query: string, page = 1) =>
    t.as(admin).dispatch('get_GdprOverview', { containerId: company.id, page, query });
  /** The same with a query of a type the action forbids (a number), for its 400. */
  const searchUnchecked = (query: unknown) =>
    t.as(admin).dispatchUnchecked('get_GdprOverview', { containerId: company.id, page: 1, query });
  const found = async (query: string) => {
    const res = await search(query);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    return {
      total: res.data.total,
      names: res.data.people.map((p) => p.name),
      emails: res.data.people.map((p) => p.email),
    };
  };
  return { company, foreign, greta, orvar, search, searchUnchecked, found };
}

describe('get_GdprOverview search', () => {
  it("finds the company's people by part of a name, in any case and without å, ä and ö", async () => {
    const s = await scene();
    expect(await s.found('sökesson')).toMatchObject({ total: 1, names: ['Greta Sökesson'] });
    expect(await s.found('SOKES')).toMatchObject({ total: 1, names: ['Greta Sökesson'] });
    expect(await s.found('orvar lind')).toMatchObject({ total: 1, names: ['Örvar Lind'] });
    expect(await s.found('')).toMatchObject({ total: 3 });
    expect(await s.found('Ingen Sådan')).toEqual({ total: 0, names: [], emails: [] });
  });

  it('finds them by e-mail', async () => {
    const s = await scene();
    expect(await s.found('ORVAR.kontakt@')).toMatchObject({
      total: 1,
      emails: ['orvar.kontakt@exempel.se'],
    });
    expect(await s.found(s.greta)).toMatchObject({ total: 1, names: ['Greta Sökesson'] });
  });

  it('finds them by personnummer in the usual Swedish forms', async () => {
    const s = await scene();
    const ssn = validSsn('19700315', '789');
    for (const form of [
      ssn,
      `${ssn.slice(0, 8)}-${ssn.slice(8)}`,
      `${ssn.slice(2, 8)}-${ssn.slice(8)}`,
      `${ssn.slice(2, 8)} ${ssn.slice(8)}`,
      '700315',
    ])
      expect(await s.found(form), form).toMatchObject({ total: 1, names: ['Örvar Lind'] });
  });

  it("never finds another company's people", async () => {
    const s = await scene();
    // The namesake in the other company has the same name and birth date.
    expect(await s.found('Greta')).toMatchObject({ total: 1, names: ['Greta Sökesson'] });
    expect(await s.found('19851224')).toMatchObject({ total: 1 });
  });

  it('answers an over-long or odd query with a Swedish 400 for the field', async () => {
    const s = await scene();
    for (const [query, message] of [
      ['a'.repeat(101), 'Söktexten är för lång'],
      ['Greta\u0000', 'Söktexten innehåller ogiltiga tecken'],
      [42, 'Ogiltig söktext'],
    ] as const) {
      const res = await s.searchUnchecked(query);
      expect(res.status, String(query)).toBe(400);
      expect(res.error?.fields?.query).toBe(message);
    }
    // A query's own LIKE wildcards match themselves.
    expect(await s.found('%')).toMatchObject({ total: 0 });
    expect(await s.found('_')).toMatchObject({ total: 0 });
  });

  it("counts a person's mail: of their applications and to their address outside any, never another company's", async () => {
    const s = await scene();
    const [person] = await t.db.select().from(users).where(eq(users.email, s.greta));
    const [application] = await t.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.userId, person!.id));
    const mail = (containerId: number, applicationId: number | null, address: string) => ({
      containerId,
      applicationId,
      emailType: 'message',
      emailAddress: address,
      subject: 'Hej',
      body: 'Hej',
      status: 'sent',
    });
    // One more to the application (its receipt may be there already) and one to the address in capitals.
    await t.db
      .insert(emailLog)
      .values([
        mail(s.company.id, application!.id, s.greta),
        mail(s.company.id, null, s.greta.toUpperCase()),
        mail(s.foreign.id, null, s.greta),
        mail(s.company.id, null, 'annan@example.se'),
      ]);
    const res = await s.search('sökesson');
    const own = (await t.db.select().from(emailLog).where(eq(emailLog.applicationId, application!.id)))
      .length;
    expect(own).toBeGreaterThanOrEqual(1);
    expect(res.data.people[0]!.emails).toBe(own + 1);
  });
});
