// The timing table `npm test` ends with: each step's wall time, the slowest test files (vitest) and the
// slowest journeys (Playwright), read from the runners' own JSON reports. Also written to
// test-results/timings.json so runs can be compared.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SLOWEST = 15;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // a run cut short leaves half a report: the table shows what the others have
  }
}

/** Test files of one vitest JSON report: path relative to the repo, wall time, test counts. */
export function vitestFiles(reportFile, root) {
  const report = readJson(reportFile);
  if (!report) return [];
  return report.testResults.map((file) => {
    const count = (status) => file.assertionResults.filter((a) => a.status === status).length;
    return {
      file: path.relative(root, file.name),
      ms: Math.max(0, file.endTime - file.startTime),
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped') + count('pending') + count('todo'),
    };
  });
}

/** Journeys of a Playwright JSON report: file, title and the time of its (only) attempt. */
export function playwrightJourneys(reportFile) {
  const report = readJson(reportFile);
  if (!report) return [];
  const journeys = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + r.duration, 0);
        const status = test.results.at(-1)?.status ?? 'skipped';
        journeys.push({
          file: `e2e/tests/${spec.file}`,
          title: [...titles, spec.title].join(' › '),
          ms,
          status,
        });
      }
    }
    for (const child of suite.suites ?? [])
      visit(child, child.title === child.file ? titles : [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return journeys;
}

function table(rows, columns) {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ');
  return [line(columns), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * Prints the table and writes `test-results/timings.json`.
 * steps: [{ label, ms, code, report?: { kind: 'vitest' | 'playwright', file } }]
 */
export function reportTimings({ root, steps, totalMs }) {
  const files = steps.flatMap((s) =>
    s.report?.kind === 'vitest' ? vitestFiles(s.report.file, root).map((f) => ({ ...f, step: s.label })) : [],
  );
  const journeys = steps.flatMap((s) =>
    s.report?.kind === 'playwright' ? playwrightJourneys(s.report.file) : [],
  );
  const countsOf = (step) => {
    if (step.report?.kind === 'vitest') {
      const own = files.filter((f) => f.step === step.label);
      const sum = (key) => own.reduce((n, f) => n + f[key], 0);
      return { files: own.length, passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped') };
    }
    if (step.report?.kind === 'playwright') {
      const by = (status) => journeys.filter((j) => j.status === status).length;
      return {
        files: new Set(journeys.map((j) => j.file)).size,
        passed: by('passed'),
        failed: by('failed') + by('timedOut'),
        skipped: by('skipped'),
      };
    }
    return undefined;
  };
  const stepRows = steps.map((s) => {
    const counts = countsOf(s);
    return [
      `${s.code === 0 ? '✓' : '✗'} ${s.label}`,
      seconds(s.ms),
      counts ? counts.files : '',
      counts ? counts.passed : '',
      counts ? counts.failed : '',
      counts ? counts.skipped : '',
    ];
  });
  stepRows.push(['Totalt', seconds(totalMs), '', '', '', '']);
  const slowFiles = [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
  const slowJourneys = [...journeys].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);

  console.log(`\n${table(stepRows, ['Steg', 'Tid', 'Filer', 'Godkända', 'Fel', 'Överhoppade'])}`);
  if (slowFiles.length) {
    console.log(`\nDe ${slowFiles.length} långsammaste testfilerna`);
    console.log(
      table(
        slowFiles.map((f) => [f.file, seconds(f.ms), f.step]),
        ['Fil', 'Tid', 'Steg'],
      ),
    );
  }
  if (slowJourneys.length) {
    console.log(`\nDe ${slowJourneys.length} långsammaste resorna (Playwright)`);
    console.log(
      table(
        slowJourneys.map((j) => [`${j.file} › ${j.title}`, seconds(j.ms)]),
        ['Resa', 'Tid'],
      ),
    );
  }

  const out = path.join(root, 'test-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'timings.json'),
    JSON.stringify(
      {
        totalMs,
        steps: steps.map((s) => ({ label: s.label, ms: s.ms, exitCode: s.code, counts: countsOf(s) })),
        slowestFiles: slowFiles,
        slowestJourneys: slowJourneys,
        files,
        journeys,
      },
      null,
      2,
    ),
  );
  console.log(`\n(tiderna finns också i ${path.relative(root, path.join(out, 'timings.json'))})`);
}
