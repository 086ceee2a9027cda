import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PermissionId, type PersonExtract } from '@rekry/domain';
import { applicationTags, emailLog, tags, users } from '../src/db/schema.ts';
import { applyWithCv } from './helpers/applicants.ts';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser, uniqueEmail } from './helpers/factories.ts';
import { pageLines } from './helpers/pdf-text.ts';

const t = testAppForFile(() => ({ rateLimitFactor: 1000, jobWorker: false }));

/** A company's admin and one applicant who gave a mobile and a home phone, with a mail of three lines. */
async function scene(displayName = 'Demo AB') {
  // The display name is what applicants see; the container's own name is unique.
  const company = await buildContainer(t.db, { metadata: { foreignKey: null, properties: { displayName } } });
  const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
  const position = await buildPosition(t.db, company.id, { name: 'Kock' });
  const email = uniqueEmail();
  const applicationId = await applyWithCv(t.app, position.id, email, {
    form_mobilePhone: '070-765 43 21',
    form_homePhone: '08-12 34 56',
  });
  await t.db.insert(emailLog).values({
    containerId: company.id,
    applicationId,
    positionId: position.id,
    emailType: 'message',
    emailAddress: email,
    subject: 'Intervju',
    body: 'Hej Anna!\r\n\r\nVälkommen på intervju.\nMvh Demo AB',
    status: 'sent',
  });
  // What the company's people noted about the person in their own words: a free tag.
  const [tag] = await t.db.insert(tags).values({ containerId: company.id, name: 'Truckkort' }).returning();
  await t.db.insert(applicationTags).values({ applicationId, tagId: tag!.id });
  const [person] = await t.db.select().from(users).where(eq(users.email, email));
  return { company, admin, person: person! };
}

async function download(s: Awaited<ReturnType<typeof scene>>, format: 'json' | 'pdf') {
  const res = await t.as(s.admin).dispatch('inform_Person', {
    containerId: s.company.id,
    userId: s.person.id,
    delivery: 'download',
    format,
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  if (res.data.delivery !== 'download') throw new Error('expected a download');
  return Buffer.from(res.data.data, 'base64');
}

describe('the register extract', () => {
  it('holds every phone number and address the person gave in their applications', async () => {
    const s = await scene();
    const extract = JSON.parse((await download(s, 'json')).toString('utf8')) as PersonExtract;
    expect(extract.person).toMatchObject({
      firstname: 'Anna',
      lastname: 'Andersson',
      phoneNumber: '070-765 43 21',
      phoneNumbers: ['070-765 43 21', '08-12 34 56'],
      addresses: ['Storgatan 1, 722 15 Västerås'],
    });
    expect(extract.companies[0]!.applications[0]!.tags).toEqual(['Truckkort']);
  });

  it("prints the phone numbers and the address, and an e-mail's line breaks as lines", async () => {
    const s = await scene();
    const lines = (await pageLines(new Uint8Array(await download(s, 'pdf')))).flat();
    expect(lines).toContain('Telefon: 070-765 43 21, 08-12 34 56');
    expect(lines).toContain('Adress: Storgatan 1, 722 15 Västerås');
    expect(lines).toContain('Taggar: Truckkort');
    expect(lines).toEqual(expect.arrayContaining(['Hej Anna!', 'Välkommen på intervju.', 'Mvh Demo AB']));
    expect(lines.join('\n')).not.toMatch(/Hej Anna!\?|\?Välkommen|intervju\.\?/);
  });
});

describe('the GDPR text applicants accept', () => {
  it("promises the company's own retention period and names it in the genitive", async () => {
    const s = await scene('Demo AB');
    const saved = await t
      .as(s.admin)
      .dispatch('update_RetentionMonths', { containerId: s.company.id, months: 12 });
    expect(saved.status).toBe(200);
    const overview = await t.as(s.admin).dispatch('get_GdprOverview', { containerId: s.company.id });
    expect(overview.status).toBe(200);
    const html = overview.data.textInForce.html;
    expect(html).toContain('sparas som längst i 12 månader');
    expect(html).not.toContain('36 månader');
    expect(html).toContain('för <strong>Demo AB:s</strong> räkning');

    const other = await scene('Hennes & Mauritz');
    const theirs = await t.as(other.admin).dispatch('get_GdprOverview', { containerId: other.company.id });
    expect(theirs.data.textInForce.html).toContain('för <strong>Hennes &amp; Mauritz</strong> räkning');
    expect(theirs.data.textInForce.html).toContain('sparas som längst i 24 månader');
  });
});
