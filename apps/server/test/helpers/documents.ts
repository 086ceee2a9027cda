import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A real Word document made by LibreOffice from HTML (docx, odt, rtf or doc), for conversion tests. Made
 * once per text and process: LibreOffice takes about a second.
 */
const made = new Map<string, Buffer>();
export function officeDocument(text: string, format: 'docx' | 'odt' | 'rtf' | 'doc' = 'docx'): Buffer {
  const key = `${format}:${text}`;
  const cached = made.get(key);
  if (cached) return cached;
  const dir = mkdtempSync(path.join(tmpdir(), 'rekry-doc-'));
  try {
    const html = `<html><head><meta charset="utf-8"></head><body><h1>${text}</h1><p>Erfarenhet: lager, truck.</p></body></html>`;
    writeFileSync(path.join(dir, 'cv.html'), html);
    const filter = {
      docx: 'docx:"MS Word 2007 XML"',
      odt: 'odt:writer8',
      rtf: 'rtf:"Rich Text Format"',
      doc: 'doc:"MS Word 97"',
    }[format].replaceAll('"', '');
    const result = spawnSync(
      'soffice',
      [
        '--headless',
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--convert-to',
        filter,
        '--outdir',
        dir,
        path.join(dir, 'cv.html'),
      ],
      { timeout: 60_000, env: { ...process.env, HOME: dir } },
    );
    if (result.status !== 0) {
      // result.error is set when soffice could not start at all (not installed: run .ci/run's packages).
      throw new Error(`soffice failed: ${result.error?.message ?? result.stderr?.toString()}`);
    }
    const bytes = readFileSync(path.join(dir, `cv.${format}`));
    made.set(key, bytes);
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
