import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  SYSTEM_TOOL_KINDS,
  SYSTEM_TOOLS,
  missingToolLine,
  missingTools,
  type SystemToolKind,
  type SystemToolStatus,
} from '@rekry/domain';

/** The programs the server runs: LibreOffice's may be told (SOFFICE_PATH), and the PATH they are on. */
export interface ToolPrograms {
  soffice?: string;
  path?: string;
}

/** A tool the run needed is not on this machine: the file waits for it instead of being marked unreadable. */
export class ToolMissing extends Error {
  constructor(readonly kind: SystemToolKind) {
    super(`${kind} is not installed`);
  }
}

/** The program of a kind (tesseract-swe is Tesseract's Swedish data, asked of tesseract). */
export function programOf(kind: SystemToolKind, programs: ToolPrograms = {}): string {
  if (kind === 'libreoffice') return programs.soffice ?? 'soffice';
  return kind === 'tesseract-swe' ? 'tesseract' : kind;
}

/** The kind a program is (by its name, so a told path to soffice is LibreOffice); null for others. */
export function kindOfProgram(program: string, programs: ToolPrograms = {}): SystemToolKind | null {
  if (program === programOf('libreoffice', programs)) return 'libreoffice';
  const name = path.basename(program);
  if (name === 'soffice' || name === 'libreoffice') return 'libreoffice';
  return (SYSTEM_TOOL_KINDS as readonly string[]).includes(name) ? (name as SystemToolKind) : null;
}

/** The program's file: a path as told, a bare name looked up on PATH; null when there is none to run. */
export async function findProgram(
  program: string,
  pathVariable = process.env['PATH'] ?? '',
): Promise<string | null> {
  const candidates = program.includes('/')
    ? [program]
    : pathVariable
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, program));
  for (const file of candidates) {
    try {
      await access(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** What a program printed, out and err together ('' when it failed to run). */
function output(file: string, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: 20_000, maxBuffer: 256 * 1024 }, (err, stdout, stderr) => {
      resolve(err && !stdout && !stderr ? '' : `${stdout}\n${stderr}`);
    });
  });
}

const VERSION = /(\d+\.\d+(?:\.\d+)*)/;

/** One kind's state now: present with its version, or missing. */
async function checkOne(kind: SystemToolKind, programs: ToolPrograms): Promise<SystemToolStatus> {
  const file = await findProgram(programOf(kind, programs), programs.path);
  if (!file) return { kind, present: false };
  if (kind === 'tesseract-swe') {
    const langs = await output(file, ['--list-langs']);
    return { kind, present: /^swe$/m.test(langs) };
  }
  const text = await output(file, [kind === 'libreoffice' || kind === 'tesseract' ? '--version' : '-v']);
  const version = VERSION.exec(text)?.[1];
  return version ? { kind, present: true, version } : { kind, present: true };
}

/** Every tool's state now, in the catalogue's order. */
export function checkSystemTools(programs: ToolPrograms = {}): Promise<SystemToolStatus[]> {
  return Promise.all(SYSTEM_TOOL_KINDS.map((kind) => checkOne(kind, programs)));
}

/**
 * The tools as last checked, for the health answer and the status screen; checked again at most once a
 * `maxAgeMs`, so a tool installed while the server runs is found without a restart.
 */
export class SystemTools {
  private last: { at: number; tools: Promise<SystemToolStatus[]> } | null = null;

  constructor(
    private readonly programs: ToolPrograms = {},
    private readonly maxAgeMs = 60_000,
  ) {}

  current(): Promise<SystemToolStatus[]> {
    if (!this.last || Date.now() - this.last.at > this.maxAgeMs)
      this.last = { at: Date.now(), tools: checkSystemTools(this.programs) };
    return this.last.tools;
  }

  /** Checks now, whatever the last check said (a job found a tool missing, or the worker looks again). */
  refresh(): Promise<SystemToolStatus[]> {
    this.last = null;
    return this.current();
  }
}

/** At start: each tool found with its version, or one line saying what is off without it and its package. */
export function logSystemTools(log: FastifyBaseLogger, tools: readonly SystemToolStatus[]): void {
  const found = tools
    .filter((t) => t.present)
    .map((t) => `${SYSTEM_TOOLS[t.kind].name} ${t.version ?? ''}`.trim());
  if (found.length) log.info({ tools: found }, 'system tools found');
  for (const kind of missingTools(tools))
    log.warn({ tool: kind, debianPackage: SYSTEM_TOOLS[kind].debianPackage }, missingToolLine(kind));
}
