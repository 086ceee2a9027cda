import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../../lib/chunk.ts';
import { commonStrings } from '../../lib/strings.ts';
import { ErrorScreen } from './error-screen.tsx';

// A dynamic import that did not go through lib/chunk.ts fails with the browser's own wording.
const BROWSER_CHUNK_FAILURE = /dynamically imported module|Importing a module script failed/i;

/**
 * What a thrown error shows. A code-split chunk that cannot be loaded (after a deploy, offline, or no
 * answer within 120 s) shows SPEC §8's 'Loading chunk … failed' and the reload action; a failed stylesheet
 * also shows its code CSS_CHUNK_LOAD_FAILED.
 */
export function ErrorFor({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) {
    return (
      <ErrorScreen
        title={error.message}
        message={commonStrings.chunkError}
        code={error.code === 'CSS_CHUNK_LOAD_FAILED' ? error.code : undefined}
      />
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  if (BROWSER_CHUNK_FAILURE.test(message))
    return <ErrorScreen title="Loading chunk failed." message={commonStrings.chunkError} />;
  return <ErrorScreen />;
}

/** Shown when a route of the data router (the admin site) throws. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <ErrorFor error={error} />;
}
