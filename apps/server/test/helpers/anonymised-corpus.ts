/**
 * Generated Swedish applications for the anonymised review's leak test and bench: each a person (names
 * with å/ä/ö and hyphens, an address, a postcode, a phone, an e-mail made of the name, a valid
 * personnummer or samordningsnummer), a CV that places their data in its header, on every page's
 * running head, in its running text and its signature, in spellings other than the form's, a file name,
 * and free-text answers that name them. Seeded: the same seed gives the same corpus.
 *
 * A CV is a text PDF (pdf-lib, with the name in its metadata and a "photo"), a Word file (docx, made in
 * code as the demo's are) or a scan (a text PDF rendered to PNG by pdftoppm at 200 dpi, sent as the PNG
 * or as an image-only PDF). Word files and scans are only made into what the server gets here; the
 * converter turns a Word file into its PDF as production does.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { luhnCheckDigit } from '@rekry/domain';
import { docxWithText } from '../../src/demo/docx.ts';
import { wrapLines } from '../../src/demo/files.ts';
import type { DocumentConverter } from '../../src/platform/conversion.ts';
import { winAnsi } from '../../src/platform/pdf-writer.ts';
import type { PersonValues } from '../../src/platform/redaction/personal-spans.ts';
import {
  drawCvTraits,
  sampleCvText,
  seededRandom,
  type CvRole,
} from '../../src/areas/data-generation/sample-data/cvs.ts';

type Rnd = () => number;
const pick = <T>(rnd: Rnd, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const int = (rnd: Rnd, from: number, to: number) => from + Math.floor(rnd() * (to - from + 1));
const pad = (n: number) => String(n).padStart(2, '0');

const FIRST_NAMES = [
  'Anna',
  'Åsa',
  'Märta',
  'Björn',
  'Sören',
  'Anna-Karin',
  'Per-Olof',
  'Mohammed',
  'Fatima',
  'Linnéa',
  'Göran',
  'Örjan',
  'Eva-Lena',
  'Ingrid',
  'Jönsa',
  'Zoë',
  'Håkan',
  'Ebba',
  'Mattias',
  'Leila',
  'Ali',
  'Karl-Johan',
  'Sofia',
  'Mikael',
  'Elin',
  'Tove',
  'Ömer',
  'Agnes',
  'Viktor',
  'Maja',
];
const LAST_NAMES = [
  'Svensson',
  'Åberg',
  'Öhman',
  'Lindqvist',
  'Ängström',
  'Söderberg',
  'Nyström',
  'Bäckström',
  'Hägglund',
  'Svensson-Lind',
  'Al-Hassan',
  'Nguyen',
  'Yilmaz',
  'Kowalski',
  'Holmgren',
  'Sjöberg',
  'Ekström-Berg',
  'Lööf',
  'Westerlund',
  'Karlsson',
  'Mäkinen',
  'Dahlén',
  'Fältskog',
  'Jönsson',
  'Åkesson',
  'Hussein',
];
const STREETS = [
  'Storgatan',
  'Drottninggatan',
  'Kungsvägen',
  'Björkvägen',
  'Västra Hamngatan',
  'Ringvägen',
  'Tallstigen',
  'Skolgränd',
  'Ängsvägen',
  'Sjövägen',
  'Kyrkbacken',
  'Parkallén',
  'Järnvägsgatan',
  'Östra Långgatan',
];
const CITIES = [
  ['Uppsala', '753'],
  ['Västerås', '722'],
  ['Göteborg', '413'],
  ['Malmö', '211'],
  ['Örebro', '702'],
  ['Linköping', '582'],
  ['Umeå', '903'],
  ['Jönköping', '553'],
  ['Norrköping', '602'],
  ['Sundsvall', '852'],
  ['Luleå', '972'],
  ['Växjö', '352'],
  ['Gävle', '802'],
  ['Borås', '503'],
  ['Södertälje', '151'],
] as const;
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'telia.com', 'icloud.com', 'yahoo.se'];
const ROLES: CvRole[] = ['lager', 'kundtjanst', 'ekonomi', 'projekt'];
const MONTHS = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];

/** Letters an e-mail address cannot hold, as people write their name in one. */
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z-]/g, '');

