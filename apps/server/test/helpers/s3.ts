import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config.ts';
import { S3ObjectStore } from '../../src/platform/s3-object-store.ts';

/** s3rver's own keys (it checks the signature); a real store takes them from the SDK's chain. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'rekry-files';

export type StoreFault = 'up' | 'down' | 'slow';

/**
 * A TCP proxy in front of the store that can fail as a store does: 'down' cuts every connection, old and
 * new; 'slow' takes new connections and never answers on them (the client's timeout has to end them).
 */
class FaultProxy {
  private mode: StoreFault = 'up';
  private readonly sockets = new Set<Socket>();
  readonly server: Server;

  constructor(private readonly targetPort: number) {
    this.server = createServer((client) => {
      if (this.mode === 'down') return void client.destroy();
      this.track(client);
      if (this.mode === 'slow') return;
      const upstream = this.track(connect(this.targetPort, '127.0.0.1'));
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  private track(socket: Socket): Socket {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
    return socket;
  }

  set(mode: StoreFault): void {
    this.mode = mode;
    if (mode !== 'up') for (const socket of this.sockets) socket.destroy();
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/**
 * A real S3-protocol server (s3rver, in this test process) with one bucket, behind a FaultProxy, for the
 * describe block or file: started before its tests, stopped after them. `fileStore()` is the config that
 * points a test app at it, `env()` the same for a server process, `store()` a client of the test's own.
 */
export function s3ServerForFile() {
  let directory = '';
  let server: S3rver | undefined;
  let proxy: FaultProxy | undefined;
  let endpoint = '';
  const stores: S3ObjectStore[] = [];
  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'rekry-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    // s3rver removes a folder of its directory once its last object is deleted, racing a write of
    // another request into that folder (whose write stream then fails unhandled, in this process). A
    // bucket has no folders: this one keeps them, deleting only the object's own files.
    const store = server.store;
    store.deleteObject = async (bucket, key) => {
      const files = ['object', 'object.md5', 'metadata.json'];
      await Promise.all(files.map((part) => rm(store.getResourcePath(bucket, key, part), { force: true })));
    };
    const { port } = await server.run();
    proxy = new FaultProxy(port);
    endpoint = `http://127.0.0.1:${await proxy.listen()}`;
  });
  afterAll(async () => {
    for (const store of stores) store.close();
    await proxy?.close();
    // A request the proxy cut mid-way may still hold its connection open on the store's side; closing
    // waits for none of them.
    server?.httpServer?.closeAllConnections();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });
  const s3 = {
    bucket: BUCKET,
    /** The store's state for every client from now on. */
    fault: (mode: StoreFault) => proxy!.set(mode),
    fileStore: (timeouts: { timeoutMs?: number; maxAttempts?: number } = {}): Config['fileStore'] => ({
      kind: 's3',
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      timeoutMs: timeouts.timeoutMs ?? 2000,
      maxAttempts: timeouts.maxAttempts ?? 2,
      credentials: CREDENTIALS,
    }),
    env: (): Record<string, string> => ({
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    }),
    /** A client of the test's own (closed with the server), to look at the bucket beside the app. */
    store: () => {
      const config = s3.fileStore();
      const store = new S3ObjectStore(config as Extract<Config['fileStore'], { kind: 's3' }>);
      stores.push(store);
      return store;
    },
  };
  return s3;
}

/** Every key in a store under `prefix`, sorted. */
export async function keysIn(store: { list(prefix: string): AsyncIterable<{ key: string }> }, prefix = '') {
  const keys: string[] = [];
  for await (const { key } of store.list(prefix)) keys.push(key);
  return keys.sort();
}
