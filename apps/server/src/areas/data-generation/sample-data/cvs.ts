/**
 * Made-up Swedish CVs (profil, erfarenhet, utbildning, körkort, språk, kompetenser …) for the demo
 * applicants' files and the bench's CV texts. Each CV's traits are drawn first, so a recruiter's search
 * has different answers: some have truckkort, B-körkort, SAP, Excel or earlier work as sjuksköterska,
 * some speak "svenska och engelska", the others do not say so at all.
 */

/** The kind of work a CV is mostly about. */
export type CvRole = 'lager' | 'kundtjanst' | 'ekonomi' | 'projekt';

export interface CvTraits {
  role: CvRole;
  truckkort: boolean;
  bKorkort: boolean;
  sap: boolean;
  excel: boolean;
  /** Worked as a sjuksköterska before changing trade. */
  nurse: boolean;
  /** Writes "svenska och engelska"; the others name their languages otherwise. */
  english: boolean;
}

export interface CvPerson {
  name: string;
  city: string;
  birthYear: number;
  email: string;
  phone: string;
}

type Rnd = () => number;

/** A small seeded generator, so demo data looks the same on every new database. */
export function seededRandom(seed: number): Rnd {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
/** `n` different entries of the list, in a random order. */
function some<T>(rnd: Rnd, list: readonly T[], n: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rnd() * pool.length), 1)[0]!);
  return out;
}

/** The traits of one CV: how likely each is depends on the kind of work. */
export function drawCvTraits(rnd: Rnd, role: CvRole): CvTraits {
  const warehouse = role === 'lager';
  const office = role === 'ekonomi' || role === 'projekt';
  return {
    role,
    truckkort: rnd() < (warehouse ? 0.45 : 0.08),
    bKorkort: rnd() < 0.6,
    sap: rnd() < (office ? 0.5 : warehouse ? 0.25 : 0.1),
    excel: rnd() < (office ? 0.8 : 0.35),
    nurse: rnd() < 0.1,
    english: rnd() < 0.5,
  };
}

const TITLES: Record<CvRole, readonly string[]> = {
  lager: ['Lagermedarbetare', 'Orderplockare', 'Truckförare', 'Terminalarbetare', 'Lagerarbetare'],
  kundtjanst: [
    'Kundtjänstmedarbetare',
    'Kundrådgivare',
    'Säljare i butik',
    'Receptionist',
    'Supporttekniker',
  ],
  ekonomi: ['Ekonomiassistent', 'Redovisningsassistent', 'Löneadministratör', 'Inköpsassistent'],
  projekt: ['Projektledare', 'Projektkoordinator', 'Verksamhetsutvecklare', 'Produktionsplanerare'],
};

const EMPLOYERS = [
  'PostNord AB',
  'ICA Lager Västerås',
  'Apotea AB',
  'Dagab Inköp & Logistik',
  'DHL Freight',
  'Schenker AB',
  'IKEA Distribution',
  'Clas Ohlson AB',
  'Telia Company',
  'Försäkringskassan',
  'Skatteverket',
  'ABB AB',
  'Northvolt',
  'Mälarenergi AB',
  'Coop Logistik',
  'Bring Sverige',
  'Elgiganten',
  'Stadium AB',
  'Bauhaus',
  'Manpower',
  'Adecco',
  'Västerås stad',
  'Region Uppsala',
  'Volvo CE',
];

