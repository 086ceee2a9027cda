/**
 * A file's name as an anonymised review shows it: a name made only of generic words ("CV.pdf",
 * "Personligt brev.docx", "Betyg 2019.pdf") stays; any other ("Anna_Svensson_CV.pdf") becomes "Fil 1.pdf",
 * since a name, a nickname or a maiden name may hide in any word the person's values do not know.
 */
import { fold } from './spans.ts';

/** Words (folded) a file name may hold and still say nothing of who sent it. */
const GENERIC_WORDS = new Set(
  [
    'cv',
    'curriculum',
    'vitae',
    'resume',
    'resumé',
    'meritforteckning',
    'personligt',
    'brev',
    'ansokan',
    'ansokningsbrev',
    'ansokningshandlingar',
    'följebrev',
    'foljebrev',
    'cover',
    'letter',
    'application',
    'betyg',
    'slutbetyg',
    'intyg',
    'tjanstgoringsintyg',
    'arbetsgivarintyg',
    'examensbevis',
    'examen',
    'diplom',
    'certifikat',
    'certificate',
    'referens',
    'referenser',
    'references',
    'portfolio',
    'arbetsprov',
    'bilaga',
    'bilagor',
    'dokument',
    'document',
    'scan',
    'skanning',
    'kopia',
    'utbildning',
    'kurs',
    'kursintyg',
    'korkort',
    'truckkort',
    'legitimation',
    'och',
    'and',
    'mitt',
    'min',
    'my',
    'sv',
    'en',
    'swe',
    'eng',
    'svenska',
    'engelska',
    'english',
    'swedish',
    'final',
    'ny',
    'new',
    'version',
    'v',
  ].map(fold),
);

/**
 * `filename` kept when every word of it is generic (numbers too), else "Fil <number>" with its
 * extension. `number` is the file's place among the application's files (1, 2, …).
 */
export function maskedFileName(filename: string, number: number): string {
  const dot = filename.lastIndexOf('.');
  const extension = dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
  const base = dot > 0 ? filename.slice(0, dot) : filename;
  const words = fold(base)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const generic = words.length > 0 && words.every((w) => GENERIC_WORDS.has(w) || /^\d{1,4}$/.test(w));
  if (generic && /^[\p{L}\p{N} ._()-]+$/u.test(filename)) return filename;
  return extension && /^[a-z0-9]{1,5}$/.test(extension) ? `Fil ${number}.${extension}` : `Fil ${number}`;
}
