import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CONVERTED_SUFFIX, isConvertibleDocument, type SystemToolKind } from '@rekry/domain';
import type { Queryable } from '../db/client.ts';
import { applicationFiles, jobApplications, positions } from '../db/schema.ts';
import { notifyCompany } from './notifications.ts';
import { JobInterrupted } from './jobs.ts';
import { FileStorage } from './storage.ts';
import { HOST_TAG, isAlive } from './this-process.ts';
import { ToolMissing, findProgram, kindOfProgram } from './system-tools.ts';
import { markWaitingForTool } from './file-text-rows.ts';

/** How long one LibreOffice run may take before it is killed (a hostile or huge document). */
export const CONVERSION_TIMEOUT_MS = 60_000;

export class ConversionError extends Error {}

/** Runs one program of a run folder, bounded (DocumentConverter.inRunFolder). */
export type RunTool = (program: string, args: string[], timeoutMs?: number) => Promise<void>;

export interface ConverterOptions {
  /** The LibreOffice binary; `soffice` on PATH by default (Debian libreoffice-writer-nogui). */
  soffice?: string;
  /** Wall time of one run; `timeout` ends it (TERM, KILL 5 s later) whatever this process does. */
  timeoutMs?: number;
  /** CPU seconds of each LibreOffice process (`prlimit --cpu`). */
  cpuSeconds?: number;
  /** Address space of each LibreOffice process (`prlimit --as`), in bytes. */
  memoryBytes?: number;
  /** Conversions running at once in this process; further ones wait their turn. */
  concurrency?: number;
  /** Where the runs' temporary folders go (`<workDir>/rekry-convert-<host>-<pid>-<random>`). */
  workDir?: string;
  /** The PATH its programs are found on; this process's PATH unless told. */
  path?: string;
}

/** Temporary folders of runs: the prefix tags them and every process of a run (its profile path). */
export const CONVERT_DIR_PREFIX = 'rekry-convert-';
export const CONVERT_HOST_TAG = HOST_TAG;
const RUN_DIR = /^rekry-convert-(.+)-(\d+)-[0-9a-f]+$/;

/**
 * The run folder a command line names under `marker` (`<workDir>/rekry-convert-`), or null. The marker
 * must begin a path (an argument, `=…` or `file://…`): `/tmp/rekry-convert-` inside another work folder's
 * `/srv/x/tmp/rekry-convert-…` is not ours.
 */
export function runFolderIn(cmdline: string, marker: string): string | null {
  for (let at = cmdline.indexOf(marker); at >= 0; at = cmdline.indexOf(marker, at + 1)) {
    const before = cmdline.slice(0, at);
    if (at === 0 || /[\0 =]$/.test(before) || before.endsWith('file://'))
      return cmdline.slice(at + marker.length - CONVERT_DIR_PREFIX.length).split(/[/\0 ]/)[0]!;
  }
  return null;
}

/**
 * The run, under a watchdog that needs nothing from this process: `sh` starts `timeout … prlimit … soffice`
 * (timeout puts it in a process group of its own) and reads its stdin, a pipe from this process. When this
 * process ends in any way (kill -9 too) the pipe closes, `read` sees the end and the watchdog kills the
 * whole group: LibreOffice never outlives its server by more than a moment.
 */
const WATCHDOG = [
  'exec 3<&0 0</dev/null',
  '"$@" &',
  'pid=$!',
  '( while read -r _ <&3; do :; done; kill -KILL -"$pid" "$pid" 2>/dev/null ) &',
  'watchdog=$!',
  'wait "$pid"; status=$?',
  'kill -KILL "$watchdog" 2>/dev/null',
  'exit "$status"',
].join('\n');

/**
 * Document → PDF with LibreOffice headless. Each run gets its own temporary folder with a fresh user
 * profile (`-env:UserInstallation`), so runs never share or lock a profile, and the folder goes afterwards.
 * Each run is bounded by the operating system (wall time, CPU time, memory) and dies with this process.
 * Runs only from the job worker, never on a request's path.
 */
export class DocumentConverter {
  private readonly soffice: string;
  private readonly timeoutMs: number;
  private readonly cpuSeconds: number;
  private readonly memoryBytes: number;
  private readonly concurrency: number;
  readonly workDir: string;
  private readonly path: string | undefined;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly children = new Set<ChildProcess>();
  private stopping = false;