export type CorpusFileKind = 'pdf' | 'docx' | 'scan-pdf' | 'scan-png';

export interface CorpusApplication {
  index: number;
  person: PersonValues;
  /** Every piece of personal data placed in the CV and the answers, as written there. */
  placed: string[];
  /** The CV's text as generated (what the file shows). */
  cvText: string;
  file: { name: string; kind: CorpusFileKind; bytes: Buffer };
  answers: string[];
}

interface Person {
  values: PersonValues;
  first: string;
  last: string;
  birth: { y: number; m: number; d: number };
  ssnDigits: string;
  mobile: string;
}

function drawPerson(rnd: Rnd): Person {
  const first = pick(rnd, FIRST_NAMES);
  const last = pick(rnd, LAST_NAMES);
  const [city, area] = pick(rnd, CITIES);
  const zip = `${area} ${pad(int(rnd, 10, 99))}`;
  const birth = { y: int(rnd, 1960, 1995), m: int(rnd, 1, 12), d: int(rnd, 1, 28) };
  // A samordningsnummer (day + 60) for one in eight.
  const day = birth.d + (rnd() < 0.125 ? 60 : 0);
  const nine = `${String(birth.y).slice(2)}${pad(birth.m)}${pad(day)}${String(int(rnd, 0, 999)).padStart(3, '0')}`;
  const ssnDigits = `${String(birth.y).slice(0, 2)}${nine}${luhnCheckDigit(nine)}`;
  const mobile = `07${pick(rnd, ['0', '2', '3', '6', '9'])}${String(int(rnd, 0, 9_999_999)).padStart(7, '0')}`;
  const local = pick(rnd, [
    `${ascii(first)}.${ascii(last)}`,
    `${ascii(first)}${ascii(last)}`,
    `${ascii(first)[0]}${ascii(last)}`,
    `${ascii(last)}.${ascii(first)}${int(rnd, 1, 99)}`,
  ]);
  const street = `${pick(rnd, STREETS)} ${int(rnd, 1, 120)}${rnd() < 0.2 ? ' B' : ''}`;
  return {
    first,
    last,
    birth,
    ssnDigits,
    mobile,
    values: {
      firstname: first,
      lastname: last,
      email: `${local}@${pick(rnd, DOMAINS)}`,
      phone: pick(rnd, [mobile, `${mobile.slice(0, 3)}-${mobile.slice(3)}`]),
      address: street,
      zipCode: zip,
      city,
      ssn: ssnDigits,
      otherValues: [],
    },
  };
}

/** The mobile number in one of the spellings people use. */
function phoneSpelling(rnd: Rnd, m: string): string {
  const [a, b, c, d] = [m.slice(1, 3), m.slice(3, 6), m.slice(6, 8), m.slice(8)];
  return pick(rnd, [
    `0${a}-${b} ${c} ${d}`,
    `0${a}${b}${c}${d}`,
    `0${a} ${b} ${c} ${d}`,
    `+46 ${a} ${b} ${c} ${d}`,
    `+46${a}${b}${c}${d}`,
    `0046 ${a}-${b} ${c} ${d}`,
    `+46 (0)${a} ${b} ${c} ${d}`,
    `0${a}-${b}${c}${d}`,
    `0${a}–${b} ${c} ${d}`,
  ]);
}

function ssnSpelling(rnd: Rnd, digits: string): string {
  const [long, short] = [digits.slice(0, 8), digits.slice(2, 8)];
  const tail = digits.slice(8);
  return pick(rnd, [
    `${short}-${tail}`,
    `${long}-${tail}`,
    `${long}${tail}`,
    `${short}${tail}`,
    `${short} - ${tail}`,
  ]);
}

function birthSpelling(rnd: Rnd, { y, m, d }: Person['birth']): string {
  return pick(rnd, [
    `${y}-${pad(m)}-${pad(d)}`,
    `${d} ${MONTHS[m - 1]} ${y}`,
    `${d}/${m} ${y}`,
    `${pad(d)}.${pad(m)}.${y}`,
    `${String(y).slice(2)}${pad(m)}${pad(d)}`,
  ]);
}

