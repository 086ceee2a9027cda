import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  HUB_CLOSE,
  containerRole,
  isExceptionType,
  roleAtLeast,
  type HubEvent,
  type Notification,
} from '@rekry/domain';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/outage.ts';
import { containers, containerUsers, users } from '../db/schema.ts';
import { permissionIdsIn, positionAudience } from '../core/access/membership.ts';
import { authenticateToken } from '../core/access/auth.ts';
import {
  APPLICANTS_CHANNEL,
  CONVERSATIONS_CHANNEL,
  type ApplicantsNotice,
  type ConversationNotice,
} from './live-events.ts';
import { NOTIFICATIONS_CHANNEL, type NotifyPayload } from './notifications.ts';
import type { TokenService } from '../core/access/tokens.ts';

/** What the hub sends, as one text frame's bytes: serialised once, however many sockets it goes to. */
type Frame = Buffer;
const frameOf = (event: HubEvent | { type: 'resync' }): Frame => Buffer.from(JSON.stringify(event));
const RESYNC = frameOf({ type: 'resync' });

/** The largest message a client may send: a hello is a token and a number. */
export const HUB_MAX_PAYLOAD = 16 * 1024;

const token = z.string().min(1).max(8192);
/** Staff join a company; an applicant (no company) joins their own channel. */
const hello = z.union([
  z.object({ token, containerId: z.number().int().positive().max(2_147_483_647) }).strict(),
  z.object({ token, channel: z.literal('self') }).strict(),
]);

interface Client {
  socket: WebSocket;
  userId: number;
  /** null: the user's own channel (an applicant), which hears only of their own conversations. */
  containerId: number | null;
  superuser: boolean;
  tokenVersion: number;
  /** unix seconds */
  expiresAt: number;
}

/**
 * The real-time hub at /notifications (SPEC §4, §7). A socket's first message is `{ token, containerId }`
 * (never in the URL, which lands in logs); the token must be valid and its user a member of the company,
 * else the socket is closed with a code saying why (HUB_CLOSE). Joined sockets hear of their own user's
 * notifications in that company, heard by every instance on NOTIFICATIONS_CHANNEL (platform/notifications.ts),
 * so instances behind one balancer on one database all deliver. Every `recheckMs` each socket's token
 * (expiry, revocation) and membership are checked again, and a socket that lost them is closed.
 */
