/**
 * Demo data of the talent pool: Demo AB's pool is open (its page is /talangpool on jobb.demo…) with five
 * members who joined with a CV (four of them name a 'truckkort', for the CV search), and the first is
 * already invited to apply to 'Lagermedarbetare'. Nobody holds that invitation's link (only a hash of a
 * random token is kept): a new invitation from the member's page mails a working one.
 */
import { eq } from 'drizzle-orm';
import {
  INVITE_DAYS,
  TALENT_POOL_NAME,
  TALENT_POOL_TEXTS,
  applicantInfoFrom,
  stockholmDate,
  talentPoolForm,
  type Answers,
} from '@rekry/domain';
import { consentRecord, createApplication } from '../areas/applicants/applications.ts';
import { publicContainerById } from '../areas/careers/public-site.ts';
import { sampleCvText, seededRandom } from '../areas/data-generation/sample-data/cvs.ts';
import type { Db } from '../db/client.ts';
import { appMeta, positions, talentPoolInvites, users } from '../db/schema.ts';
import { logApplication } from '../platform/application-log.ts';
import { checkApplicationFile } from '../platform/file-check.ts';
import { newLinkToken, tokenHash } from '../platform/link-tokens.ts';
import type { FileStorage } from '../platform/storage.ts';
import { dataUrl, documentPdf } from './files.ts';

const DAY = 86_400_000;

const MEMBERS = [
  { firstname: 'Sanna', lastname: 'Berglund', city: 'Västerås', area: 'Lager och logistik', truckkort: true },
  { firstname: 'Omar', lastname: 'Haddad', city: 'Köping', area: 'Lager, truck', truckkort: true },
  { firstname: 'Linnea', lastname: 'Ek', city: 'Västerås', area: 'Kundtjänst', truckkort: false },
  { firstname: 'Jonas', lastname: 'Lund', city: 'Enköping', area: 'Lager eller transport', truckkort: true },
  { firstname: 'Maria', lastname: 'Nilsson', city: 'Västerås', area: 'Lager', truckkort: true },
] as const;

export async function seedTalentPool(
  db: Db,
  storage: FileStorage,
  operatorName: string,
  containerId: number,
  invitedTo: { id: number; name: string },
  inviterEmail: string,
): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_talent_pool_seeded'));
  if (done) return false;
  const company = await publicContainerById(db, containerId, operatorName);
  if (!company) return false;
  const [pool] = await db
    .insert(positions)
    .values({
      containerId,
      kind: 'pool',
      name: TALENT_POOL_NAME,
      text: TALENT_POOL_TEXTS.intro,
      description: `<p>${TALENT_POOL_TEXTS.intro}</p>`,
      isInternal: true,
      publishedAt: new Date(Date.now() - 40 * DAY),
      form: talentPoolForm(),
    })
    .returning({ id: positions.id });
  const memberIds: number[] = [];
  for (const [i, m] of MEMBERS.entries()) {
    const email = `${m.firstname}.${m.lastname}@example.se`.toLowerCase();
    const name = `${m.firstname} ${m.lastname}`;
    const text = sampleCvText(
      seededRandom(300 + i),
      { name, city: m.city, birthYear: 1985 + i * 3, email, phone: `070-44${i} 12 3${i}` },
      {
        role: m.truckkort ? 'lager' : 'kundtjanst',
        truckkort: m.truckkort,
        bKorkort: true,
        sap: false,
        excel: i % 2 === 0,
        nurse: false,
        english: true,
      },
    );
    const cv = { filename: `CV ${name}.pdf`, data: dataUrl('application/pdf', documentPdf(text)) };
    const checked = await checkApplicationFile(cv);
    if (!checked.ok) throw new Error(`demo file refused: ${checked.message}`);
    const answers: Answers = {
      form_firstname: m.firstname,
      form_surname: m.lastname,
      form_address: `Storgatan ${i + 3}`,
      form_zipcode: '722 15',
      form_city: m.city,
      form_mobilePhone: `070-44${i} 12 3${i}`,
      form_email: email,
      pool_area: m.area,
      pool_town: m.city,
      form_agreement_terms: true,
      form_agreement_gdpr: true,
      form_file: { filename: cv.filename, data: '' },
    };
    const { applicationId } = await createApplication(db, storage, {
      containerId,
      positionId: pool!.id,
      positionName: TALENT_POOL_NAME,
      email,
      metadata: answers,
      info: applicantInfoFrom(answers, email, stockholmDate()),
      consent: consentRecord(company.consent, new Date(Date.now() - (30 - i * 5) * DAY)),
      files: [{ propertyKey: 'form_file', filename: cv.filename, file: checked.file }],
    });
    memberIds.push(applicationId);
  }
  const [inviter] = await db.select({ id: users.id }).from(users).where(eq(users.email, inviterEmail));
  await db.insert(talentPoolInvites).values({
    containerId,
    applicationId: memberIds[0]!,
    positionId: invitedTo.id,
    tokenHash: tokenHash(newLinkToken()),
    createdBy: inviter?.id ?? null,
    expiresAt: new Date(Date.now() + (INVITE_DAYS - 2) * DAY),
  });
  await logApplication(db, {
    containerId,
    applicationId: memberIds[0]!,
    userId: inviter?.id ?? null,
    kind: 'talent_pool',
    message: TALENT_POOL_TEXTS.logInvited(invitedTo.name),
    data: { positionId: invitedTo.id },
    createdAt: new Date(Date.now() - 2 * DAY),
  });
  await db.insert(appMeta).values({ key: 'demo_talent_pool_seeded', value: new Date().toISOString() });
  return true;
}