/** The name as a header or a signature writes it. */
function nameSpelling(rnd: Rnd, p: Person): string {
  return pick(rnd, [
    `${p.first} ${p.last}`,
    `${p.first} ${p.last}`.toUpperCase(),
    `${p.last}, ${p.first}`,
    `${p.first} ${p.last}`,
  ]);
}

/** The CV's text and the personal data it places, the body from the demo's CV generator. */
function cvOf(rnd: Rnd, p: Person, long: boolean): { text: string; placed: string[] } {
  const v = p.values;
  const placed: string[] = [];
  const put = (s: string) => (placed.push(s), s);
  const name = put(nameSpelling(rnd, p));
  const phone = put(phoneSpelling(rnd, p.mobile));
  const address =
    rnd() < 0.5
      ? [put(`${v.address}, ${v.zipCode} ${v.city}`)]
      : [put(v.address), put(`${rnd() < 0.3 ? 'SE-' : ''}${v.zipCode} ${v.city}`)];
  const header = [name, ...address, `Mobil: ${phone}`, `E-post: ${put(v.email)}`];
  if (rnd() < 0.7) header.push(`Personnummer: ${put(ssnSpelling(rnd, p.ssnDigits))}`);
  if (rnd() < 0.6) header.push(`Född: ${put(birthSpelling(rnd, p.birth))}`);
  if (rnd() < 0.3) header.push(put(`linkedin.com/in/${ascii(p.first)}-${ascii(p.last)}-${int(rnd, 10, 99)}`));
  const role = pick(rnd, ROLES);
  const body = sampleCvText(
    rnd,
    { name: `${p.first} ${p.last}`, city: v.city, birthYear: p.birth.y, email: v.email, phone: v.phone },
    drawCvTraits(rnd, role),
    long,
  ).split('\n');
  // The demo's CV opens with name, title and contacts: the title stays, the rest is placed above.
  // It also says "Född <year>" further down.
  placed.push(`${p.first} ${p.last}`, v.city, v.phone, v.email, String(p.birth.y));
  const running = pick(rnd, [
    `Jag heter ${put(`${p.first} ${p.last}`)} och bor i ${v.city} sedan ${int(rnd, 2000, 2020)}.`,
    `Mitt namn är ${put(p.first)} och jag söker tjänsten för att växa i min roll.`,
    `${put(`${p.first}s`)} styrkor är noggrannhet och samarbete, enligt tidigare chefer.`,
    `Kontakta mig gärna på ${put(phoneSpelling(rnd, p.mobile))} eller ${put(v.email)}.`,
  ]);
  const distractors = [
    `Org.nr ${int(rnd, 556000, 559999)}-${int(rnd, 1000, 9999)} · Anställd ${int(rnd, 2016, 2023)}-0${int(rnd, 1, 9)}-1${int(rnd, 0, 9)}`,
    `Lön ${int(rnd, 25, 45)} 000 kr/mån, ${int(rnd, 30, 180)} hp, 2015–2019, 01/2019 – 06/2020.`,
  ];
  const signature = [
    'Med vänliga hälsningar',
    put(`${p.first} ${p.last}`),
    put(phoneSpelling(rnd, p.mobile)),
  ];
  const text = [
    ...header,
    '',
    ...body.slice(1, 2),
    running,
    '',
    ...body.slice(4),
    '',
    ...distractors,
    '',
    ...signature,
  ].join('\n');
  return { text, placed };
}

function answersOf(rnd: Rnd, p: Person): { answers: string[]; placed: string[] } {
  const v = p.values;
  const phone = phoneSpelling(rnd, p.mobile);
  const ssn = ssnSpelling(rnd, p.ssnDigits);
  const answers = [
    `Jag heter ${p.first} ${p.last}, född ${p.birth.y}, och bor på ${v.address} i ${v.city}. Ring ${phone} eller skriv till ${v.email}.`,
    `Mitt personnummer är ${ssn}. Jag har arbetat på lager 2015–2019 och har B-körkort och truckkort.`,
  ];
  return {
    answers,
    placed: [`${p.first} ${p.last}`, String(p.birth.y), v.address, v.city, phone, v.email, ssn],
  };
}