  constructor(options: ConverterOptions = {}) {
    this.soffice = options.soffice ?? 'soffice';
    this.timeoutMs = options.timeoutMs ?? CONVERSION_TIMEOUT_MS;
    this.cpuSeconds = options.cpuSeconds ?? 60;
    this.memoryBytes = options.memoryBytes ?? 1024 * 1024 * 1024;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.workDir = path.resolve(options.workDir ?? tmpdir());
    this.path = options.path;
  }

  /** Conversions running now (at most `concurrency`). */
  get active(): number {
    return this.running;
  }

  /**
   * The process is stopping: running conversions end now (their watchdogs kill LibreOffice) and waiting
   * ones do not start; each answers JobInterrupted, so its job runs again later without losing a try.
   */
  abortAll(): void {
    this.stopping = true;
    for (const child of this.children) child.stdin?.destroy();
  }

  /** The PDF of a document whose type is told by `extension` (doc, docx, odt, rtf). */
  async toPdf(bytes: Uint8Array, extension: string): Promise<Buffer> {
    if (!isConvertibleDocument(`x.${extension}`)) throw new ConversionError(`not convertible: ${extension}`);
    return this.inRunFolder(async (dir, run) => {
      const input = path.join(dir, `document.${extension.toLowerCase()}`);
      const outDir = path.join(dir, 'out');
      await writeFile(input, bytes);
      await run(this.soffice, [
        '--headless',
        '--invisible',
        '--nologo',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        outDir,
        input,
      ]);
      const pdf = await readFile(path.join(outDir, 'document.pdf')).catch(() => {
        throw new ConversionError('LibreOffice wrote no PDF');
      });
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ConversionError('output is not a PDF');
      return pdf;
    });
  }

  /**
   * `work` in a fresh run folder of its own (tagged, so cleanLeftovers finds what it leaves) holding one
   * of the `concurrency` slots; its `run(program, args)` starts a tool (LibreOffice, pdftotext, Tesseract)
   * bounded like every run here: wall time, CPU, memory, its own process group, dead with this process.
   * Give the tool its files inside the folder, so its command line carries the tag.
   */
  async inRunFolder<T>(work: (dir: string, run: RunTool) => Promise<T>): Promise<T> {
    await this.slot();
    if (this.stopping) {
      this.release();
      throw new JobInterrupted('the server is stopping');
    }
    const dir = path.join(
      this.workDir,
      `${CONVERT_DIR_PREFIX}${CONVERT_HOST_TAG}-${process.pid}-${randomBytes(6).toString('hex')}`,
    );
    try {
      await mkdir(dir, { recursive: true });
      return await work(dir, (program, args, timeoutMs) => this.run(dir, program, args, timeoutMs));
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
      this.release();
    }
  }

  /**
   * A program this machine lacks is no fault of the file: ToolMissing, and the file waits for it
   * (platform/waiting-files.ts) instead of being marked as one that cannot be read.
   */
  private async run(dir: string, program: string, args: string[], timeoutMs = this.timeoutMs): Promise<void> {
    if (!(await findProgram(program, this.path))) {
      const kind = kindOfProgram(program, { soffice: this.soffice });
      throw kind ? new ToolMissing(kind) : new ConversionError(`could not start ${program}: not found`);
    }
    return this.runFound(dir, program, args, timeoutMs);
  }

