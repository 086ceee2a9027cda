import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SYSTEM_TOOL_KINDS } from '@rekry/domain';
import { markWaitingForTool } from '../src/platform/file-text-rows.ts';
import { get, testAppWithWorld } from './helpers/app.ts';
import { buildApplication } from './helpers/applicants.ts';
import { buildPosition } from './helpers/factories.ts';
import { buildFile } from './helpers/files.ts';

// LibreOffice is told to be a program of this folder (SOFFICE_PATH), missing until a test installs it.
const folder = mkdtempSync(path.join(tmpdir(), 'rekry-system-status-'));
const soffice = path.join(folder, 'soffice');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const { t, world } = testAppWithWorld({ sofficePath: soffice });

const status = (caller?: { id: number }) => t.as(caller).dispatch('get_SystemStatus', {});

/** A stand-in LibreOffice that answers --version as the real one does. */
function installSoffice(version: string) {
  writeFileSync(soffice, `#!/bin/sh\necho "LibreOffice ${version} 50(Build:2)"\n`);
  chmodSync(soffice, 0o755);
}

describe('get_SystemStatus', () => {
  it('401 without a login; 403 for a company admin and every other role below superuser', async () => {
    expect((await status()).status).toBe(401);
    for (const caller of [world.admin, world.foreignAdmin, world.writer, world.reader, world.candidate]) {
      const res = await status(caller);
      expect(res.status).toBe(403);
      expect(res.error?.message).toMatch(/[a-zåäö]/i);
    }
  });

  it("gives the superuser every tool in the catalogue's order, with kind and whether present", async () => {
    const before = Date.now();
    const res = await status(world.superuser);
    expect(res.status).toBe(200);
    expect(res.data.tools.map((tool) => tool.kind)).toEqual([...SYSTEM_TOOL_KINDS]);
    for (const tool of res.data.tools) {
      expect(Object.keys(tool).sort()).toEqual(
        tool.version ? ['kind', 'present', 'version', 'waitingFiles'] : ['kind', 'present', 'waitingFiles'],
      );
      if (tool.version) expect(tool.present).toBe(true);
    }
    expect(res.data.tools[0]).toEqual({ kind: 'libreoffice', present: false, waitingFiles: 0 });
    expect(Date.parse(res.data.checkedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('checks afresh when asked: a tool installed a moment ago is found, with its version', async () => {
    // Cached by the health answer first, as missing.
    expect((await get(t.app, '/api/health')).body.tools[0]).toEqual({ kind: 'libreoffice', present: false });
    installSoffice('7.5.9.2');
    const res = await status(world.superuser);
    expect(res.data.tools[0]).toEqual({
      kind: 'libreoffice',
      present: true,
      version: '7.5.9.2',
      waitingFiles: 0,
    });
    // The fresh check serves the health answer too.
    expect((await get(t.app, '/api/health')).body.tools[0]).toEqual({ kind: 'libreoffice', present: true });
  });

  it('counts the applicant files that wait for each tool', async () => {
    const position = await buildPosition(t.db, world.own.id);
    const application = await buildApplication(t.db, world.own.id, position.id);
    for (const name of ['a.docx', 'b.odt'])
      await markWaitingForTool(
        t.db,
        await buildFile(t.db, t.app.services.storage, application, name, Buffer.from('x')),
        'libreoffice',
      );
    const scan = await buildFile(t.db, t.app.services.storage, application, 'c.png', Buffer.from('x'));
    await markWaitingForTool(t.db, scan, 'tesseract');
    const res = await status(world.superuser);
    const waiting = Object.fromEntries(res.data.tools.map((tool) => [tool.kind, tool.waitingFiles]));
    expect(waiting).toEqual({ libreoffice: 2, pdftotext: 0, pdftoppm: 0, tesseract: 1, 'tesseract-swe': 0 });
  });
});
