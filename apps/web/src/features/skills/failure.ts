import { isApiError } from '../../lib/api.ts';
import { showError } from '../../lib/error-toast.ts';
import type { FailurePlacement } from '../../lib/use-action-form.ts';

/**
 * Where a failed save of a skill or collection is told: a taken name (409) under the name, the server's
 * field messages under their fields, anything else in a toast (SPEC §8).
 */
export function failureOf(error: unknown): FailurePlacement {
  if (isApiError(error) && error.status === 409) return { name: error.message };
  if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length) return undefined;
  if (isApiError(error) && error.status === 404) return error.message;
  showError(error);
  return null;
}
