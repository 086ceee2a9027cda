import { lazy, type ComponentType } from 'react';

/** SPEC §9: a code-split chunk that has not loaded after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkErrorCode = 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED';

/**
 * A lazily loaded chunk that could not be fetched (an old deploy, the network, a time-out). The message is
 * the SPEC §8 wording ('Loading chunk … failed'); a failed stylesheet carries the code CSS_CHUNK_LOAD_FAILED.
 */
export class ChunkLoadError extends Error {
  readonly code: ChunkErrorCode;
  readonly chunk: string;

  constructor(chunk: string, code: ChunkErrorCode, cause?: unknown) {
    super(
      code === 'CSS_CHUNK_LOAD_FAILED'
        ? `Loading CSS chunk ${chunk} failed.`
        : `Loading chunk ${chunk} failed.`,
      { cause },
    );
    this.name = 'ChunkLoadError';
    this.code = code;
    this.chunk = chunk;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

// Vite's preload helper rejects with this when a chunk's stylesheet fails to load.
const CSS_FAILURE = /preload CSS/i;

function codeOf(error: unknown): ChunkErrorCode {
  const message = error instanceof Error ? error.message : String(error);
  return CSS_FAILURE.test(message) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
}

/** Runs a dynamic import; a rejection or no answer within `timeoutMs` becomes a ChunkLoadError. */
export function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'CHUNK_LOAD_FAILED')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, codeOf(error), error));
      },
    );
  });
}

/** A page loader: fetches a chunk and picks the page component out of it. */
export type PageLoader = () => Promise<ComponentType>;

/** A page from a module's export, loaded through loadChunk (the registry declares every page so). */
export function page<M>(
  chunk: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): PageLoader {
  return () => loadChunk(chunk, load).then(pick);
}

/** React.lazy over loadChunk, for a component rendered inside a Suspense boundary. */
export function lazyChunk(loader: PageLoader) {
  return lazy(() => loader().then((Component) => ({ default: Component })));
}

/** A route's `lazy` over a page loader: the router waits for the chunk; a failure reaches the route's ErrorBoundary. */
export function lazyRoute(loader: PageLoader) {
  return () => loader().then((Component) => ({ Component }));
}
