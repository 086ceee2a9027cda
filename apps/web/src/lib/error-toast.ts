import { toast } from 'sonner';
import { errorMessage, isApiError } from './api.ts';
import { commonStrings } from './strings.ts';

/**
 * How a failure is worded: a text is the screen's own for when the server says nothing of use (no message,
 * or only 'Något gick fel'); `{ always }` is shown whatever the server said (SPEC §8 names a few).
 */
export type ErrorWording = string | { always: string };

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
