import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The W3C Nu HTML checker's jar, from the npm package `vnu-jar` (run on Debian's Java, never a downloaded one). */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/** One thing the checker says of a page: an error fails the check, a warning is only told. */
export interface HtmlMessage {
  page: string;
  kind: 'error' | 'warning';
  line: number | undefined;
  text: string;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/**
 * Checks every page's HTML in one run of the checker (one JVM start: a few seconds, whatever the number
 * of pages) and answers what it says of each, by the page's name.
 */
export function checkHtml(pages: Record<string, string>): HtmlMessage[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'rekry-html-'));
  try {
    const files = Object.entries(pages).map(([name, html], i) => {
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, html);
      return { name, file };
    });
    // The checker names each file by its URL.
    const nameOf = new Map(files.map(({ name, file }) => [`file:${file}`, name]));
    const run = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files.map(({ file }) => file)],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
      throw new Error("java saknas: kör 'sudo apt-get install -y default-jre-headless' (Debian).");
    if (run.error) throw run.error;
    // It exits 1 when it found errors; anything but its JSON report means it did not run.
    const report = JSON.parse(run.stdout || '{}') as { messages?: VnuMessage[] };
    if (!report.messages) throw new Error(`vnu gav ingen rapport (kod ${run.status}): ${run.stderr}`);
    return report.messages
      .filter((m) => m.type !== 'info' || m.subType === 'warning')
      .map((m) => ({
        page: (m.url && nameOf.get(m.url)) ?? m.url ?? '?',
        kind: m.type === 'info' ? 'warning' : 'error',
        line: m.lastLine,
        text: m.message,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A message as one line for a test's failure: page, line and text. */
export const describeHtmlMessage = (m: HtmlMessage) => `${m.page}, rad ${m.line ?? '?'}: ${m.text}`;