const DUTIES: Record<CvRole, readonly string[]> = {
  lager: [
    'Plockade och packade order till butiker och e-handelskunder, i snitt 180 orderrader per pass.',
    'Tog emot gods, kontrollerade följesedlar och ställde in pallar på rätt lagerplats.',
    'Ansvarade för inventering av två lagergångar och rapporterade avvikelser till arbetsledaren.',
    'Lastade och lossade lastbilar och containrar, ofta under tidspress inför utkörning.',
    'Arbetade med handdator och streckkodsläsare i lagersystemet.',
    'Introducerade nya kollegor i plockrutiner och säkerhet på lagret.',
    'Sorterade paket på terminalen i tvåskift och kvällsskift.',
    'Höll ordning och reda i godsmottagningen och följde 5S-arbetet.',
    'Deltog i arbetsmiljögruppen och tog fram nya rutiner för tunga lyft.',
  ],
  kundtjanst: [
    'Besvarade kunders frågor i telefon, chatt och e-post om beställningar, leveranser och returer.',
    'Hanterade reklamationer och hittade lösningar som kunden var nöjd med.',
    'Registrerade ärenden i CRM-systemet och följde upp dem tills de var lösta.',
    'Sålde tilläggstjänster och nådde försäljningsmålen varje kvartal.',
    'Tog emot besökare i receptionen och bokade möteslokaler.',
    'Hjälpte kunder med inloggning och felsökning av bredband och tv-tjänster.',
    'Skrev svarsmallar och vanliga frågor för kundtjänstens webbsida.',
    'Var kontaktperson för större företagskunder och deras avtal.',
  ],
  ekonomi: [
    'Skötte leverantörsreskontra och kundreskontra, cirka 400 fakturor i månaden.',
    'Bokförde löpande verifikationer och stämde av bankkonton varje månad.',
    'Förberedde underlag till månadsbokslut och årsbokslut tillsammans med redovisningskonsulten.',
    'Hanterade löner för 120 anställda, med semester, sjukfrånvaro och reseräkningar.',
    'Tog fram rapporter och uppföljningar till ekonomichefen.',
    'Skötte inköp och attesterade fakturor enligt attestordningen.',
    'Svarade på frågor från revisorer och Skatteverket.',
  ],
  projekt: [
    'Ledde projekt med upp till tolv deltagare från inköp, produktion och IT.',
    'Tog fram tidplaner, budgetar och riskanalyser och rapporterade till styrgruppen.',
    'Drev införandet av ett nytt affärssystem i tre fabriker.',
    'Planerade produktionen veckovis och följde upp leveransprecisionen.',
    'Höll i workshoppar och utbildningar för användare i nya arbetssätt.',
    'Arbetade agilt med Scrum och Kanban i tvärfunktionella team.',
    'Förhandlade med leverantörer och följde upp avtal och kvalitet.',
  ],
};

const NURSE_DUTIES = [
  'Arbetade som sjuksköterska på akutmottagningen med triage, provtagning och läkemedelshantering.',
  'Legitimerad sjuksköterska på en medicinavdelning, ansvarade för omvårdnad och dokumentation i journalsystemet.',
  'Sjuksköterska i hemsjukvården: planerade besök, gav läkemedel och samarbetade med läkare och anhöriga.',
];

const SCHOOLS = [
  'Rudbeckianska gymnasiet, Västerås',
  'Kunskapsgymnasiet, Stockholm',
  'Katedralskolan, Uppsala',
  'Enköpings gymnasium',
  'Rinmansgymnasiet, Eskilstuna',
  'Ullvigymnasiet, Köping',
];

const PROGRAMS: Record<CvRole, readonly string[]> = {
  lager: [
    'Fordons- och transportprogrammet',
    'Handels- och administrationsprogrammet',
    'Industritekniska programmet',
  ],
  kundtjanst: ['Handels- och administrationsprogrammet', 'Samhällsvetenskapsprogrammet', 'Ekonomiprogrammet'],
  ekonomi: ['Ekonomiprogrammet', 'Samhällsvetenskapsprogrammet'],
  projekt: ['Teknikprogrammet', 'Naturvetenskapsprogrammet', 'Ekonomiprogrammet'],
};

const HIGHER: Record<CvRole, readonly string[]> = {
  lager: ['Logistik och supply chain, yrkeshögskola, 1 år', 'Arbetsledning inom logistik, 15 hp'],
  kundtjanst: ['Service management, yrkeshögskola, 2 år', 'Kommunikation, 30 hp, Mälardalens universitet'],
  ekonomi: ['Redovisningsekonom, yrkeshögskola, 2 år', 'Civilekonomprogrammet, Uppsala universitet'],
  projekt: ['Högskoleingenjör i industriell ekonomi', 'Projektledning, 30 hp, KTH'],
};

const SKILLS: Record<CvRole, readonly string[]> = {
  lager: [
    'Plock och pack',
    'Godsmottagning',
    'Inventering',
    'Lagersystemet Astro WMS',
    'Heta arbeten',
    'Första hjälpen',
  ],
  kundtjanst: [
    'Kundbemötande',
    'Zendesk',
    'Salesforce',
    'Telefonförsäljning',
    'Konflikthantering',
    'Office 365',
  ],
  ekonomi: ['Visma', 'Fortnox', 'Hogia Lön', 'Momsredovisning', 'Attestrutiner', 'Power BI'],
  projekt: ['MS Project', 'Jira', 'Lean', 'Budgetuppföljning', 'Förändringsledning', 'Power BI'],
};

