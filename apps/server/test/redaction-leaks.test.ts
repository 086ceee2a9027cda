/**
 * The anonymised review's promise over 200 generated Swedish applications (text PDFs, Word files turned
 * into PDF by LibreOffice, scans read by OCR): a reviewer reading or copying the redacted renditions, the
 * redacted answers and the masked file names finds no full name, personnummer, e-mail or phone of the
 * applicant, and at least 99 % of the personal tokens are gone. Every file is redacted once, before the
 * tests; its rendition is read back by pdftotext, as a reviewer's viewer would.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DocumentConverter } from '../src/platform/conversion.ts';
import { maskedFileName } from '../src/platform/redaction/file-name.ts';
import { redactText } from '../src/platform/redaction/redact-text.ts';
import { redactedRendition, type Rendition } from '../src/platform/redaction/redacted-rendition.ts';
import { fold } from '../src/platform/redaction/spans.ts';
import { anonymisedCorpus, type CorpusApplication } from './helpers/anonymised-corpus.ts';
import {
  addFigures,
  emptyFigures,
  formatFigures,
  leaksIn,
  percent,
  redactionFigures,
  type RedactionFigures,
} from './helpers/redaction-figures.ts';

const TODAY = '2026-03-01';
const converter = new DocumentConverter({ concurrency: 2 });
const run = promisify(execFile);

interface Redacted {
  app: CorpusApplication;
  rendition: Rendition;
  text: string;
  ms: number;
}

/** The text a reader gets out of a PDF, by poppler. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rekry-redaction-test-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-q', '-enc', 'UTF-8', path.join(dir, 'in.pdf'), '-'], {
      timeout: 20_000,
      maxBuffer: 8 * 1024 * 1024,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function redact(app: CorpusApplication): Promise<Redacted> {
  const started = performance.now();
  const pdf = app.file.kind === 'docx' ? await converter.toPdf(app.file.bytes, 'docx') : app.file.bytes;
  const rendition = await redactedRendition(
    converter,
    pdf,
    app.file.kind === 'scan-png' ? 'png' : 'pdf',
    app.person,
    {
      today: TODAY,
    },
  );
  const ms = performance.now() - started;
  return { app, rendition, text: await pdfText(rendition.pdf), ms };
}

/** Each of `items` through `work`, `width` at a time, in order. */
async function inTurns<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

const SUITE_MIX = { size: 200, word: 4, scans: 3 };
let corpus: CorpusApplication[] = [];
let redacted: Redacted[] = [];

beforeAll(async () => {
  const started = performance.now();
  // Mostly text PDFs (each takes milliseconds); a few Word files and scans, as each costs seconds of
  // LibreOffice or OCR. The bench runs the larger mix (bench/src/redaction.ts).
  corpus = await anonymisedCorpus(converter, SUITE_MIX);
  redacted = await inTurns(corpus, 2, redact);
  console.info(
    `corpus of ${corpus.length} made and redacted in ${Math.round(performance.now() - started)} ms`,
  );
}, 180_000);

const isScan = (r: Redacted) => r.app.file.kind.startsWith('scan');

describe('the redacted renditions of 200 applications', () => {
  it('show no full name, personnummer, e-mail or phone, and mask ≥ 99 % of the personal tokens', () => {
    const byKind = new Map<string, RedactionFigures>();
    let all = emptyFigures();
    for (const r of redacted) {
      const f = redactionFigures(r.app.cvText, r.text, r.app.placed, r.app.person, { ocr: isScan(r) });
      f.leaks = f.leaks.map((leak) => `${r.app.index} ${r.app.file.kind}: ${leak}`);
      byKind.set(r.app.file.kind, addFigures(byKind.get(r.app.file.kind) ?? emptyFigures(), f));
      all = addFigures(all, f);
    }
    for (const [kind, f] of byKind) console.info(formatFigures(`renditions ${kind}`, f));
    console.info(formatFigures('renditions, all', all));
    expect(all.leaks).toEqual([]);
    expect(percent(all.masked, all.tokens)).toBeGreaterThanOrEqual(99);
    expect(all.tokens).toBeGreaterThan(3000);
  });

  it('keep the rest: under 2 % of the other words of text PDFs and Word files masked', () => {
    let all = emptyFigures();
    for (const r of redacted.filter((r) => !isScan(r)))
      all = addFigures(all, redactionFigures(r.app.cvText, r.text, r.app.placed, r.app.person));
    expect(all.otherTokens).toBeGreaterThan(50_000);
    expect(percent(all.overMasked, all.otherTokens)).toBeLessThan(2);
    const words = redacted.reduce((n, r) => n + r.rendition.counts.words, 0);
    const masked = redacted.reduce((n, r) => n + r.rendition.counts.masked, 0);
    console.info(
      `renditions: ${words} words, ${masked} masked as whole words (${percent(masked, words).toFixed(2)} %)`,
    );
  });

  it('carry no image, annotation, metadata or text of the original beyond the kept words', async () => {
    for (const r of redacted) {
      const doc = await PDFDocument.load(r.rendition.pdf, { updateMetadata: false });
      for (const get of [
        doc.getTitle,
        doc.getAuthor,
        doc.getSubject,
        doc.getCreator,
        doc.getProducer,
        doc.getKeywords,
      ])
        expect(get.call(doc) ?? '').toBe('');
      expect(doc.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
      for (const page of doc.getPages()) {
        expect(page.node.Annots()?.size() ?? 0).toBe(0);
        const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
        expect(xobjects?.keys() ?? []).toEqual([]);
      }
    }
    const scans = redacted.filter(isScan);
    expect(scans.length).toBe(SUITE_MIX.scans);
    for (const r of scans) expect(r.rendition.counts.ocrPages).toBe(1);
  });

  it('are measured by a test that finds the leaks of an unredacted file', () => {
    for (const app of corpus.slice(0, 20)) {
      const f = redactionFigures(app.cvText, app.cvText, app.placed, app.person);
      expect(f.leaks.length).toBeGreaterThan(0);
      expect(f.masked).toBe(0);
    }
  });
});

describe('the redacted answers and file names of the same applications', () => {
  it('show no full name, personnummer, e-mail or phone in the free-text answers', () => {
    let all = emptyFigures();
    for (const app of corpus) {
      const source = app.answers.join('\n');
      const output = app.answers.map((a) => redactText(a, app.person, { today: TODAY }).text).join('\n');
      const f = redactionFigures(source, output, app.placed, app.person);
      f.leaks = f.leaks.map((leak) => `${app.index}: ${leak}`);
      all = addFigures(all, f);
    }
    console.info(formatFigures('answers', all));
    expect(all.leaks).toEqual([]);
    expect(percent(all.masked, all.tokens)).toBeGreaterThanOrEqual(99);
  });

  it('name no one in a file name', () => {
    let kept = 0;
    corpus.forEach((app, i) => {
      const shown = maskedFileName(app.file.name, i + 1);
      if (shown === app.file.name) kept++;
      const words = fold(shown).split(/[^\p{L}]+/u);
      const parts = fold(`${app.person.firstname} ${app.person.lastname}`).split(/[\s-]+/);
      expect(
        words.filter((w) => parts.includes(w)),
        `${app.file.name} → ${shown}`,
      ).toEqual([]);
      expect(leaksIn(shown, app.person)).toEqual([]);
    });
    expect(kept).toBeGreaterThan(0);
  });
});
