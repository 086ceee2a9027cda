import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** A request as a local peer saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listening(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * A node:http server on a free loopback port for the file's tests (127.0.0.1, or '::1'), answering with
 * `handler`, which a test may swap (`peer.handle = …`); it keeps every request it saw.
 */
export function httpPeerForFile(handler: Handler = (_, res) => res.end(), host = '127.0.0.1') {
  const sockets = new Set<Socket>();
  const peer = {
    handle: handler,
    seen: [] as SeenRequest[],
    port: 0,
    /** http://127.0.0.1:<port><path> (brackets for IPv6). */
    url: (path = '/') => `http://${host.includes(':') ? `[${host}]` : host}:${peer.port}${path}`,
  };
  const server = createHttpServer((req, res) => {
    peer.seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    peer.handle(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  beforeAll(async () => {
    peer.port = await listening(server, host);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return peer;
}

/**
 * A TCP server on a free loopback port that takes connections and never answers (a hung server): the
 * client's timeout has to end them. `firstBytes` keeps what each connection sent first (a TLS
 * ClientHello starts with 0x16).
 */
export function silentPeerForFile() {
  const sockets = new Set<Socket>();
  const peer = { port: 0, firstBytes: [] as Buffer[] };
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.once('data', (data) => peer.firstBytes.push(data));
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  beforeAll(async () => {
    peer.port = await listening(server, '127.0.0.1');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return peer;
}
