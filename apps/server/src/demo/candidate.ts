/**
 * Demo data of the candidate's own pages: a registered, confirmed candidate with an application
 * to Demo AB (opened by staff: 'Under behandling') and one to Norrland Bemanning AB, each with a CV and
 * consent. Created once per database.
 */
import { eq } from 'drizzle-orm';
import { applicantInfoFrom, stockholmDate, type Answers } from '@rekry/domain';
import { AlreadyAppliedError, consentRecord, createApplication } from '../areas/applicants/applications.ts';
import { checkApplicationFile } from '../platform/file-check.ts';
import { hashPassword } from '../platform/passwords.ts';
import { publicContainerById } from '../areas/careers/public-site.ts';
import type { FileStorage } from '../platform/storage.ts';
import type { Db } from '../db/client.ts';
import { sampleCvText, seededRandom } from '../areas/data-generation/sample-data/cvs.ts';
import { dataUrl, documentPdf } from './files.ts';
import { appMeta, jobApplications, users } from '../db/schema.ts';

const PERSON = {
  firstname: 'Kim',
  lastname: 'Kandidat',
  phoneNumber: '070-555 12 34',
  address: 'Vasagatan 7',
  zipCode: '722 15',
  city: 'Västerås',
};

export async function seedDemoCandidate(
  db: Db,
  storage: FileStorage,
  operatorName: string,
  email: string,
  password: string,
  positions: { id: number; containerId: number; name: string; opened: boolean }[],
): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_candidate_seeded'));
  if (done) return false;
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({ email, passwordHash, isCandidate: true, emailConfirmedAt: new Date(), ...PERSON })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, isCandidate: true, emailConfirmedAt: new Date(), ...PERSON },
    });
  const name = `${PERSON.firstname} ${PERSON.lastname}`;
  const text = sampleCvText(
    seededRandom(15),
    { name, city: PERSON.city, birthYear: 1994, email, phone: PERSON.phoneNumber },
    { role: 'lager', truckkort: true, bKorkort: true, sap: false, excel: true, nurse: false, english: true },
  );
  const cv = { filename: `CV ${name}.pdf`, data: dataUrl('application/pdf', documentPdf(text)) };
  const checked = await checkApplicationFile(cv);
  if (!checked.ok) throw new Error(`demo file refused: ${checked.message}`);
  for (const [i, position] of positions.entries()) {
    const company = await publicContainerById(db, position.containerId, operatorName);
    if (!company) continue;
    const answers: Answers = {
      form_firstname: PERSON.firstname,
      form_surname: PERSON.lastname,
      form_address: PERSON.address,
      form_zipcode: PERSON.zipCode,
      form_city: PERSON.city,
      form_mobilePhone: PERSON.phoneNumber,
      form_email: email,
      form_agreement_terms: true,
      form_agreement_gdpr: true,
      form_file: { filename: cv.filename, data: '' },
    };
    try {
      const { applicationId } = await createApplication(db, storage, {
        containerId: position.containerId,
        positionId: position.id,
        positionName: position.name,
        email,
        metadata: answers,
        info: applicantInfoFrom(answers, email, stockholmDate()),
        consent: consentRecord(company.consent, new Date(Date.now() - (i + 2) * 86_400_000)),
        files: [{ propertyKey: 'form_file', filename: cv.filename, file: checked.file }],
      });
      if (position.opened)
        await db
          .update(jobApplications)
          .set({ viewedAt: new Date() })
          .where(eq(jobApplications.id, applicationId));
    } catch (err) {
      // A start after a half-finished seed finds it already there.
      if (!(err instanceof AlreadyAppliedError)) throw err;
    }
  }
  await db.insert(appMeta).values({ key: 'demo_candidate_seeded', value: new Date().toISOString() });
  return true;
}
