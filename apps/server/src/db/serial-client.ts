import pg from 'pg';

type Callback = (err: Error | null, result?: unknown) => void;

/** A submittable as pg's Query is one (eachRow's): finished at its callback, else at 'end' or 'error'. */
interface Submitted {
  submit(...args: unknown[]): unknown;
  callback?: Callback;
  once(event: 'end' | 'error', listener: (err?: unknown) => void): unknown;
  listenerCount(event: 'error'): number;
  emit(event: 'error', err: unknown): boolean;
}

const pgQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;

const isSubmitted = (config: unknown): config is Submitted =>
  typeof (config as { submit?: unknown } | null)?.submit === 'function';

/**
 * A pg client that sends a query only once the one before it has finished. pg would queue it itself, but
 * warns of that (a DeprecationWarning) and pg@9 refuses it; a transaction's queries started together (a
 * presenter's Promise.all, given the transaction) would do just that on its one connection. Every client
 * the server opens is one of these (the pool's, the listener's, the lock's), so no caller can get it wrong;
 * on the pool itself, queries still run side by side, each on a client of its own.
 */
export class SerialClient extends pg.Client {
  private busy = false;
  /** The queries that came while one ran, in their order: each starts when the one before it finished. */
  private readonly waiting: (() => void)[] = [];

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // An own property over pg's method: callers keep pg's overloads, which one signature cannot restate.
    this.query = ((...args: unknown[]) => this.inOrder(args)) as pg.Client['query'];
  }

  /**
   * pg's query in any of its forms (a promise, a callback, a submittable): the arguments reach pg unchanged
   * but for a callback that also ends the query's turn.
   */
  private inOrder(args: unknown[]): unknown {
    const send = (...sent: unknown[]) => pgQuery.apply(this, sent);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    };
    const [config, values, callback] = args;
    if (isSubmitted(config)) {
      // pg's order: the submittable's own callback, the values' place, the last argument.
      const told = config.callback ?? (typeof values === 'function' ? values : callback);
      if (typeof told === 'function') {
        config.callback = (err, result) => {
          end();
          (told as Callback)(err, result);
        };
      } else {
        config.once('end', end);
        config.once('error', (err) => {
          end();
          // Heard, an 'error' no longer throws: it still does when no one else listens, as pg's would.
          if (!config.listenerCount('error')) throw err;
        });
      }
      this.inTurn(
        () => send(config),
        end,
        (err) => (config.callback ? config.callback(err as Error) : config.emit('error', err)),
      );
      return config;
    }
    // pg's order: the last argument, the values' place, the config's own.
    const told =
      callback ??
      (typeof values === 'function' ? values : (config as { callback?: unknown } | null)?.callback);
    if (typeof told === 'function') {
      const finished: Callback = (err, result) => {
        end();
        (told as Callback)(err, result);
      };
      const sentValues = typeof values === 'function' ? undefined : values;
      this.inTurn(
        () => send(config, sentValues, finished),
        end,
        (err) => finished(err as Error),
      );
      return undefined;
    }
    // The promise form: pg's own promise (whose error's stack leads back to the caller), ending the turn.
    const start = () => {
      const result = send(...args) as Promise<unknown>;
      result.then(end, end);
      return result;
    };
    if (!this.busy) return this.inTurn(start, end, () => undefined);
    return new Promise((resolve, reject) => this.inTurn(() => resolve(start()), end, reject));
  }

  /**
   * Calls `start` (which sends the query) now when no query runs, else after the ones already waiting. A
   * `start` that throws ends its turn: now, the caller hears it as it would from pg; later, from `failed`.
   */
  private inTurn(start: () => unknown, end: () => void, failed: (err: unknown) => void): unknown {
    if (!this.busy) {
      this.busy = true;
      try {
        return start();
      } catch (err) {
        end();
        throw err;
      }
    }
    this.waiting.push(() => {
      try {
        start();
      } catch (err) {
        end();
        failed(err);
      }
    });
    return undefined;
  }
}
