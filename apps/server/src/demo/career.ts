/**
 * Demo data of the public career site: Demo AB's profile, logo and banner, Norrland's theme, open,
 * closed, archived and internal positions whose forms use every field type and validator, and a few
 * applications with real files, stored through the same services the apply call uses.
 */
import { eq, sql } from 'drizzle-orm';
import {
  applicantInfoFrom,
  luhnCheckDigit,
  stockholmDate,
  type Answers,
  type ContactPerson,
  type FormProperty,
} from '@rekry/domain';
import { AlreadyAppliedError, consentRecord, createApplication } from '../areas/applicants/applications.ts';
import { checkApplicationFile, checkImage } from '../platform/file-check.ts';
import { notifyPublicChanged } from '../platform/public-cache.ts';
import { publicContainerById } from '../areas/careers/public-site.ts';
import type { FileStorage } from '../platform/storage.ts';
import type { Db, Tx } from '../db/client.ts';
import { docxWithText } from './docx.ts';
import { DEMO_BANNER_SVG, DEMO_LOGO_SVG, dataUrl, documentPdf, solidPng } from './files.ts';
import { drawCvTraits, sampleCvText, seededRandom } from '../areas/data-generation/sample-data/cvs.ts';
import {
  birthYearForm,
  customerServiceForm,
  driverForm,
  summerJobForm,
  warehouseForm,
  warehouseMeritForm,
} from '../areas/data-generation/sample-data/forms.ts';
import { appMeta, assets, containers, folders, positions } from '../db/schema.ts';

const C = { demo: 1, norrland: 2, c382: 382, c390: 390, c393: 393 } as const;

/** The demo positions, with fixed ids so their addresses are stable (/101_lagermedarbetare-…). */
export const DEMO_POSITIONS = {
  warehouse: { id: 101, containerId: C.demo, name: 'Lagermedarbetare till vårt lager i Västerås' },
  customerService: { id: 102, containerId: C.demo, name: 'Kundtjänstmedarbetare' },
  closed: { id: 103, containerId: C.demo, name: 'Ekonomiassistent' },
  archived: { id: 104, containerId: C.demo, name: 'Projektledare' },
  internal: {
    id: 105,
    containerId: C.demo,
    name: 'Teamledare lager (intern)',
    linkId: '7f0c2b9e-3c1d-4c8a-9a57-2f4d7f1e8a10',
  },
  draft: { id: 106, containerId: C.demo, name: 'Butikssäljare i Västerås' },
  scheduled: { id: 107, containerId: C.demo, name: 'Lagerchef till vårt nya lager' },
  norrland: { id: 201, containerId: C.norrland, name: 'Truckförare i Umeå' },
  summerJob: { id: 301, containerId: C.c390, name: 'Sommarjobb 2027 – park och trädgård' },
  c382: { id: 302, containerId: C.c382, name: 'Feriearbete 2027 – kommunens verksamheter' },
  c393: { id: 303, containerId: C.c393, name: 'Trainee inom lager och logistik' },
} as const;

export const DEMO_APPLICANTS = [
  { firstname: 'Elin', lastname: 'Berg', email: 'elin.berg@example.se', birth: '19950412', file: 'pdf' },
  { firstname: 'Omar', lastname: 'Haddad', email: 'omar.haddad@example.se', birth: '19880930', file: 'txt' },
  {
    firstname: 'Sara',
    lastname: 'Lindqvist',
    email: 'sara.lindqvist@example.se',
    birth: '20010215',
    // A Word document: the job queue converts it to its '.converted.pdf' preview.
    file: 'docx',
  },
] as const;

const DAY = 24 * 3600 * 1000;