function fileNameOf(rnd: Rnd, p: Person, extension: string): string {
  const base = pick(rnd, [
    `${ascii(p.first)}_${ascii(p.last)}_CV`,
    `CV ${p.first} ${p.last}`,
    'CV',
    `Personligt brev ${p.last}`,
    'Meritförteckning',
    `${p.last}-${p.first}-2024`,
  ]);
  return `${base}.${extension}`;
}

/** A text PDF by pdf-lib: the name in its metadata, a running head on every page, a "photo". */
async function textPdf(text: string, name: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`CV ${name}`);
  doc.setAuthor(name);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const lines = wrapLines(text, 95);
  const perPage = 60;
  for (let i = 0; i < lines.length; i += perPage) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(winAnsi(`${name} – CV`), { x: 56, y: 805, size: 8, font, color: rgb(0.4, 0.4, 0.4) });
    if (i === 0) page.drawRectangle({ x: 460, y: 700, width: 80, height: 100, color: rgb(0.6, 0.5, 0.4) });
    lines.slice(i, i + perPage).forEach((line, k) => {
      page.drawText(winAnsi(line), {
        x: 56,
        y: 780 - k * 12,
        size: 10,
        font: i === 0 && k === 0 ? bold : font,
      });
    });
  }
  return Buffer.from(await doc.save());
}

/** A one-page scan: the text PDF's first page rendered by pdftoppm at 200 dpi, as a PNG or an image-only PDF. */
async function scanOf(
  converter: DocumentConverter,
  text: string,
  name: string,
  asPng: boolean,
): Promise<Buffer> {
  const pdf = await textPdf(wrapLines(text, 95).slice(0, 50).join('\n'), name);
  const png = await converter.inRunFolder(async (dir, run) => {
    await writeFile(path.join(dir, 'page.pdf'), pdf);
    await run('pdftoppm', [
      '-q',
      '-gray',
      '-png',
      '-r',
      '200',
      '-singlefile',
      '-f',
      '1',
      '-l',
      '1',
      path.join(dir, 'page.pdf'),
      path.join(dir, 'scan'),
    ]);
    return readFile(path.join(dir, 'scan.png'));
  });
  if (asPng) return png;
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  doc.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  return Buffer.from(await doc.save());
}

export interface CorpusOptions {
  size?: number;
  word?: number;
  scans?: number;
  seed?: number;
}

/**
 * `size` applications (200 by default): `word` Word files, `scans` scans (half PNG, half image-only
 * PDF), the rest text PDFs; every fourth text PDF about two pages, the rest one.
 */
export async function anonymisedCorpus(
  converter: DocumentConverter,
  { size = 200, word = 20, scans = 10, seed = 55 }: CorpusOptions = {},
): Promise<CorpusApplication[]> {
  const rnd = seededRandom(seed);
  const out: CorpusApplication[] = [];
  for (let index = 0; index < size; index++) {
    const p = drawPerson(rnd);
    const kind: CorpusFileKind =
      index < word ? 'docx' : index < word + scans ? (index % 2 ? 'scan-png' : 'scan-pdf') : 'pdf';
    const cv = cvOf(rnd, p, kind === 'pdf' && index % 4 === 0);
    const { answers, placed } = answersOf(rnd, p);
    const name = `${p.first} ${p.last}`;
    const lines = cv.text.split('\n');
    const bytes =
      kind === 'docx'
        ? docxWithText(lines[0]!, lines.slice(1))
        : kind === 'pdf'
          ? await textPdf(cv.text, name)
          : await scanOf(converter, cv.text, name, kind === 'scan-png');
    const extension = kind === 'docx' ? 'docx' : kind === 'scan-png' ? 'png' : 'pdf';
    const fileName = fileNameOf(rnd, p, extension);
    out.push({
      index,
      person: p.values,
      placed: [...cv.placed, ...placed, `${name} – CV`],
      cvText: kind.startsWith('scan') ? wrapLines(cv.text, 95).slice(0, 50).join('\n') : cv.text,
      file: { name: fileName, kind, bytes },
      answers,
    });
  }
  return out;
}
