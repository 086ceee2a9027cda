/**
 * Demo data: Demo AB's positions get a realistic spread of applicants (statuses, process levels, notes,
 * log, periods, driving licences, merits, a CV each: demo/cvs.ts), skills with questions on the two open
 * positions, company e-mail templates and label e-mail templates. Deterministic (a seeded generator),
 * created once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  applicantInfoFrom,
  stockholmDate,
  type Answers,
  type ApplicationSource,
  type FormProperty,
} from '@rekry/domain';
import type { Db, Tx } from '../db/client.ts';
import { ssnOf } from './career.ts';
import {
  appMeta,
  applicationNotes,
  emailTemplates,
  jobApplications,
  labelEmailTemplates,
  labels,
  positions,
  positionSkills,
  questionnaireAnswers,
  skillQuestions,
  skills,
  users,
} from '../db/schema.ts';
import {
  DEMO_CITIES,
  DEMO_FIRST_NAMES,
  DEMO_LAST_NAMES,
} from '../areas/data-generation/sample-data/people.ts';
import { seededRandom } from '../areas/data-generation/sample-data/cvs.ts';
import { seedDemoTags } from './tags.ts';
import { logApplication, type ApplicationLogEntry } from '../platform/application-log.ts';
import type { FileBody, FileStorage, StoredFileRef } from '../platform/storage.ts';
import { demoCvFilename, seedDemoCvs } from './cvs.ts';

const DEMO = 1;
const DAY = 24 * 3600 * 1000;

const FIRST = DEMO_FIRST_NAMES;
const LAST = DEMO_LAST_NAMES;
const CITIES = DEMO_CITIES;
const STREETS = ['Storgatan', 'Kungsgatan', 'Vasagatan', 'Björkvägen', 'Skolgatan', 'Ängsvägen'];

const NOTES = [
  'Ringde upp, trevligt samtal. Kan börja med en månads uppsägning.',
  'Stark erfarenhet från e-handelslager. Boka intervju.',
  'Saknar truckkort men vill gärna gå utbildningen.',
  'Referens (tidigare chef) mycket positiv.',
  'Önskar deltid i början, återkommer om schema.',
  'Inte svarat på två samtal, skickat sms.',
  'Passar bättre för kvällsskiftet.',
];

/** Member keys of a group property of the form (empty when the form has no such group). */
const membersOf = (form: FormProperty[], key: string) => form.find((p) => p.key === key)?.data?.keys ?? [];

interface Plan {
  positionId: number;
  count: number;
  /** Applications arrive over the last N days. */
  days: number;
  seed: number;
}

const PLANS: Plan[] = [
  { positionId: 101, count: 34, days: 1, seed: 101 },
  { positionId: 102, count: 18, days: 2, seed: 102 },
  { positionId: 103, count: 9, days: 40, seed: 103 },
  { positionId: 104, count: 6, days: 80, seed: 104 },
  { positionId: 105, count: 3, days: 3, seed: 105 },
];

function answersFor(
  form: FormProperty[],
  rnd: () => number,
  person: { first: string; last: string; email: string; ssn: string; cv: string },
) {
  const [city, zip] = CITIES[Math.floor(rnd() * CITIES.length)]!;
  const answers: Answers = {
    form_firstname: person.first,
    form_surname: person.last,
    form_ssn: person.ssn,
    form_address: `${STREETS[Math.floor(rnd() * STREETS.length)]} ${1 + Math.floor(rnd() * 60)}`,
    form_zipcode: zip,
    form_city: city,
    form_mobilePhone: `07${Math.floor(rnd() * 10)}-${100 + Math.floor(rnd() * 900)} ${10 + Math.floor(rnd() * 90)} ${10 + Math.floor(rnd() * 90)}`,
    form_email: person.email,
    form_referer: `form_referer_${1 + Math.floor(rnd() * 5)}`,
    form_agreement_terms: true,
    form_agreement_gdpr: true,
  };
  const keys = new Set(form.map((p) => p.key));
  const tick = (groupKey: string, chance: number) => {
    for (const k of membersOf(form, groupKey)) if (rnd() < chance) answers[k] = true;
  };
  tick('requirementsform', 0.45);
  tick('driverlicenseform', 0.5);
  tick('summerperiodsform', 0.55);
  tick('customform_languages', 0.4);
  tick('customform_activities', 0.5);
  if (keys.has('customform_languages_1')) answers.customform_languages_1 = true;
  if (keys.has('radio-group_shift')) {
    const options = membersOf(form, 'radio-group_shift');
    answers['radio-group_shift'] = options[Math.floor(rnd() * options.length)] ?? null;
  }
  if (keys.has('licensetodriveform'))
    answers.licensetodriveform = rnd() < 0.75 ? 'licensetodrive_1' : 'licensetodrive_2';
  if (keys.has('form_textarea_experience'))
    answers.form_textarea_experience =
      'Jag har arbetat i kundtjänst i två år, mest telefon och chatt, och tycker om att lösa problem.';
  if (keys.has('form_text_motivation') && rnd() < 0.6)
    answers.form_text_motivation = 'Gillar fart, ordning och att jobba i lag.';
  if (keys.has('form_file')) answers.form_file = { filename: person.cv, data: '' };
  return answers;
}