const DEMO_PROFILE = {
  website: 'https://www.demo.rekry.test',
  facebook: 'https://www.facebook.com/demoab',
  linkedin: 'https://www.linkedin.com/company/demoab',
  instagram: 'https://www.instagram.com/demoab',
  description:
    '<p>Demo AB är ett familjeägt logistik- och serviceföretag med 250 medarbetare i Mälardalen. ' +
    'Vi tror på <strong>schyssta villkor</strong>, korta beslutsvägar och att alla ska kunna växa hos oss.</p>',
  gdprContact: 'dataskydd@demo.rekry.test',
  gdprAddress: 'Demo AB, Dataskydd, Drottninggatan 1, 111 51 Stockholm',
  companyLogo: 'logo.svg',
  publicBanner: 'banner.svg',
  agreement:
    '<h3>Demo AB:s villkor</h3><p>Vi använder dina uppgifter endast för rekrytering hos Demo AB och delar dem ' +
    'inte med någon annan. Du kan när som helst be oss ta bort din ansökan.</p>',
  '/messages/thanksforapply': 'Tack för din ansökan till Demo AB, ##FIRSTNAME##!',
};

/** Norrland's own look: dark green with a warm accent (text stays readable on every background). */
const NORRLAND_THEME = {
  button: { backgroundColor: '#14532D', textColor: '#FFFFFF', borderRadius: 'rounded-full' },
  backgroundColor: { mainContent: '#FFFFFF', footer: '#0F2F1F', socialMedia: '#E7F3EC' },
  textColor: {
    workAtText: '#14532D',
    contactText: '#166534',
    detailText: '#4B5563',
    otherText: '#1F2937',
    footerText: '#FFFFFF',
  },
  icon: {
    footerIcon: '#FFFFFF',
    positionIcons: '#166534',
    positionIcon1: '#166534',
    positionIcon2: '#B45309',
    positionIcon3: '#0E7490',
    positionIcon4: '#6D28D9',
    socialMedia: '#166534',
  },
};

