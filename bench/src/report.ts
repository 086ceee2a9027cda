import os from 'node:os';
import { formatFirstLoad, type BundleSize } from './bundle-size.ts';
import { formatCalendarExpansion, type CalendarExpansion } from './calendar-feeds.ts';
import { formatExtraction, type ExtractionResult } from './extraction.ts';
import { formatRedaction, type RedactionResult } from './redaction.ts';
import type { Measurement } from './load.ts';
import { formatLighthouse, type LighthousePage } from './lighthouse.ts';
import type { FanoutResult } from './realtime.ts';

export interface ScenarioResult extends Partial<Measurement> {
  id: string;
  label: string;
  baseline: boolean;
  /** Requests per second as a fraction of the baseline's, measured in the same run. */
  ratioToBaseline: number | null;
  /** The baseline's requests per second measured just before this scenario (Scenario.pairedBaseline). */
  pairedBaselineRequestsPerSecond?: number;
  /** Requests per second as a fraction of the scenario it is compared with (Scenario.comparedWith). */
  comparedWith?: { id: string; ratio: number };
  /** Why the scenario could not be measured, or what its check found wrong afterwards. */
  error?: string;
  /** What its check found after the measurement (Scenario.check), printed under the table. */
  notes?: string[];
}

export interface BenchReport {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    platform: string;
    release: string;
    arch: string;
    node: string;
    loadAverage: number[];
  };
  settings: {
    durationSeconds: number;
    warmupSeconds: number;
    connections: number;
    database: 'pglite' | 'postgresql';
    /** The PostgreSQL server measured on, when it is one. */
    postgres?: { version: string; autovacuum: boolean } | undefined;
    /** Applicants generated on one position for the applicant scenarios. */
    applicants?: number;
    /** Whether the measured server ran the job queue too (BENCH_JOB_WORKER), or was a web instance. */
    jobWorker?: boolean;
  };
  scenarios: ScenarioResult[];
  /** Gzipped JS of the public site's first load ('/'), or why it could not be measured. */
  publicFirstLoad?: BundleSize[] | { error: string };
  /** Lighthouse 12 on the career site's list, a position and its apply page (BENCH_LIGHTHOUSE=0: none). */
  lighthouse?: LighthousePage[] | { error: string };
  /** One notification fanned out to 1,000 hub sockets over two instances (realtime-fanout). */
  realtimeFanout?: FanoutResult | { error: string };
  /** The extract-text job's reading of text PDFs and OCR of a scan, one worker (BENCH_EXTRACTION=0: none). */
  extraction?: ExtractionResult | { error: string };
  /** A year's ICS feed expanded into busy times over the sync window (BENCH_EXPANSION=0: none). */
  calendarExpansion?: CalendarExpansion | { error: string };
  /** Redacted renditions' time per file and the leak corpus's figures (BENCH_REDACTION=0: none). */
  redaction?: RedactionResult | { error: string };
}

export function machineInfo(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    platform: os.platform(),
    release: os.release(),
    arch: os.arch(),
    node: process.version,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

const postgresLabel = (p: BenchReport['settings']['postgres']) =>
  p ? `PostgreSQL ${p.version} (autovacuum ${p.autovacuum ? 'on' : 'off'})` : 'PostgreSQL';

const ms = (n: number | undefined) => (n === undefined ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(1));

function ratio(r: number | null): string {
  if (r === null) return '–';
  return `${r >= 0.1 ? r.toFixed(2) : r.toPrecision(2)}×`;
}

export function formatTable(report: BenchReport): string {
  const header = [
    'Scenario',
    'conns',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'vs baseline',
    'vs reference',
    'non-2xx',
    'errors',
  ];
  const rows = report.scenarios.map((s) =>
    s.error
      ? [s.label, '', 'FAILED', '', '', '', '', '', '', '']
      : [
          s.label,
          String(s.connections),
          s.requestsPerSecond!.toFixed(1),
          ms(s.latencyMs?.p50),
          ms(s.latencyMs?.p95),
          ms(s.latencyMs?.p99),
          // † against node:http giving the same answer, measured just before it (Scenario.pairedBaseline)
          `${ratio(s.ratioToBaseline)}${s.pairedBaselineRequestsPerSecond ? ' †' : ''}`,
          s.comparedWith ? `${ratio(s.comparedWith.ratio)} ${s.comparedWith.id}` : '',
          String(s.non2xx),
          String(s.errors),
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const m = report.machine;
  const out = [
    `Rekry bench — ${report.date}`,
    `${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, ${m.platform} ${m.arch}, Node ${m.node}, load ${m.loadAverage.join(' ')}`,
    `${report.settings.durationSeconds} s per scenario after ${report.settings.warmupSeconds} s warm-up, ` +
      `up to ${report.settings.connections} connections, ` +
      (report.settings.database === 'postgresql'
        ? postgresLabel(report.settings.postgres)
        : 'embedded PGlite') +
      (report.settings.applicants ? `, ${report.settings.applicants} applicants on one position` : '') +
      (report.settings.jobWorker ? ', job worker in the server' : ', a web instance (JOB_WORKER=0)'),
    '',
    line(header),
    widths.map((w) => '─'.repeat(w)).join('  '),
    ...rows.map(line),
  ];
  const paired = report.scenarios.filter((s) => s.pairedBaselineRequestsPerSecond);
  if (paired.length) {
    const rates = paired.map((s) => Math.round(s.pairedBaselineRequestsPerSecond!)).join(', ');
    out.push(
      '',
      `† against node:http giving the same answer, measured just before the scenario (${rates} req/s)`,
    );
  }
  for (const s of report.scenarios) {
    if (s.notes?.length) out.push('', `${s.label}:`, ...s.notes.map((n) => `  ${n}`));
    if (s.error) out.push('', `${s.label}: ${s.error}`);
  }
  const bundle = report.publicFirstLoad;
  if (bundle) {
    out.push(
      '',
      ...('error' in bundle
        ? [`Public first-load JS: not measured — ${bundle.error}`]
        : formatFirstLoad(bundle)),
    );
  }
  const { lighthouse } = report;
  if (lighthouse)
    out.push(
      '',
      'error' in lighthouse ? `Lighthouse: not measured — ${lighthouse.error}` : formatLighthouse(lighthouse),
    );
  const fanout = report.realtimeFanout;
  if (fanout)
    out.push(
      '',
      'error' in fanout
        ? `realtime-fanout: not measured — ${fanout.error}`
        : `realtime-fanout: ${fanout.sockets} sockets on ${fanout.instances} instances, ${fanout.events} events ` +
            `(${fanout.deliveries} deliveries): p50 ${fanout.p50Ms} ms, p99 ${fanout.p99Ms} ms, max ${fanout.maxMs} ms ` +
            `from sending the application to the socket (the application's own answer: p50 ${fanout.applyP50Ms} ms); ` +
            `the fan-out from the first socket's event to the others: p50 ${fanout.spreadP50Ms} ms, p99 ${fanout.spreadP99Ms} ms`,
    );
  if (report.extraction) out.push('', formatExtraction(report.extraction));
  if (report.calendarExpansion) out.push('', formatCalendarExpansion(report.calendarExpansion));
  if (report.redaction) out.push('', formatRedaction(report.redaction));
  return out.join('\n');
}
