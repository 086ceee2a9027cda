import { useState } from 'react';
import { errorMessage, isApiError } from './api.ts';

/** A form's errors: a message under each named field and one alert over the form. */
export function useFormErrors() {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  // One place decides how a failed call shows, so every form puts the server's field messages by the fields.
  function showError(error: unknown, fallback?: string) {
    if (isApiError(error) && Object.keys(error.fields).length) setFields(error.fields);
    else setFormError(errorMessage(error, fallback));
  }

  return { fields, setFields, formError, setFormError, showError };
}