const PROFILES: Record<CvRole, readonly string[]> = {
  lager: [
    'Noggrann och fysiskt stark lagermedarbetare som trivs i ett högt tempo.',
    'Jag tar ansvar för att varje order blir rätt och att arbetsplatsen är säker.',
  ],
  kundtjanst: [
    'Serviceinriktad och lugn, med flera års erfarenhet av att hjälpa kunder i telefon och chatt.',
    'Jag tycker om att lösa problem och att kunden går nöjd från samtalet.',
  ],
  ekonomi: [
    'Strukturerad ekonomiassistent med god känsla för siffror och ordning.',
    'Jag trivs med löpande bokföring, avstämningar och tydliga rutiner.',
  ],
  projekt: [
    'Driven projektledare som får människor att dra åt samma håll.',
    'Jag planerar noga, följer upp och håller tidplanen även när förutsättningarna ändras.',
  ],
};

const COMMON_PROFILE = [
  'Kollegor beskriver mig som positiv, pålitlig och lätt att samarbeta med.',
  'Jag lär mig snabbt nya system och arbetssätt.',
  'Punktlighet och en god arbetsmiljö är viktigt för mig.',
  'Jag söker nu en tjänst där jag kan utvecklas och ta mer ansvar.',
];

const INTERESTS = [
  'På fritiden spelar jag fotboll i korpen och tränar på gym.',
  'Jag tycker om att laga mat, vandra och fiska.',
  'Ideellt engagerad som ledare i en idrottsförening för barn.',
  'Intresserad av motorer och renoverar gärna gamla mopeder.',
  'Jag läser mycket och sjunger i kör.',
];

/** A job's setting and what came of it, for the longer CVs ({n}: a number of its own each time). */
const SETTINGS = [
  'Arbetsplatsen har omkring {n} anställda och arbetar i skift dygnet runt.',
  'Ett familjeägt företag med {n} medarbetare och kunder i hela Norden.',
  'Jag ingick i ett team på {n} personer med en gemensam arbetsledare.',
  'Verksamheten växte kraftigt under min tid, från {n} till nästan dubbelt så många kollegor.',
  'Tjänsten var en visstidsanställning som förlängdes flera gånger.',
  'Vi arbetade efter tydliga mål för kvalitet, säkerhet och leveranstid.',
];
const RESULTS = [
  'Fick ansvar för schemaläggningen av {n} kollegor efter ett halvår.',
  'Minskade antalet felplock med {n} procent genom nya kontrollrutiner.',
  'Fick beröm av kunder och ledning för ett lösningsinriktat arbetssätt.',
  'Var med och startade en ny avdelning och utbildade de första {n} medarbetarna.',
  'Blev utsedd till skyddsombud och arbetade med riskbedömningar.',
  'Höll en sjukfrånvaro under {n} dagar per år och kom alltid i tid.',
];
const ABOUT = [
  'Jag växte upp i {city} och har bott här större delen av mitt liv.',
  'Mitt förra jobb gav mig vana att arbeta självständigt men också att be om hjälp i tid.',
  'Jag är van vid att arbeta efter instruktioner och att dokumentera det jag gör.',
  'Att arbeta i lag är det jag tycker bäst om, och jag delar gärna med mig av det jag kan.',
  'Jag har lätt för att ta till mig ny teknik och hjälper ofta kollegor med datorn.',
  'Flexibel när det gäller arbetstider: dag, kväll och helg fungerar.',
  'Jag har gått flera interna utbildningar och vill fortsätta att lära mig nya saker.',
  'Jag är mån om att hålla det jag lovar, till kunder och till kollegor.',
  'Min styrka är att jag behåller lugnet när det är mycket att göra.',
  'Jag tar gärna egna initiativ och ser vad som behöver göras.',
];
const numbered = (rnd: Rnd, sentence: string) => sentence.replace('{n}', String(4 + Math.floor(rnd() * 90)));

const OTHER_LANGUAGES = ['arabiska', 'somaliska', 'finska', 'persiska', 'polska', 'spanska', 'tigrinja'];

/**
 * A CV as text, one line a row and a blank line between sections. `long` makes about two pages
 * (5,000–7,000 characters: more jobs with more duties, courses and interests), otherwise about one.
 */
