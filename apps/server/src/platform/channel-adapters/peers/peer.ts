/**
 * A local stand-in for a board that cannot be reached from here: an HTTP server speaking the board's
 * documented contract (its schema checks, ids, errors, rate limiting). Tests point an adapter's base URL
 * at it; in development without a configured board URL the server runs it as a sandbox.
 */
export type PeerFault =
  /** Every request answers 503. */
  | { kind: 'down' }
  /** Every request waits `delayMs` before it is answered. */
  | { kind: 'slow'; delayMs: number };

export interface PeerAd {
  externalId: string;
  reference: string;
  /** The last transaction id accepted for it. */
  transactionId: string;
  state: 'published' | 'removed';
  /** The body as the board stored it (for assertions). */
  body: unknown;
}

export interface BoardPeer {
  /** Base URL, e.g. http://127.0.0.1:41234 (the adapter's configured base URL). */
  url: string;
  /** The ads the board holds, by its id. */
  ads(): PeerAd[];
  /** Requests received (method, path), oldest first: to count retries and prove idempotency. */
  requests(): { method: string; path: string; status: number }[];
  setFault(fault: PeerFault | null): void;
  close(): Promise<void>;
}

export interface PeerOptions {
  port?: number;
  /** Accepted API keys; absent: any non-empty key except 'ogiltig-nyckel' (refused with 401). */
  validKeys?: ReadonlySet<string>;
  /** Requests per caller per second before 429 with Retry-After (the board's rate limit). */
  ratePerSecond?: number;
}
