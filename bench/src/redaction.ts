/**
 * The anonymised review's redacted renditions, without the server: the time one redaction takes per file
 * (a two-page text PDF, a Word file's converted PDF, a one-page scan read by OCR), one worker, and the
 * leak figures over the generated corpus of 200 Swedish applications the server's leak test uses (its
 * renditions read back by pdftotext, its free-text answers redacted). Printed; the p95 of a two-page text
 * PDF has a goal of 2 s.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DocumentConverter } from '../../apps/server/src/platform/conversion.ts';
import { redactText } from '../../apps/server/src/platform/redaction/redact-text.ts';
import { redactedRendition } from '../../apps/server/src/platform/redaction/redacted-rendition.ts';
import {
  anonymisedCorpus,
  type CorpusApplication,
} from '../../apps/server/test/helpers/anonymised-corpus.ts';
import {
  addFigures,
  emptyFigures,
  percent,
  redactionFigures,
} from '../../apps/server/test/helpers/redaction-figures.ts';

const run = promisify(execFile);

interface Timing {
  files: number;
  p50Ms: number;
  p95Ms: number;
}

export interface RedactionResult {
  textPdfTwoPages: Timing;
  wordPdf: Timing & { conversionP50Ms: number };
  scan: Timing;
  corpus: {
    applications: number;
    personalTokens: number;
    masked: number;
    maskedPercent: number;
    leaks: number;
    otherTokens: number;
    overMasked: number;
    overMaskedPercent: number;
    seconds: number;
  };
}

const quantile = (values: number[], q: number) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0);
const timing = (ms: number[]): Timing => ({
  files: ms.length,
  p50Ms: quantile(ms, 0.5),
  p95Ms: quantile(ms, 0.95),
});

async function pdfText(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rekry-redaction-bench-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    return (
      await run('pdftotext', ['-q', '-enc', 'UTF-8', path.join(dir, 'in.pdf'), '-'], { timeout: 20_000 })
    ).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const extensionOf = (app: CorpusApplication) => (app.file.kind === 'scan-png' ? 'png' : 'pdf');

export async function measureRedaction(log: (message: string) => void): Promise<RedactionResult> {
  const converter = new DocumentConverter();
  const today = '2026-03-01';
  const timed = async (app: CorpusApplication, pdf: Uint8Array) => {
    const started = performance.now();
    await redactedRendition(converter, pdf, extensionOf(app), app.person, { today });
    return performance.now() - started;
  };

  // Every fourth text PDF of the corpus is a two-page CV.
  const timingCorpus = await anonymisedCorpus(converter, { size: 130, word: 5, scans: 5, seed: 7 });
  const twoPage = timingCorpus.filter((a) => a.file.kind === 'pdf' && a.index % 4 === 0).slice(0, 25);
  const textMs: number[] = [];
  for (const app of twoPage) textMs.push(await timed(app, app.file.bytes));
  log(`redaction: two-page text PDF p50 ${quantile(textMs, 0.5)} ms, p95 ${quantile(textMs, 0.95)} ms`);
  const wordMs: number[] = [];
  const conversionMs: number[] = [];
  for (const app of timingCorpus.filter((a) => a.file.kind === 'docx')) {
    const started = performance.now();
    const pdf = await converter.toPdf(app.file.bytes, 'docx');
    conversionMs.push(performance.now() - started);
    for (let i = 0; i < 3; i++) wordMs.push(await timed(app, pdf));
  }
  const scanMs: number[] = [];
  for (const app of timingCorpus.filter((a) => a.file.kind.startsWith('scan')))
    scanMs.push(await timed(app, app.file.bytes));
  log(`redaction: Word PDF p95 ${quantile(wordMs, 0.95)} ms, scan p95 ${quantile(scanMs, 0.95)} ms`);

  const started = performance.now();
  const corpus = await anonymisedCorpus(converter, { size: 200, word: 12, scans: 8 });
  let all = emptyFigures();
  let others = emptyFigures();
  for (const app of corpus) {
    const pdf = app.file.kind === 'docx' ? await converter.toPdf(app.file.bytes, 'docx') : app.file.bytes;
    const rendition = await redactedRendition(converter, pdf, extensionOf(app), app.person, { today });
    const ocr = app.file.kind.startsWith('scan');
    const f = redactionFigures(app.cvText, await pdfText(rendition.pdf), app.placed, app.person, { ocr });
    const answers = app.answers.join('\n');
    const redacted = app.answers.map((a) => redactText(a, app.person, { today }).text).join('\n');
    all = addFigures(all, addFigures(f, redactionFigures(answers, redacted, app.placed, app.person)));
    if (!ocr) others = addFigures(others, f);
  }
  const corpusFigures = {
    applications: corpus.length,
    personalTokens: all.tokens,
    masked: all.masked,
    maskedPercent: Math.round(percent(all.masked, all.tokens) * 100) / 100,
    leaks: all.leaks.length,
    otherTokens: others.otherTokens,
    overMasked: others.overMasked,
    overMaskedPercent: Math.round(percent(others.overMasked, others.otherTokens) * 100) / 100,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  log(`redaction: corpus ${corpusFigures.maskedPercent} % masked, ${corpusFigures.leaks} leaks`);
  return {
    textPdfTwoPages: timing(textMs),
    wordPdf: { ...timing(wordMs), conversionP50Ms: quantile(conversionMs, 0.5) },
    scan: timing(scanMs),
    corpus: corpusFigures,
  };
}

export function formatRedaction(result: RedactionResult | { error: string }): string {
  if ('error' in result) return `Redaction: not measured — ${result.error}`;
  const { textPdfTwoPages: t, wordPdf: w, scan: s, corpus: c } = result;
  return [
    'Redacted renditions (anonymised review, one worker):',
    `  two-page text PDF: p50 ${t.p50Ms} ms, p95 ${t.p95Ms} ms (${t.files} files; goal p95 ≤ 2000 ms)`,
    `  Word file's PDF: p50 ${w.p50Ms} ms, p95 ${w.p95Ms} ms (${w.files} runs; its conversion p50 ${w.conversionP50Ms} ms)`,
    `  one-page scan (OCR): p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms (${s.files} files)`,
    `  corpus of ${c.applications} applications (files and answers): ${c.personalTokens} personal tokens, ` +
      `${c.masked} masked (${c.maskedPercent} %), ${c.leaks} leaks of a name, personnummer, e-mail or phone; ` +
      `over-masked ${c.overMasked} of ${c.otherTokens} other words (${c.overMaskedPercent} %); ${c.seconds} s`,
  ].join('\n');
}