export function sampleCvText(rnd: Rnd, person: CvPerson, traits: CvTraits, long = false): string {
  const { role } = traits;
  const title = pick(rnd, TITLES[role]);
  const lines: string[] = [
    person.name,
    `${title} · ${person.city}`,
    `Telefon ${person.phone} · ${person.email}`,
    '',
    'PROFIL',
    [...some(rnd, PROFILES[role], 2), ...some(rnd, COMMON_PROFILE, long ? 3 : 2)].join(' '),
    '',
  ];
  if (long)
    lines.push(
      'OM MIG',
      some(rnd, ABOUT, 6)
        .map((a) => a.replace('{city}', person.city))
        .join(' '),
      '',
    );
  lines.push('ARBETSLIVSERFARENHET');
  const jobs = long ? 5 + Math.floor(rnd() * 3) : 2 + Math.floor(rnd() * 2);
  let year = 2026 - Math.floor(rnd() * 2);
  const nurseAt = traits.nurse ? jobs - 1 : -1;
  for (let j = 0; j < jobs; j++) {
    const start = year - 1 - Math.floor(rnd() * 4);
    const period = j === 0 && rnd() < 0.5 ? `${start} – pågående` : `${start} – ${year}`;
    year = start;
    const employer = pick(rnd, EMPLOYERS);
    if (j === nurseAt) {
      lines.push(
        `${period}  Sjuksköterska, ${pick(rnd, ['Region Västmanland', 'Region Uppsala', 'Region Stockholm'])}`,
      );
      lines.push(...some(rnd, NURSE_DUTIES, long ? 2 : 1).map((d) => `– ${d}`));
    } else {
      lines.push(`${period}  ${j === 0 ? title : pick(rnd, TITLES[role])}, ${employer}, ${person.city}`);
      const duties = some(rnd, DUTIES[role], long ? 5 + Math.floor(rnd() * 2) : 2 + Math.floor(rnd() * 2));
      if (j === 0 && traits.truckkort)
        duties.push('Körde motviktstruck och skjutstativtruck vid lastning och inlagring.');
      if (j === 0 && traits.sap) duties.push('Registrerade inleveranser och order i SAP.');
      if (j === 1 && traits.excel) duties.push('Följde upp nyckeltal i Excel och tog fram veckorapporter.');
      if (long) lines.push(numbered(rnd, pick(rnd, SETTINGS)));
      lines.push(...duties.map((d) => `– ${d}`));
      if (long) lines.push(`Resultat: ${numbered(rnd, pick(rnd, RESULTS))}`);
    }
    lines.push('');
  }
  lines.push('UTBILDNING');
  if (traits.nurse) lines.push('Sjuksköterskeprogrammet, 180 hp, Mälardalens universitet');
  if (long || rnd() < 0.5) lines.push(pick(rnd, HIGHER[role]));
  lines.push(`${pick(rnd, PROGRAMS[role])}, ${pick(rnd, SCHOOLS)}`);
  if (long) {
    lines.push('', 'KURSER OCH CERTIFIKAT');
    lines.push(
      ...some(
        rnd,
        [
          'Hjärt- och lungräddning (HLR), 2023',
          'Arbetsmiljö och säkerhet, Prevent, 2022',
          'Grundläggande arbetsledning, 5 dagar',
          'Första hjälpen och brandskydd',
          'Kvalitetsarbete enligt ISO 9001',
          'Kurs i affärsengelska, Folkuniversitetet',
        ],
        3,
      ),
    );
  }
  lines.push('', 'KÖRKORT');
  const licences = [
    traits.bKorkort ? 'B-körkort, tillgång till egen bil' : 'Inget körkort',
    ...(traits.truckkort ? ['Truckkort A och B (TLP 10), utfärdat 2019'] : []),
  ];
  lines.push(...licences);
  lines.push('', 'SPRÅK');
  const other = pick(rnd, OTHER_LANGUAGES);
  lines.push(
    traits.english
      ? rnd() < 0.5
        ? 'Jag talar och skriver svenska och engelska obehindrat.'
        : `Svenska och engelska flytande i tal och skrift, ${other} grundläggande.`
      : rnd() < 0.5
        ? `Svenska (modersmål), ${other} i tal och engelska på grundläggande nivå.`
        : `Svenska – goda kunskaper. ${other[0]!.toUpperCase()}${other.slice(1)} – modersmål.`,
  );
  lines.push('', 'KOMPETENSER');
  const skills = some(rnd, SKILLS[role], long ? 5 : 3);
  if (traits.excel) skills.push('Excel (formler, pivottabeller)');
  if (traits.sap) skills.push('SAP');
  lines.push(skills.join(', '));
  lines.push('', 'ÖVRIGT');
  lines.push(...some(rnd, INTERESTS, long ? 3 : 1));
  if (long) lines.push(`Född ${person.birthYear}. Kan börja med en månads uppsägningstid.`);
  lines.push('Referenser lämnas på begäran.');
  return lines.join('\n');
}