async function seedSkills(tx: Tx) {
  const created = await tx
    .insert(skills)
    .values([
      {
        containerId: DEMO,
        name: 'Truckkörning',
        description: 'Motviktstruck och skjutstativtruck',
        icon: 'truck',
      },
      {
        containerId: DEMO,
        name: 'Kundbemötande',
        description: 'Service i telefon, chatt och e-post',
        icon: 'message-circle',
      },
      {
        containerId: DEMO,
        name: 'Noggrannhet',
        description: 'Plock, kontroll och inventering',
        icon: 'list-checks',
      },
    ])
    .returning();
  const [truck, service, careful] = created;
  const questions = await tx
    .insert(skillQuestions)
    .values([
      { containerId: DEMO, skillId: truck!.id, question: 'Vilka trucktyper har du kört?', sortOrder: 1 },
      { containerId: DEMO, skillId: truck!.id, question: 'Hur många års erfarenhet har du?', sortOrder: 2 },
      {
        containerId: DEMO,
        skillId: service!.id,
        question: 'Berätta om ett svårt kundärende och hur du löste det.',
        sortOrder: 1,
      },
      {
        containerId: DEMO,
        skillId: service!.id,
        question: 'Hur hanterar du många ärenden samtidigt?',
        sortOrder: 2,
      },
      {
        containerId: DEMO,
        skillId: careful!.id,
        question: 'Hur kontrollerar du att en order blivit rätt?',
        sortOrder: 1,
      },
    ])
    .returning();
  await tx.insert(positionSkills).values([
    { containerId: DEMO, positionId: 101, skillId: truck!.id },
    { containerId: DEMO, positionId: 101, skillId: careful!.id },
    { containerId: DEMO, positionId: 102, skillId: service!.id },
  ]);
  return questions;
}

async function seedTemplates(tx: Tx) {
  await tx.insert(emailTemplates).values([
    {
      containerId: DEMO,
      title: 'Tack för din ansökan',
      subject: 'Tack för din ansökan till ##POSITION##',
      text: 'Hej ##FIRSTNAME##!\n\nTack för din ansökan till tjänsten ##POSITION## hos ##COMPANY##. Vi går igenom ansökningarna löpande och hör av oss så snart vi kan.\n\nVänliga hälsningar\n##SENDER##\n##COMPANY##',
    },
    {
      containerId: DEMO,
      title: 'Inbjudan till intervju',
      subject: 'Inbjudan till intervju – ##POSITION##',
      text: 'Hej ##FIRSTNAME##!\n\nVi vill gärna träffa dig för en intervju om tjänsten ##POSITION##. Svara på det här mejlet med några tider som passar dig nästa vecka.\n\nVänliga hälsningar\n##SENDER##\n##COMPANY##',
    },
    {
      containerId: DEMO,
      title: 'Besked – inte aktuell',
      subject: 'Besked om din ansökan till ##POSITION##',
      text: 'Hej ##FIRSTNAME##!\n\nTack för ditt intresse för tjänsten ##POSITION##. Vi har nu gått vidare med andra kandidater vars erfarenhet bättre matchar vad vi söker just nu. Lycka till framöver!\n\nVänliga hälsningar\n##SENDER##\n##COMPANY##',
    },
  ]);
  const byName = new Map(
    (await tx.select().from(labels).where(eq(labels.containerId, DEMO))).map((l) => [l.name, l.id]),
  );
  const rows = [
    {
      name: 'Ej aktuell',
      subject: 'Besked om din ansökan till ##POSITION##',
      content:
        'Hej ##FIRSTNAME##!\n\nTack för din ansökan till ##POSITION##. Vi har valt att gå vidare med andra kandidater den här gången.\n\nVänliga hälsningar\n##COMPANY##',
    },
    {
      name: 'Intervju',
      subject: 'Välkommen på intervju – ##POSITION##',
      content:
        'Hej ##FIRSTNAME##!\n\nVi vill gärna träffa dig på en intervju för tjänsten ##POSITION##. Vi ringer dig inom kort för att boka en tid.\n\nVänliga hälsningar\n##SENDER##',
    },
    {
      name: 'Erbjudande',
      subject: 'Erbjudande om anställning – ##POSITION##',
      content:
        'Hej ##FIRSTNAME##!\n\nVi är glada att kunna erbjuda dig tjänsten ##POSITION## hos ##COMPANY##. Vi skickar avtalet separat.\n\nVänliga hälsningar\n##SENDER##',
    },
  ];
  await tx.insert(labelEmailTemplates).values(
    rows
      .filter((r) => byName.has(r.name))
      .map((r) => ({
        containerId: DEMO,
        labelId: byName.get(r.name)!,
        name: r.name,
        subject: r.subject,
        content: r.content,
      })),
  );
  return byName;
}

