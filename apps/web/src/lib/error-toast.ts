import { MutationCache } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage, isApiError } from './api.ts';
import { commonStrings } from './strings.ts';

/**
 * How a failure is worded: a text is the screen's own for when the server says nothing of use (no message,
 * or only 'Något gick fel'); `{ always }` is shown whatever the server said (SPEC §8 names a few).
 */
export type ErrorWording = string | { always: string };

declare module '@tanstack/react-query' {
  interface Register {
    // A type literal, not an interface: TanStack Query takes the meta only if it is a Record.
    mutationMeta: {
      /** A failure's toast: the server's message by default; false when the screen shows it itself. */
      errorToast?: false | ErrorWording;
    };
  }
}

/**
 * The one place an error toast is drawn: the server's Swedish message, else the wording. A 401 shows
 * none: the request has logged the person out (lib/api.ts) and the guard shows the login.
 */
export function showError(error: unknown, wording: ErrorWording = commonStrings.somethingWentWrong): void {
  if (isApiError(error) && error.status === 401) return;
  toast.error(textOf(error, wording));
}

function textOf(error: unknown, wording: ErrorWording): string {
  if (typeof wording !== 'string') return wording.always;
  const message = errorMessage(error, wording);
  // The bare 'Något gick fel' (the client's when the server sent no message, the server's own for a
  // crash) says less than a screen's wording.
  return message === commonStrings.somethingWentWrong ? wording : message;
}

/**
 * The admin's default for every mutation: a failure is told through showError unless the mutation's
 * `meta.errorToast` opts out (false) or words it. Not the public site's: it has no toasts.
 */
export function errorToastCache(): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _result, mutation) => {
      const wording = mutation.meta?.errorToast;
      if (wording !== false) showError(error, wording);
    },
  });
}
