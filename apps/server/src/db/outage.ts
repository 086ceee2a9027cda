/** What an outage is told to: the app's logger once it exists (pino's level methods). */
export interface OutageLogger {
  error(obj: object, message: string): void;
  warn(obj: object, message: string): void;
}

/** Marks an error raised while a connection was being opened: whatever the server said, it is not there. */
const CONNECTING = Symbol('rekry.connecting');

export function markConnectFailure<E>(error: E): E {
  if (error && typeof error === 'object') (error as Record<symbol, unknown>)[CONNECTING] = true;
  return error;
}

/** The socket's own failures (refused, reset, broken pipe, unreachable, a name that does not resolve). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of a server going away or not letting anyone in: admin_shutdown (a restart, a failover,
 * pg_terminate_backend), crash_shutdown, cannot_connect_now (starting or stopping), too_many_connections;
 * class 08 is connection exceptions.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres and its pool say these in words only. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableItself(e: object): boolean {
  if ((e as Record<symbol, unknown>)[CONNECTING]) return true;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08/.test(code)))
    return true;
  const message = (e as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m));
}

/**
 * Whether an error means the database could not be reached (restarting, failing over, refusing
 * connections) rather than that a statement was wrong; also when drizzle wraps the driver's error as
 * its `cause`. Such a request may simply be tried again: it answers 503, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (isUnavailableItself(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The database's reachability as this process sees it, told once per outage: one line when the first
 * connection is lost or refused, one when a connection opens again, however many requests, polls and
 * reconnect attempts fail in between.
 */
export class DatabaseOutage {
  private downSince: number | null = null;
  private log: OutageLogger = {
    error: (obj, message) => console.error(message, obj),
    warn: (obj, message) => console.warn(message, obj),
  };

  useLog(log: OutageLogger): void {
    this.log = log;
  }

  get down(): boolean {
    return this.downSince !== null;
  }

  lost(err: unknown, where: string): void {
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.log.error({ err, where }, 'database unreachable; reconnecting in the background');
  }

  reached(where: string): void {
    if (this.downSince === null) return;
    const downMs = Date.now() - this.downSince;
    this.downSince = null;
    this.log.warn({ downMs, where }, 'database reachable again');
  }
}