  private runFound(dir: string, program: string, args: string[], timeoutMs: number): Promise<void> {
    const name = program === this.soffice ? 'LibreOffice' : path.basename(program);
    const wall = Math.max(0.01, timeoutMs / 1000);
    const command = [
      'timeout',
      '--kill-after=5s',
      `${wall}s`,
      'prlimit',
      `--as=${this.memoryBytes}`,
      `--cpu=${this.cpuSeconds}`,
      '--',
      program,
      ...args,
    ];
    return new Promise((resolve, reject) => {
      const started = Date.now();
      // stdin is the watchdog's lifeline: closing it (or this process dying) kills the run.
      const child = spawn('sh', ['-c', WATCHDOG, 'rekry-convert', ...command], {
        detached: true,
        stdio: ['pipe', 'ignore', 'pipe'],
        // One thread for Tesseract: the worker's runs are its parallelism, and the machine is shared.
        env: {
          ...process.env,
          ...(this.path === undefined ? {} : { PATH: this.path }),
          HOME: dir,
          SAL_USE_VCLPLUGIN: 'svp',
          OMP_THREAD_LIMIT: '1',
        },
      });
      child.stdin.on('error', () => undefined);
      this.children.add(child);
      let stderr = '';
      let timedOut = false;
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderr.length < 4000) stderr += chunk.toString();
      });
      // A second line of defence inside this process, should `timeout` itself hang.
      const timer = setTimeout(() => {
        timedOut = true;
        child.stdin.destroy();
      }, timeoutMs + 10_000);
      child.on('error', (err) => {
        clearTimeout(timer);
        this.children.delete(child);
        reject(new ConversionError(`could not start the converter: ${err.message}`));
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        child.stdin.destroy();
        this.children.delete(child);
        if (this.stopping && code !== 0) return reject(new JobInterrupted('the server is stopping'));
        // timeout answers 124 when it ended the run, 137 when it had to KILL it.
        if (timedOut || code === 124 || (code === 137 && Date.now() - started >= timeoutMs)) {
          reject(new ConversionError(`${name} timed out after ${timeoutMs} ms`));
        } else if (code !== 0 && /Failed loading language 'swe'/.test(stderr)) {
          reject(new ToolMissing('tesseract-swe'));
        } else if (code === 127 || (code !== 0 && /No such file|not found/i.test(stderr))) {
          reject(new ConversionError(`could not start ${program}: ${stderr.trim()}`));
        } else if (code !== 0) {
          reject(new ConversionError(`${name} exited with ${code ?? signal}: ${stderr.trim()}`));
        } else resolve();
      });
    });
  }

  /**
   * What a run of an earlier life of this process left: LibreOffice processes (found by the tagged folder
   * in their command line) and temporary folders whose owner is gone. Another live instance's runs on the
   * same folder are left alone; folders of other hosts go once they are older than any run can be.
   */
  async cleanLeftovers(): Promise<{ killed: number; removed: number }> {
    const stale = (name: string) => {
      const m = RUN_DIR.exec(name);
      if (!m) return false;
      const pid = Number(m[2]);
      return m[1] === CONVERT_HOST_TAG && (pid === process.pid || !isAlive(pid));
    };
    let killed = 0;
    const marker = path.join(this.workDir, CONVERT_DIR_PREFIX);
    const pids = await readdir('/proc').catch(() => [] as string[]);
    for (const entry of pids) {
      if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
      const name = runFolderIn(cmdline, marker);
      if (!name || !stale(name)) continue;
      try {
        process.kill(Number(entry), 'SIGKILL');
        killed++;
      } catch {
        /* gone already */
      }
    }
    let removed = 0;
    const oldEnough = Date.now() - Math.max(10 * 60_000, 2 * this.timeoutMs + 60_000);
    for (const name of await readdir(this.workDir).catch(() => [] as string[])) {
      if (!name.startsWith(CONVERT_DIR_PREFIX)) continue;
      const dir = path.join(this.workDir, name);
      const info = await stat(dir).catch(() => null);
      if (!info?.isDirectory()) continue;
      if (stale(name) || info.mtimeMs < oldEnough) {
        await rm(dir, { recursive: true, force: true }).catch(() => undefined);
        removed++;
      }
    }
    return { killed, removed };
  }

  private async slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

export type ConvertOutcome =
  | { status: 'converted'; fileId: number; bytes: number; ms: number }
  | { status: 'exists'; fileId: number }
  /** LibreOffice is not on this machine: the document waits for it (platform/waiting-files.ts). */
  | { status: 'waiting'; tool: SystemToolKind }
  | { status: 'gone' }
  | { status: 'skipped' };

/**
 * Converts one stored application file to its sibling '<original name>.converted.pdf': a new
 * application_files row in the same application, the bytes written through the file store. Idempotent: a
 * sibling that exists already is kept; a file deleted meanwhile is nothing to do.
 */
