import { formTemplateInput, type FormProperty, type FormTemplate } from '@rekry/domain';
import { z } from 'zod';
import { isApiError } from '../../lib/api.ts';
import { showError } from '../../lib/error-toast.ts';
import { useActionForm, type FailurePlacement } from '../../lib/use-action-form.ts';
import { useSaveFormTemplate } from './api.ts';

/** The one field a person types when a form template is created: the catalogue's rule for its name. */
const templateNameSchema = z.object({ name: formTemplateInput.name });

/** The server's word on the name goes under it; any other failure is said in a toast. */
function nameOrToast(error: unknown): FailurePlacement {
  if (isApiError(error) && error.fields['name']) return { name: error.fields['name'] };
  showError(error);
  return null;
}

/** Names `form` and saves it as a new form template of the company ('Spara som mall', 'Ny formulärmall'). */
export function useNewTemplateForm(
  containerId: number,
  form: FormProperty[],
  onSaved: (saved: FormTemplate) => void,
) {
  const save = useSaveFormTemplate(containerId);
  return useActionForm({
    schema: templateNameSchema,
    defaultValues: { name: '' },
    submit: ({ name }) => save.mutateAsync({ name, form }),
    onSuccess: onSaved,
    placeFailure: nameOrToast,
  });
}
