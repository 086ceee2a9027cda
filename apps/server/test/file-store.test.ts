import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfWithText } from '../src/demo/files.ts';
import { applicationFiles } from '../src/db/schema.ts';
import { createApplication } from '../src/areas/applicants/applications.ts';
import { LocalObjectStore, unwritten } from '../src/platform/local-object-store.ts';
import type { ObjectStore } from '../src/platform/object-store.ts';
import { FileStorage, PENDING_HOST_TAG, type StoredFileRef } from '../src/platform/storage.ts';
import { testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, uniqueEmail } from './helpers/factories.ts';
import { keysIn, s3ServerForFile } from './helpers/s3.ts';

const PDF = pdfWithText(['Anna Andersson', 'CV']);
const s3 = s3ServerForFile();
const t = testAppForFile({ jobWorker: false });
const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const stores: [string, () => ObjectStore][] = [
  [
    'local folder',
    () => {
      folders.push(mkdtempSync(path.join(tmpdir(), 'rekry-store-')));
      return new LocalObjectStore(folders.at(-1)!);
    },
  ],
  ['S3 bucket', () => s3.store()],
];

/** Storage on `store` whose moves to final keys wait until `letMove()`. */
function heldMoves(store: ObjectStore) {
  let letMove!: () => void;
  const moveMay = new Promise<void>((resolve) => (letMove = resolve));
  const storage = new FileStorage(
    Object.assign(Object.create(store) as ObjectStore, {
      move: async (from: string, to: string) => {
        await moveMay;
        return store.move(from, to);
      },
    }),
  );
  return { storage, letMove };
}

const chunks = (bytes: Buffer) => Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]);