export async function convertApplicationFile(
  db: Queryable,
  storage: FileStorage,
  converter: DocumentConverter,
  fileId: number,
): Promise<ConvertOutcome> {
  const [file] = await db.select().from(applicationFiles).where(eq(applicationFiles.id, fileId));
  if (!file) return { status: 'gone' };
  if (file.kind !== 'original' || !isConvertibleDocument(file.filename)) return { status: 'skipped' };
  const siblingName = file.filename + CONVERTED_SUFFIX;
  const sibling = async () =>
    (
      await db
        .select({ id: applicationFiles.id })
        .from(applicationFiles)
        .where(
          and(
            eq(applicationFiles.applicationId, file.applicationId),
            eq(applicationFiles.filename, siblingName),
          ),
        )
        .limit(1)
    )[0];
  const existing = await sibling();
  if (existing) return { status: 'exists', fileId: existing.id };

  const started = Date.now();
  const ref = { containerId: file.containerId, applicationId: file.applicationId };
  const original = await storage.read({ ...ref, storedName: file.storedName });
  const extension = file.storedName.slice(file.storedName.lastIndexOf('.') + 1);
  let pdf: Buffer;
  try {
    pdf = await converter.toPdf(original, extension);
  } catch (err) {
    if (!(err instanceof ToolMissing)) throw err;
    return (await markWaitingForTool(db, file, err.kind))
      ? { status: 'waiting', tool: err.kind }
      : { status: 'gone' };
  }

  const storedName = FileStorage.newStoredName('pdf');
  // Under a temporary name until its row exists: a crash in between leaves nothing final without a row.
  const pending = await storage.writePending({ ...ref, storedName }, pdf);
  try {
    // The original may have been deleted while LibreOffice ran: then the sibling goes too.
    const [still] = await db
      .select({ id: applicationFiles.id })
      .from(applicationFiles)
      .where(eq(applicationFiles.id, fileId));
    if (!still) {
      await pending.discard();
      return { status: 'gone' };
    }
    const again = await sibling();
    if (again) {
      await pending.discard();
      return { status: 'exists', fileId: again.id };
    }
    const [row] = await db
      .insert(applicationFiles)
      .values({
        applicationId: file.applicationId,
        containerId: file.containerId,
        propertyKey: file.propertyKey,
        filename: siblingName,
        storedName,
        contentType: 'application/pdf',
        size: pdf.length,
        kind: 'converted',
        derivedFromId: file.id,
      })
      .returning({ id: applicationFiles.id });
    await pending.finish();
    return { status: 'converted', fileId: row!.id, bytes: pdf.length, ms: Date.now() - started };
  } catch (err) {
    await pending.discard().catch(() => undefined);
    throw err;
  }
}

export const CONVERSION_FAILED_TEXTS = {
  title: 'Ett dokument kunde inte konverteras',
  message: (filename: string, applicant: string, position: string) =>
    `Förhandsvisningen av ${filename} i ansökan från ${applicant} (${position}) kunde inte skapas. Filen finns kvar och går att ladda ner.`,
} as const;

/**
 * A document whose conversion gave up for good: the file row says so (the preview tells staff it could
 * not be converted; the file stays downloadable) and the company gets an Exception notification. Once per
 * file, however often it is called.
 */
export async function markConversionFailed(db: Queryable, fileId: number): Promise<boolean> {
  const [file] = await db
    .update(applicationFiles)
    .set({ conversionFailedAt: sql`now()` })
    .where(and(eq(applicationFiles.id, fileId), isNull(applicationFiles.conversionFailedAt)))
    .returning();
  if (!file) return false;
  const [about] = await db
    .select({ info: jobApplications.info, positionId: positions.id, positionName: positions.name })
    .from(jobApplications)
    .innerJoin(positions, eq(positions.id, jobApplications.positionId))
    .where(eq(jobApplications.id, file.applicationId));
  const applicant = (about?.info as { name?: string } | null)?.name || 'en sökande';
  await notifyCompany(db, {
    containerId: file.containerId,
    type: 'Exception',
    title: CONVERSION_FAILED_TEXTS.title,
    message: CONVERSION_FAILED_TEXTS.message(file.filename, applicant, about?.positionName ?? ''),
    data: { positionId: about?.positionId, id: file.applicationId },
    applicationId: file.applicationId,
  });
  return true;
}