const section = (heading: string, ...items: string[]) =>
  `<h3>${heading}</h3><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

function description(intro: string, tasks: string[], profile: string[], extra = ''): string {
  return (
    `<p>${intro}</p>` +
    section('Arbetsuppgifter', ...tasks) +
    section('Vi söker dig som', ...profile) +
    extra +
    '<p>Urval sker löpande, så skicka gärna din ansökan redan i dag.</p>'
  );
}

interface SeedPosition {
  id: number;
  containerId: number;
  name: string;
  linkId?: string;
  location: string;
  text: string;
  description: string;
  form: FormProperty[];
  employmentType: string;
  /** Whom the ad names for questions (the position form's contact person). */
  contactPerson?: ContactPerson;
  /** Where the job is, when it is not the company's office: what a job board's card starts from. */
  workplace?: { address: string; zipCode: string };
  start?: Date | null;
  stop?: Date | null;
  isArchived?: boolean;
  isInternal?: boolean;
  /** When it is public; left out: since it was made. null: a draft. */
  publishedAt?: Date | null;
  ageDays: number;
}

function demoPositions(now: number): SeedPosition[] {
  const P = DEMO_POSITIONS;
  return [
    {
      ...P.warehouse,
      location: 'Västerås',
      workplace: { address: 'Stenbygatan 12', zipCode: '721 34' },
      text: 'Heltid, dagtid. Tillträde enligt överenskommelse.',
      description: description(
        'Vi växer och söker fler lagermedarbetare till vårt nya lager i Västerås.',
        ['Plock och pack av order', 'Inleverans och kontroll av gods', 'Truckkörning (utbildning ges)'],
        ['är noggrann och gillar ett högt tempo', 'trivs i team', 'gärna har truckkort A+B'],
      ),
      form: warehouseMeritForm(),
      employmentType: 'FULL_TIME',
      contactPerson: {
        title: 'Lagerchef',
        firstname: 'Sara',
        lastname: 'Lindqvist',
        phoneNumber: '021-12 34 56',
        email: 'sara.lindqvist@demo.rekry.test',
      },
      ageDays: 1,
    },
    {
      ...P.customerService,
      location: 'Stockholm',
      text: 'Deltid 75 %, möjlighet till sommarjobb.',
      description: description(
        'Vill du hjälpa våra kunder via telefon, chatt och e-post? Vi söker kundtjänstmedarbetare till vårt kontor vid Hötorget.',
        [
          'Besvara frågor om order och leveranser',
          'Lösa ärenden i första kontakten',
          'Dokumentera i vårt kundsystem',
        ],
        [
          'har lätt för att uttrycka dig i tal och skrift',
          'är minst 18 år',
          'pratar flera språk (meriterande)',
        ],
      ),
      form: customerServiceForm(),
      employmentType: 'PART_TIME',
      ageDays: 2,
    },
    {
      ...P.closed,
      location: 'Stockholm',
      text: 'Heltid, tillsvidare.',
      description: description(
        'Vi söker en ekonomiassistent till vår ekonomiavdelning.',
        ['Leverantörs- och kundreskontra', 'Avstämningar'],
        ['har erfarenhet av ekonomisystem'],
      ),
      form: warehouseForm(),
      employmentType: 'FULL_TIME',
      start: new Date(now - 45 * DAY),
      stop: new Date(now - DAY),
      ageDays: 45,
    },
    {
      ...P.archived,
      location: 'Västerås',
      text: 'Heltid, projektanställning.',
      description: description(
        'Vi sökte en projektledare för flytten till vårt nya lager.',
        ['Leda flyttprojektet'],
        ['har lett projekt tidigare'],
      ),
      form: warehouseForm(),
      employmentType: 'CONTRACTOR',
      isArchived: true,
      ageDays: 90,
    },
    {
      ...P.internal,
      location: 'Västerås',
      text: 'Intern rekrytering – endast för anställda på Demo AB.',
      description: description(
        'Nu söker vi en teamledare bland våra egna medarbetare på lagret i Västerås.',
        ['Leda och fördela arbetet i ett team om tio personer', 'Schemaläggning'],
        ['är anställd hos Demo AB i dag', 'vill utvecklas som ledare'],
      ),
      form: warehouseForm(),
      employmentType: 'FULL_TIME',
      isInternal: true,
      ageDays: 3,
    },
    {
      // Still a draft: nothing public shows it until someone publishes it.
      ...P.draft,
      location: 'Västerås',
      text: 'Deltid, helger. Start i höst.',
      description: description(
        'Vi öppnar en butik vid lagret i Västerås och söker säljare till helgerna.',
        ['Kundmöten i butiken', 'Kassa och varupåfyllning'],
        ['tycker om service', 'kan arbeta helger'],
      ),
      form: warehouseForm(),
      employmentType: 'PART_TIME',
      start: new Date(now + 14 * DAY),
      stop: new Date(now + 60 * DAY),
      publishedAt: null,
      ageDays: 0,
    },
    {
      // Scheduled: it goes public on its start date, in three days.
      ...P.scheduled,
      location: 'Västerås',
      text: 'Heltid, tillsvidare.',
      description: description(
        'Till vårt nya lager söker vi en lagerchef som vill bygga upp verksamheten från början.',
        ['Leda lagrets arbete och personal', 'Budget och uppföljning'],
        ['har lett ett lager tidigare', 'är trygg och tydlig'],
      ),
      form: warehouseForm(),
      employmentType: 'FULL_TIME',
      start: new Date(now + 3 * DAY),
      stop: new Date(now + 45 * DAY),
      publishedAt: new Date(now + 3 * DAY),
      ageDays: 1,
    },
    {
      ...P.norrland,
      location: 'Umeå',
      text: 'Heltid, skift.',
      description: description(
        'Till vår kund i Umeå söker vi truckförare för ett långt uppdrag.',
        ['Lastning och lossning', 'Intern transport med motviktstruck'],
        ['har truckkort A+B', 'har B-körkort'],
      ),
      form: driverForm(),
      employmentType: 'FULL_TIME',
      ageDays: 4,
    },
    {
      ...P.summerJob,
      location: 'Malmö',
      text: 'Sommarjobb för dig född 2008–2010, tre perioder att välja mellan.',
      description: description(
        'Vill du jobba utomhus i sommar? Vi söker ungdomar till skötsel av parker och trädgårdar i Malmö.',
        ['Plantering och ogräsrensning', 'Gräsklippning', 'Städning av parker'],
        ['är född 2008, 2009 eller 2010', 'gillar att jobba utomhus'],
      ),
      form: summerJobForm(),
      employmentType: 'TEMPORARY',
      ageDays: 5,
    },
    {
      ...P.c382,
      location: 'Uddevalla',
      text: 'Feriearbete tre veckor i sommar för dig som är född 2010.',
      description: description(
        'Kommunkoncernen Väst erbjuder feriearbete i förskola, äldreomsorg och fritidsverksamhet.',
        ['Stötta personalen i verksamheten', 'Aktiviteter med barn eller äldre'],
        ['är född 2010', 'är folkbokförd i någon av Västkommunerna'],
      ),
      form: birthYearForm({ name: 'equalYearBorn', data: 2010 }),
      employmentType: 'TEMPORARY',
      ageDays: 6,
    },
    {
      ...P.c393,
      location: 'Göteborg',
      text: 'Traineeprogram på 12 månader hos koncernens bolag.',
      description: description(
        'Bemanningsgruppen startar ett traineeprogram för unga som vill in i lager och logistik.',
        ['Rotation mellan koncernens bolag', 'Utbildning i lagerarbete och ledarskap'],
        ['är född 2004–2007', 'vill lära dig hela logistikkedjan'],
      ),
      form: birthYearForm({ name: 'allowedYears', data: '2004,2005,2006,2007' }),
      employmentType: 'FULL_TIME',
      ageDays: 7,
    },
  ];
}

async function seedProfiles(tx: Tx): Promise<void> {
  const [demo] = await tx.select().from(containers).where(eq(containers.id, C.demo));
  if (demo) {
    const metadata = { ...demo.metadata, properties: { ...demo.metadata.properties, ...DEMO_PROFILE } };
    await tx.update(containers).set({ metadata }).where(eq(containers.id, C.demo));
  }
  await tx.update(containers).set({ theme: NORRLAND_THEME }).where(eq(containers.id, C.norrland));
  const [folder] = await tx
    .insert(folders)
    .values({ containerId: C.demo, name: 'Bilder' })
    .onConflictDoNothing()
    .returning({ id: folders.id });
  const svg = (name: string, body: string) => ({
    containerId: C.demo,
    folderId: folder?.id ?? null,
    name,
    contentType: 'image/svg+xml',
    data: Buffer.from(body),
  });
  await tx
    .insert(assets)
    .values([svg('logo.svg', DEMO_LOGO_SVG), svg('banner.svg', DEMO_BANNER_SVG)])
    .onConflictDoNothing();
}

async function seedPositions(tx: Tx, now: number): Promise<void> {
  await tx
    .insert(positions)
    .values(
      demoPositions(now).map(({ employmentType, contactPerson, workplace, ageDays, ...p }) => ({
        ...p,
        start: p.start === undefined ? new Date(now - 7 * DAY) : p.start,
        stop: p.stop === undefined ? new Date(now + 60 * DAY) : p.stop,
        publishedAt: p.publishedAt === undefined ? new Date(now - ageDays * DAY) : p.publishedAt,
        metadata: {
          employmentType,
          ...(contactPerson ? { contactPerson } : {}),
          ...(workplace ? { workplace } : {}),
        },
        createdAt: new Date(now - ageDays * DAY),
        updatedAt: new Date(now - ageDays * DAY),
      })),
    )
    .onConflictDoNothing();
  // Fixed ids above: new positions continue after them.
  await tx.execute(sql`select setval(pg_get_serial_sequence('positions', 'id'), 1000)`);
}

/** A valid 12-digit personal number of a birth date (YYYYMMDD) and a serial (three digits). */
export function ssnOf(birth: string, serial: string): string {
  return `${birth}${serial}${luhnCheckDigit(birth.slice(2) + serial)}`;
}

/** A made-up customer-service CV of an applicant of the career site's demo. */
function cvOf(name: string, email: string, birth: string, i: number): string {
  const rnd = seededRandom(20 + i);
  const person = {
    name,
    city: 'Stockholm',
    birthYear: Number(birth.slice(0, 4)),
    email,
    phone: `070-555 00 0${i + 1}`,
  };
  return sampleCvText(rnd, person, drawCvTraits(rnd, 'kundtjanst'));
}

/** Applications to 'Kundtjänstmedarbetare', each with a CV (a real PDF or a text file). */
async function seedApplications(db: Db, storage: FileStorage, operatorName: string): Promise<void> {
  const position = DEMO_POSITIONS.customerService;
  const company = await publicContainerById(db, position.containerId, operatorName);
  if (!company) return;
  const today = stockholmDate();
  for (const [i, a] of DEMO_APPLICANTS.entries()) {
    const name = `${a.firstname} ${a.lastname}`;
    const cv =
      a.file === 'pdf'
        ? {
            filename: `CV ${name}.pdf`,
            data: dataUrl('application/pdf', documentPdf(cvOf(name, a.email, a.birth, i))),
          }
        : a.file === 'docx'
          ? {
              filename: `Personligt brev ${name}.docx`,
              data: dataUrl(
                '',
                docxWithText(`Personligt brev – ${name}`, [
                  'Hej!',
                  'Jag heter ' + name + ' och söker tjänsten som kundtjänstmedarbetare hos er.',
                  'Jag har arbetat två år i kundtjänst och trivs bäst när jag får hjälpa människor vidare.',
                  'Vänliga hälsningar',
                  name,
                ]),
              ),
            }
          : {
              filename: 'personligt-brev.txt',
              data: dataUrl(
                'text/plain',
                Buffer.from(`Hej!\n\nJag heter ${name} och vill gärna jobba i er kundtjänst.`),
              ),
            };
    const checked = await checkApplicationFile(cv);
    if (!checked.ok) throw new Error(`demo file refused: ${checked.message}`);
    // The first applicant also sends a photo: an image file to preview inline (SPEC §4).
    const photo =
      i === 0 ? await checkImage(dataUrl('image/png', solidPng(160, 200, [120, 150, 200])), {}, {}) : null;
    if (photo && !photo.ok) throw new Error(`demo photo refused: ${photo.message}`);
    const answers: Answers = {
      form_firstname: a.firstname,
      form_surname: a.lastname,
      form_ssn: ssnOf(a.birth, String(231 + i * 2)),
      form_address: ['Sveavägen 12', 'Götgatan 5', 'Fleminggatan 40'][i]!,
      form_zipcode: ['111 57', '116 46', '112 32'][i]!,
      form_city: 'Stockholm',
      form_mobilePhone: `070-555 00 0${i + 1}`,
      form_email: a.email,
      form_referer: 'form_referer_2',
      form_agreement_terms: true,
      form_agreement_gdpr: true,
      form_textarea_experience: 'Två år i kundtjänst på ett e-handelsföretag, mest telefon och chatt.',
      customform_languages_1: true,
      customform_languages_2: true,
      [`customform_activities_${i + 1}`]: true,
      'radio-group_shift': `radio-group_shift_${i + 1}`,
      licensetodriveform: i === 1 ? 'licensetodrive_2' : 'licensetodrive_1',
      summerperiodsform_1: true,
      form_file: { filename: cv.filename, data: '' },
      ...(photo ? { form_photo: 'bild.png' } : {}),
    };
    const consent = consentRecord(company.consent, new Date(Date.now() - (3 - i) * 3600 * 1000));
    const created = createApplication(db, storage, {
      containerId: position.containerId,
      positionId: position.id,
      positionName: position.name,
      email: a.email,
      metadata: answers,
      info: applicantInfoFrom(answers, a.email, today),
      consent,
      files: [
        { propertyKey: 'form_file', filename: cv.filename, file: checked.file },
        ...(photo?.ok ? [{ propertyKey: 'form_photo', filename: 'bild.png', file: photo.file }] : []),
      ],
    });
    // A start after a half-finished seed finds some already there.
    await created.catch((err: unknown) => {
      if (!(err instanceof AlreadyAppliedError)) throw err;
    });
  }
}

/**
 * Runs once per database (recorded in app_meta when all is done), after the companies exist; a start
 * after a half-finished run completes it.
 */
export async function seedCareerSite(db: Db, storage: FileStorage, operatorName: string): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_career_seeded'));
  if (done) return false;
  const now = Date.now();
  await db.transaction(async (tx) => {
    await seedProfiles(tx);
    await seedPositions(tx, now);
  });
  await seedApplications(db, storage, operatorName);
  await db.insert(appMeta).values({ key: 'demo_career_seeded', value: new Date().toISOString() });
  await notifyPublicChanged(db);
  return true;
}