describe.each(stores)('the file store contract: %s', (_name, makeStore) => {
  it('keeps a file pending until its commit, reads it whole and in part, and removes it', async () => {
    const store = makeStore();
    const storage = new FileStorage(store);
    const ref = { containerId: 1, applicationId: 7, storedName: FileStorage.newStoredName('pdf') };
    const key = storage.keyOf(ref);

    await expect(
      storage.inTransaction(t.db, async (tx, write) => {
        expect(await write(ref, chunks(PDF))).toBe(PDF.length);
        expect(await keysIn(store)).toEqual([storage.pendingKeyOf(ref)]);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await keysIn(store)).toEqual([]);
    // A stream cut off by its sender fails with its own error and leaves nothing.
    const cutOff = new Readable({
      read() {
        this.push(PDF.subarray(0, 50));
        this.destroy(new Error('cut off'));
      },
    });
    await expect(storage.writePending(ref, cutOff)).rejects.toThrow('cut off');
    expect(await keysIn(store)).toEqual([]);

    await storage.inTransaction(t.db, (_tx, write) => write(ref, chunks(PDF)));
    await storage.settled();
    expect(await keysIn(store)).toEqual([key]);
    expect(await storage.read(ref)).toEqual(PDF);
    expect(await storage.sizeOf(ref)).toBe(PDF.length);
    const part = await storage.open(ref, { start: 3, end: 9 });
    expect(part!.size).toBe(PDF.length);
    expect(await buffer(part!.body)).toEqual(PDF.subarray(3, 10));

    const other = { ...ref, storedName: FileStorage.newStoredName('pdf') };
    expect(await storage.open(other)).toBeNull();
    expect(await storage.sizeOf(other)).toBeNull();

    // Committed, and made final between the reader's two looks: then it is only final.
    const racing = new FileStorage(
      Object.assign(Object.create(store) as ObjectStore, {
        get: async (k: string, range?: { start: number; end: number }) => {
          if (k.startsWith('pending/')) await store.move(k, storage.keyOf(other)).catch(() => undefined);
          return store.get(k, range);
        },
      }),
    );
    const written = await racing.writePending(other, new Uint8Array(PDF));
    expect(written.size).toBe(PDF.length);
    // Not final yet: the reader finds it pending (this process's own), then final.
    expect(await racing.read(other)).toEqual(PDF);

    await storage.remove(ref);
    await storage.remove(ref);
    await storage.remove(other);
    expect(await keysIn(store)).toEqual([]);
  });

  it('keeps every byte of a file that comes in many pieces, and an empty file', async () => {
    const storage = new FileStorage(makeStore());
    const ref = { containerId: 1, applicationId: 8, storedName: FileStorage.newStoredName('pdf') };
    const bytes = Buffer.from(Array.from({ length: 3.5 * 1024 * 1024 }, (_, i) => (i * 7919) % 251));
    const pieces = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
      bytes.subarray(i * 65536, (i + 1) * 65536),
    );
    await storage.inTransaction(t.db, (_tx, write) => write(ref, Readable.from(pieces)));
    await storage.settled();
    expect((await storage.read(ref))!.equals(bytes)).toBe(true);
    await storage.remove(ref);

    const empty = { ...ref, storedName: FileStorage.newStoredName('txt') };
    await storage.inTransaction(t.db, (_tx, write) => write(empty, Readable.from([Buffer.alloc(0)])));
    await storage.settled();
    expect(await storage.sizeOf(empty)).toBe(0);
    await storage.remove(empty);
  });

  it('answers once the commit is done, and moves the file to its final key after', async () => {
    const store = makeStore();
    const { storage, letMove } = heldMoves(store);
    const ref = { containerId: 1, applicationId: 8, storedName: FileStorage.newStoredName('pdf') };
    expect(await storage.inTransaction(t.db, (_tx, write) => write(ref, chunks(PDF)))).toBe(PDF.length);
    // Committed and answered; the move is still held: the file is read under its pending key.
    expect(await keysIn(store)).toEqual([storage.pendingKeyOf(ref)]);
    expect(await storage.read(ref)).toEqual(PDF);
    let settled = false;
    const settling = storage.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    letMove();
    await settling;
    expect(await keysIn(store)).toEqual([storage.keyOf(ref)]);
    await storage.remove(ref);
  });

  it('removes a file whose move is still under way, leaving nothing behind', async () => {
    const store = makeStore();
    const { storage, letMove } = heldMoves(store);
    const ref = { containerId: 1, applicationId: 9, storedName: FileStorage.newStoredName('pdf') };
    await storage.inTransaction(t.db, (_tx, write) => write(ref, chunks(PDF)));
    // Erased right after its answer (its row gone): the removal waits for the move, then removes.
    const removing = storage.remove(ref);
    letMove();
    await removing;
    await storage.settled();
    expect(await keysIn(store)).toEqual([]);
  });

  it('makes keys only of numbers and names it chose itself', () => {
    const storage = new FileStorage(makeStore());
    const name = FileStorage.newStoredName('PDF');
    expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    for (const bad of [
      { containerId: 1, applicationId: 1, storedName: '../../etc/passwd' },
      { containerId: 1, applicationId: 1, storedName: `x/${name}` },
      { containerId: 1, applicationId: 1, storedName: 'cv.pdf' },
      { containerId: -1, applicationId: 1, storedName: name },
      { containerId: 1, applicationId: 1.5, storedName: name },
    ] as StoredFileRef[]) {
      expect(() => storage.keyOf(bad)).toThrow();
      expect(() => storage.pendingKeyOf(bad)).toThrow();
    }
    expect(storage.keyOf({ containerId: 3, applicationId: 4, storedName: name })).toBe(`3/4/${name}`);
  });

  it('settles at start what a crash left: committed ones final, the rest and orphans removed', async () => {
    const store = makeStore();
    const storage = new FileStorage(store);
    const container = await buildContainer(t.db);
    const position = await buildPosition(t.db, container.id);
    const { applicationId } = await createApplication(t.db, storage, {
      containerId: container.id,
      positionId: position.id,
      positionName: position.name,
      email: uniqueEmail(),
      metadata: {},
      info: { firstname: 'Bo', lastname: 'Berg', name: 'Bo Berg' } as never,
      consent: null,
      files: [],
    });
    const at = { containerId: container.id, applicationId };
    const named = () => ({ ...at, storedName: FileStorage.newStoredName('pdf') });
    // A dead process of this host (pid 2^22+1 is above Linux's pid_max): one pending file whose row
    // committed before the crash, one whose transaction never did, and a name no file of ours has.
    const dead = `pending/${PENDING_HOST_TAG}-4194305`;
    const [committed, neverCommitted, deleted] = [named(), named(), named()];
    const pendingOf = (ref: StoredFileRef) =>
      `${dead}/${ref.containerId}-${ref.applicationId}-${ref.storedName}`;
    await store.put(pendingOf(committed), PDF);
    await store.put(pendingOf(neverCommitted), PDF);
    await store.put(`${dead}/stray.bin`, PDF);
    await t.db.insert(applicationFiles).values({
      ...committed,
      propertyKey: 'form_file',
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    // A final file whose row was deleted (the removal after the commit never ran).
    await storage.write(deleted, PDF);
    // A live instance's pending file (this process's) is not touched.
    const live = await storage.writePending(named(), PDF);

    expect(await storage.sweep(t.db)).toMatchObject({ finished: 1, removed: 3 });
    expect(await keysIn(store)).toEqual([storage.keyOf(committed), storage.pendingKeyOf(live.ref)].sort());
    await live.discard();
    await t.db.delete(applicationFiles).where(sql`${applicationFiles.storedName} = ${committed.storedName}`);
    await storage.remove(committed);
  });
});

describe('a local file written in batches', () => {
  it('goes on after a write that took only part of what it was given', () => {
    const [a, b, c] = [Buffer.from('abc'), Buffer.from('defg'), Buffer.from('hi')];
    expect(unwritten([a, b, c], 0)).toEqual([a, b, c]);
    expect(unwritten([a, b, c], 5).map(String)).toEqual(['fg', 'hi']);
    expect(unwritten([a, b, c], 3)).toEqual([b, c]);
    expect(unwritten([a, b, c], 9)).toEqual([]);
  });
});
