import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { HubEvent, HubHello } from '@rekry/domain';
import type { TestApp } from './app.ts';
import { tokenFor } from './factories.ts';

/** What a socket hears: the hub's events, and 'resync' after the hub's own listening connection came back. */
export type HeardEvent = HubEvent | { type: 'resync' };

/**
 * A socket's events and its close, as they come: an injected socket (`ws`) or a browser's over the network
 * (Node's own WebSocket), both through the standard event interface.
 */
export function listen(socket: WebSocket | globalThis.WebSocket) {
  const standard = socket as globalThis.WebSocket;
  const events: HeardEvent[] = [];
  let wake: () => void = () => {};
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    standard.addEventListener('close', ({ code, reason }) => resolve({ code, reason: String(reason) }), {
      once: true,
    }),
  );
  standard.addEventListener('message', ({ data }) => {
    events.push(JSON.parse(String(data)) as HeardEvent);
    wake();
  });
  return {
    events,
    closed,
    async next(type: HeardEvent['type'], timeoutMs = 5000): Promise<HeardEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.type === type);
        if (found) {
          events.splice(events.indexOf(found), 1);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no ${type} event`);
        await new Promise<void>((r) => {
          wake = r;
          setTimeout(r, 100);
        });
      }
    },
  };
}

/** A socket to the hub that said `hello` first (nothing when undefined), with what it hears. */
export type HubSocket = ReturnType<typeof listen> & { socket: WebSocket };

export async function hubSocket(app: FastifyInstance, hello: unknown): Promise<HubSocket> {
  // injectWS needs the app's plugins loaded, which a first inject() would otherwise have done.
  await app.ready();
  const socket = await app.injectWS('/notifications');
  const heard = listen(socket);
  if (hello !== undefined) socket.send(typeof hello === 'string' ? hello : JSON.stringify(hello));
  return { socket, ...heard };
}

/** A hub socket of `user` that joined (a company, or the applicant's own channel) and heard it is ready. */
export async function joinedHubSocket(
  t: TestApp,
  user: { id: number },
  join: { containerId: number } | { channel: 'self' },
): Promise<HubSocket> {
  const socket = await hubSocket(t.app, {
    token: await tokenFor(t.db, t.app.services.tokens, user.id),
    ...join,
  });
  await socket.next('ready');
  return socket;
}

/** A browser's socket to the hub of a running server (a real process), joined with `hello` and ready. */
export async function joinedSocketAt(port: number, hello: HubHello) {
  const socket = new globalThis.WebSocket(`ws://127.0.0.1:${port}/notifications`);
  const heard = listen(socket);
  await new Promise((r) => socket.addEventListener('open', r, { once: true }));
  socket.send(JSON.stringify(hello));
  await heard.next('ready');
  return { socket, ...heard };
}
