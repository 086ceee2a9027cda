import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** index.html as Vite writes it: an empty root, then the module script. */
export const INDEX_HTML = `<!doctype html>
<html lang="sv">
  <head>
    <meta charset="UTF-8" />
    <title>Rekry</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>
`;

/** A new temporary web build (an app's `webDistDir`) holding `files` by relative path; the caller removes it. */
export function makeWebBuild(files: Record<string, string | Buffer> = { 'index.html': INDEX_HTML }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rekry-dist-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** makeWebBuild for the file's (or the describe block's) tests: made now, removed after them. */
export function webBuildForFile(files?: Record<string, string | Buffer>): string {
  const dir = makeWebBuild(files);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