export class NotificationHub {
  /** Joined sockets by user id. */
  private readonly byUser = new Map<number, Set<Client>>();
  /** Joined company sockets by company id (a conversation event goes to one company's sockets). */
  private readonly byContainer = new Map<number, Set<Client>>();
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly tokens: TokenService,
    private readonly log: FastifyBaseLogger,
    private readonly recheckMs: number,
    /** How long a new socket has to say who it is (its first message) before it is closed. */
    private readonly helloTimeoutMs = 5000,
  ) {}

  async start(): Promise<void> {
    const notifications = await this.database.listen(NOTIFICATIONS_CHANNEL, (payload) =>
      this.deliver(payload),
    );
    const chats = await this.database.listen(CONVERSATIONS_CHANNEL, (payload) =>
      this.deliverConversation(payload),
    );
    const applicants = await this.database.listen(APPLICANTS_CHANNEL, (payload) => {
      this.deliverApplicants(payload).catch((err: unknown) =>
        this.failed(err, 'hub: applicants event failed'),
      );
    });
    this.unlisten = async () => {
      await notifications();
      await chats();
      await applicants();
    };
    this.timer = setInterval(() => {
      this.recheck().catch((err: unknown) => this.failed(err, 'hub: recheck failed'));
    }, this.recheckMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const client of this.clients()) client.socket.close(HUB_CLOSE.goingAway, 'Servern startar om');
    this.byUser.clear();
    this.byContainer.clear();
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }

  /** How many sockets have joined (health, tests, the bench). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private *clients(): Iterable<Client> {
    for (const set of this.byUser.values()) yield* set;
  }

  /** A new socket: it has helloTimeoutMs to send its hello; anything wrong closes it, never the server. */
  attach(socket: WebSocket): void {
    let client: Client | null = null;
    let greeted = false;
    const timeout = setTimeout(() => {
      if (!greeted) socket.close(HUB_CLOSE.helloTimeout, 'Inget första meddelande i tid');
    }, this.helloTimeoutMs);
    timeout.unref();
    socket.on('error', (err) => this.log.debug({ err }, 'hub: socket error'));
    socket.on('close', () => {
      clearTimeout(timeout);
      if (client) this.forget(client);
    });
    socket.on('message', (raw, isBinary) => {
      // After the hello a client has nothing to say; what it sends is ignored.
      if (greeted) return;
      greeted = true;
      clearTimeout(timeout);
      let parsed: z.infer<typeof hello> | null = null;
      try {
        const result = hello.safeParse(isBinary ? null : JSON.parse(String(raw)));
        if (result.success) parsed = result.data;
      } catch {
        /* not JSON */
      }
      if (!parsed) {
        socket.close(
          HUB_CLOSE.badHello,
          "Första meddelandet ska vara { token, containerId } eller { token, channel: 'self' }",
        );
        return;
      }
      this.join(socket, parsed).then(
        (joined) => {
          client = joined;
        },
        (err: unknown) => {
          this.failed(err, 'hub: join failed');
          // 1011 is not final for the browser: it joins again after its back-off.
          socket.close(1011, 'Något gick fel');
        },
      );
    });
  }

  private async join(socket: WebSocket, greeting: z.infer<typeof hello>): Promise<Client | null> {
    const { db } = this.database;
    const user = await authenticateToken(db, this.tokens, greeting.token);
    if (!user) {
      socket.close(HUB_CLOSE.unauthorized, 'Ogiltig eller utgången inloggning');
      return null;
    }
    const containerId = 'containerId' in greeting ? greeting.containerId : null;
    const member =
      containerId === null ||
      (user.isSuperuser
        ? (await db.select({ id: containers.id }).from(containers).where(eq(containers.id, containerId)))
            .length > 0
        : roleAtLeast(containerRole(await permissionIdsIn(db, containerId, user.id)), 'reader'));
    if (!member) {
      socket.close(HUB_CLOSE.forbidden, 'Ingen behörighet till företaget');
      return null;
    }
    if (socket.readyState !== socket.OPEN) return null;
    const client: Client = {
      socket,
      userId: user.id,
      containerId,
      superuser: user.isSuperuser,
      tokenVersion: user.tokenVersion,
      expiresAt: user.expiresAt,
    };
    if (containerId !== null) {
      let group = this.byContainer.get(containerId);
      if (!group) this.byContainer.set(containerId, (group = new Set()));
      group.add(client);
    }
    let set = this.byUser.get(user.id);
    if (!set) this.byUser.set(user.id, (set = new Set()));
    set.add(client);
    this.send(client, frameOf({ type: 'ready', containerId }));
    return client;
  }

  /** A failure in the background; an unreachable database is told once by its own outage log. */
  private failed(err: unknown, message: string): void {
    if (!isDatabaseUnavailable(err)) this.log.error({ err }, message);
  }

  private forget(client: Client): void {
    const set = this.byUser.get(client.userId);
    set?.delete(client);
    if (set && !set.size) this.byUser.delete(client.userId);
    if (client.containerId !== null) {
      const group = this.byContainer.get(client.containerId);
      group?.delete(client);
      if (group && !group.size) this.byContainer.delete(client.containerId);
    }
  }

  /** The frame's bytes as they are (a text frame): no serialising or encoding per socket. */
  private send(client: Client, frame: Frame): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(frame, { binary: false });
  }

  /**
   * One NOTIFY: each recipient's sockets in that company get their row. '' means the listening connection
   * was lost and came back: every socket is told to fetch what it may have missed.
   */
  deliver(payload: string): void {
    if (payload === '') {
      for (const client of this.clients()) this.send(client, RESYNC);
      return;
    }
    let parsed: NotifyPayload;
    try {
      parsed = JSON.parse(payload) as NotifyPayload;
    } catch {
      return;
    }
    if ('removed' in parsed) return this.deliverRemoved(parsed.removed);
    const type = isExceptionType(parsed.n.type) ? 'exception' : 'notification';
    for (const [userId, id] of parsed.r) {
      const set = this.byUser.get(userId);
      if (!set) continue;
      const sockets = [...set].filter((client) => client.containerId === parsed.n.containerId);
      if (!sockets.length) continue;
      // Each recipient's row has its own id: one frame per user, shared by all of that user's sockets.
      const notification: Notification = { ...parsed.n, id, isRead: false };
      const frame = frameOf({ type, notification });
      for (const client of sockets) this.send(client, frame);
    }
  }

  /** Notifications deleted with their application: each recipient's sockets in that company hear which. */
  private deliverRemoved({ containerId, r }: { containerId: number; r: [number, number][] }): void {
    const byUser = new Map<number, number[]>();
    for (const [userId, id] of r) byUser.set(userId, [...(byUser.get(userId) ?? []), id]);
    for (const [userId, ids] of byUser) {
      const frame = frameOf({ type: 'withdrawn', ids });
      for (const client of this.byUser.get(userId) ?? []) {
        if (client.containerId === containerId) this.send(client, frame);
      }
    }
  }

  /**
   * A message in a conversation: the company's sockets (every member reads its conversations) and the
   * applicant's own channel hear which application's conversation changed, nothing more.
   */
  deliverConversation(payload: string): void {
    if (payload === '') return; // deliver('') already told every socket to resync.
    let notice: ConversationNotice;
    try {
      notice = JSON.parse(payload) as ConversationNotice;
    } catch {
      return;
    }
    const frame = frameOf({ type: 'conversation', applicationId: notice.a });
    for (const client of this.byContainer.get(notice.c) ?? []) this.send(client, frame);
    for (const client of this.byUser.get(notice.u) ?? []) {
      if (client.containerId === null) this.send(client, frame);
    }
  }

  /**
   * A position's applications changed: the company's sockets of those who may see the position (its
   * admins, holders of a right on it, superusers) hear which position, nothing more. Asked of the
   * database only when the company has sockets here.
   */
  async deliverApplicants(payload: string): Promise<void> {
    if (payload === '') return; // deliver('') already told every socket to resync.
    let notice: ApplicantsNotice;
    try {
      notice = JSON.parse(payload) as ApplicantsNotice;
    } catch {
      return;
    }
    if (!this.byContainer.get(notice.c)?.size) return;
    const audience = await positionAudience(this.database.db, notice.c, notice.p);
    const frame = frameOf({ type: 'applicants', positionId: notice.p });
    for (const client of this.byContainer.get(notice.c) ?? []) {
      if (client.superuser || audience.has(client.userId)) this.send(client, frame);
    }
  }

  /** Closes the sockets whose token expired or was revoked, or whose user left the company. */
  async recheck(): Promise<void> {
    const all = [...this.clients()];
    if (!all.length) return;
    const now = Date.now() / 1000;
    const userIds = [...new Set(all.map((c) => c.userId))];
    const { db } = this.database;
    const valid = await db
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.disabled, false)));
    const versions = new Map(valid.map((u) => [u.id, u.tokenVersion]));
    const memberships = await db
      .selectDistinct({ userId: containerUsers.userId, containerId: containerUsers.containerId })
      .from(containerUsers)
      .where(inArray(containerUsers.userId, userIds));
    const member = new Set(memberships.map((m) => `${m.userId}:${m.containerId}`));
    for (const client of all) {
      if (client.expiresAt <= now || versions.get(client.userId) !== client.tokenVersion) {
        client.socket.close(HUB_CLOSE.unauthorized, 'Ogiltig eller utgången inloggning');
        this.forget(client);
      } else if (
        client.containerId !== null &&
        !client.superuser &&
        !member.has(`${client.userId}:${client.containerId}`)
      ) {
        client.socket.close(HUB_CLOSE.forbidden, 'Ingen behörighet till företaget');
        this.forget(client);
      }
    }
  }
}