async function seedApplications(
  tx: Tx,
  write: (ref: StoredFileRef, body: FileBody) => Promise<number>,
  labelIds: Map<string, number>,
  questionIds: number[],
  now: number,
) {
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@demo.rekry.test', 'writer@demo.rekry.test']));
  const staffIds = staff.map((s) => s.id);
  const statusPool: (string | null)[] = [
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    'Intressant',
    'Intressant',
    'Intressant',
    'Intressant',
    'Intressant',
    'Mycket intressant',
    'Mycket intressant',
    'Mycket intressant',
    'Kanske',
    'Kanske',
    'Ej aktuell',
    'Ej aktuell',
    'Ej aktuell',
  ];
  const processFor = (status: string | null, rnd: () => number): string | null => {
    if (status === 'Mycket intressant')
      return ['Telefonintervju', 'Intervju', 'Referenstagning', 'Erbjudande', 'Anställd'][
        Math.floor(rnd() * 5)
      ]!;
    if (status === 'Intressant')
      return rnd() < 0.6 ? ['Kontaktad', 'Telefonintervju', 'Intervju'][Math.floor(rnd() * 3)]! : null;
    return null;
  };
  const today = stockholmDate(now);
  let serial = 301;
  for (const plan of PLANS) {
    const [position] = await tx
      .select({ id: positions.id, form: positions.form, createdAt: positions.createdAt })
      .from(positions)
      .where(and(eq(positions.id, plan.positionId), eq(positions.containerId, DEMO)));
    if (!position) continue;
    const rnd = seededRandom(plan.seed);
    const people = Array.from({ length: plan.count }, (_, i) => {
      const [first, sex] = FIRST[(i * 7 + plan.seed) % FIRST.length]!;
      const last = LAST[(i * 3 + plan.seed) % LAST.length]!;
      const year = 1968 + Math.floor(rnd() * 38);
      const birth = `${year}${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`;
      // The second-to-last digit of a personal number is odd for men, even for women.
      serial += 2;
      const three = String(serial % 1000).padStart(3, '0');
      const serialDigits = `${three.slice(0, 2)}${(Number(three[2]) & ~1) + (sex === 'M' ? 1 : 0)}`;
      const ssn = ssnOf(birth, serialDigits);
      const email =
        `${first}.${last}.${plan.positionId}`
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^a-z0-9.]/g, '') + '@example.se';
      return { first, last, email, ssn, cv: demoCvFilename(plan.positionId, i, `${first} ${last}`) };
    });
    const accounts = await tx
      .insert(users)
      .values(
        people.map((p) => ({ email: p.email, firstname: p.first, lastname: p.last, isCandidate: true })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(accounts.map((a) => [a.email, a.id]));
    const missing = people.filter((p) => !idOf.has(p.email)).map((p) => p.email);
    if (missing.length)
      for (const u of await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, missing)))
        idOf.set(u.email, u.id);

    const span = Math.max(1, plan.days) * DAY;
    const start = Math.max(position.createdAt.getTime(), now - span);
    const rows = people.map((p, i) => {
      const answers = answersFor(position.form, rnd, p);
      const status = statusPool[Math.floor(rnd() * statusPool.length)] ?? null;
      const process = processFor(status, rnd);
      const created = new Date(start + ((now - start) * (i + 1)) / (people.length + 1));
      return {
        containerId: DEMO,
        positionId: position.id,
        userId: idOf.get(p.email)!,
        metadata: answers,
        info: applicantInfoFrom(answers, p.email, today),
        labelId: status ? (labelIds.get(status) ?? null) : null,
        processLabelId: process ? (labelIds.get(process) ?? null) : null,
        createdAt: created,
        source: demoSource(i),
        viewedAt: status || rnd() < 0.3 ? new Date(created.getTime() + 3600_000) : null,
      };
    });
    const inserted = await tx
      .insert(jobApplications)
      .values(rows)
      .onConflictDoNothing({ target: [jobApplications.positionId, jobApplications.userId] })
      .returning();
    const logs: ApplicationLogEntry[] = [];
    const notes: (typeof applicationNotes.$inferInsert)[] = [];
    const answers: (typeof questionnaireAnswers.$inferInsert)[] = [];
    inserted.forEach((a, i) => {
      const by = staffIds[i % Math.max(1, staffIds.length)] ?? null;
      const at = (hours: number) => new Date(a.createdAt.getTime() + hours * 3600_000);
      logs.push({
        containerId: DEMO,
        applicationId: a.id,
        userId: null,
        kind: 'created',
        message: 'Ansökan inkom',
        createdAt: a.createdAt,
      });
      const statusName = [...labelIds].find(([, id]) => id === a.labelId)?.[0];
      const processName = [...labelIds].find(([, id]) => id === a.processLabelId)?.[0];
      if (statusName)
        logs.push({
          containerId: DEMO,
          applicationId: a.id,
          userId: by,
          kind: 'status',
          message: `Status ändrad till ${statusName}`,
          createdAt: at(2),
        });
      if (processName)
        logs.push({
          containerId: DEMO,
          applicationId: a.id,
          userId: by,
          kind: 'process',
          message: `Processnivå ändrad till ${processName}`,
          createdAt: at(3),
        });
      if (statusName && i % 3 === 0) {
        notes.push({
          containerId: DEMO,
          applicationId: a.id,
          userId: by,
          text: NOTES[i % NOTES.length]!,
          createdAt: at(4),
        });
        logs.push({
          containerId: DEMO,
          applicationId: a.id,
          userId: by,
          kind: 'note',
          message: 'Anteckning skriven',
          createdAt: at(4),
        });
      }
      if (processName && questionIds.length && a.positionId === 101)
        answers.push({
          containerId: DEMO,
          applicationId: a.id,
          questionId: questionIds[0]!,
          answer: 'Motviktstruck och plocktruck',
          updatedBy: by,
        });
    });
    await seedDemoCvs(tx, write, position.id, inserted);
    await logApplication(tx, logs);
    if (notes.length) await tx.insert(applicationNotes).values(notes);
    if (answers.length) await tx.insert(questionnaireAnswers).values(answers).onConflictDoNothing();
  }
}

