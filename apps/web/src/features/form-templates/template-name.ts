import { formTemplateInput } from '@rekry/domain';
import { toast } from 'sonner';
import { z } from 'zod';
import { errorMessage, isApiError } from '../../lib/api.ts';
import type { FailurePlacement } from '../../lib/use-action-form.ts';

/** The one field a person types when a form template is created: the catalogue's rule for its name. */
export const templateNameSchema = z.object({ name: formTemplateInput.name });

/** The server's word on the name goes under it; any other failure is said in a toast. */
export function nameOrToast(error: unknown): FailurePlacement {
  if (isApiError(error) && error.fields['name']) return { name: error.fields['name'] };
  toast.error(errorMessage(error));
  return null;
}
