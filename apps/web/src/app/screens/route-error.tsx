import { useRouteError } from 'react-router';
import { commonStrings } from '../../lib/strings.ts';
import { ErrorScreen } from './error-screen.tsx';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Loading chunk|Importing a module script failed|CSS_CHUNK_LOAD_FAILED/i.test(
    message,
  );
}

/** Shown when a route throws, e.g. when a code-split chunk cannot be loaded after a deploy. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <ErrorScreen message={isChunkLoadError(error) ? commonStrings.chunkError : commonStrings.errorText} />
  );
}