/**
 * Where a demo applicant came from: most through the Platsbanken ad's tracked link (Demo AB publishes the
 * warehouse ad there), some the classifieds site, a LinkedIn campaign, a search engine, the rest direct.
 */
function demoSource(i: number): ApplicationSource {
  const sources: ApplicationSource[] = [
    { kalla: 'platsbanken' },
    { kalla: 'platsbanken', referrer: 'arbetsformedlingen.se' },
    {},
    { kalla: 'annonssajt' },
    { utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'lager-2026' },
    { referrer: 'www.google.se' },
    { kalla: 'platsbanken' },
  ];
  return sources[i % sources.length]!;
}

/** Runs once per database, after the career site's demo (positions and the first applications) exists. */
export async function seedApplicantPipeline(db: Db, storage: FileStorage): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_applicants_seeded'));
  if (done) return false;
  const [demo] = await db.select({ id: positions.id }).from(positions).where(eq(positions.id, 101));
  if (!demo) return false;
  const now = Date.now();
  await storage.inTransaction(db, async (tx, write) => {
    const questions = await seedSkills(tx);
    const labelIds = await seedTemplates(tx);
    await seedApplications(
      tx,
      write,
      labelIds,
      questions.map((q) => q.id),
      now,
    );
    // The three applications with files (career-site demo) get a status too.
    const first = await tx
      .select({ id: jobApplications.id, createdAt: jobApplications.createdAt })
      .from(jobApplications)
      .where(and(eq(jobApplications.positionId, 102), eq(jobApplications.isManuallyCreated, false)))
      .orderBy(jobApplications.id)
      .limit(2);
    if (first[0] && labelIds.get('Mycket intressant')) {
      const later = (hours: number) => new Date(first[0]!.createdAt.getTime() + hours * 3600_000);
      const by = { containerId: DEMO, applicationId: first[0].id, userId: null };
      await logApplication(tx, [
        {
          ...by,
          kind: 'status',
          message: 'Status ändrad till Mycket intressant',
          createdAt: later(2),
          data: { labelId: labelIds.get('Mycket intressant') },
        },
        {
          ...by,
          kind: 'process',
          message: 'Processnivå ändrad till Intervju',
          createdAt: later(26),
          data: { labelId: labelIds.get('Intervju') ?? null },
        },
      ]);
      await tx
        .update(jobApplications)
        .set({
          labelId: labelIds.get('Mycket intressant')!,
          processLabelId: labelIds.get('Intervju') ?? null,
        })
        .where(eq(jobApplications.id, first[0].id));
    }
    await seedDemoTags(tx, DEMO, 101);
    await tx.insert(appMeta).values({ key: 'demo_applicants_seeded', value: new Date(now).toISOString() });
  });
  return true;
}
