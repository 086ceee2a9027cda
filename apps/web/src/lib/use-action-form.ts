import { zodResolver } from '@hookform/resolvers/zod';
import { definitionOf, type ActionInput, type ActionName, type ActionParsedInput } from '@rekry/domain';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { BaseSyntheticEvent } from 'react';
import type { z } from 'zod';
import { dispatch, errorMessage, isApiError } from './api.ts';

/**
 * How a page places a failure the general rule would not: field messages, one form message, null when
 * the page told the person itself (a toast), undefined for the general rule.
 */
export type FailurePlacement = Record<string, string> | string | null | undefined;

/** A `placeFailure` for a form with a name: a taken name (409) goes under the name field. */
export const nameConflict = (error: unknown) =>
  isApiError(error) && error.status === 409 ? { name: error.message } : undefined;

interface CommonOptions<TValues extends FieldValues, TOutput, TResult> {
  /** Every field's starting value (controlled inputs need one). */
  defaultValues: TValues;
  /**
   * Input the schema needs that is no field of the form (the company, the position, a link's token):
   * validated and sent with the fields; a problem with one is shown over the form.
   */
  fixed?: Record<string, unknown>;
  /** A field's own text for any problem the browser finds in it (the screen's wording over the schema's). */
  messages?: Partial<Record<Path<TValues>, string>>;
  onSuccess?: (result: TResult, values: TOutput) => void;
  /** Places a failed call before the general rule does (e.g. a 409 shown under the e-mail field). */
  placeFailure?: (error: unknown) => FailurePlacement;
  /** The form message when the server gives none. */
  failed?: string;
}

/** A form of one catalogue action: its input schema, sent through the dispatcher. */
interface ActionOptions<N extends ActionName, TValues extends FieldValues> extends CommonOptions<
  TValues,
  ActionParsedInput<N>,
  Awaited<ReturnType<typeof dispatch<N>>>
> {
  action: N;
}

/** A form with its own schema and request (the login-free account endpoints, a mutation's call). */
interface SchemaOptions<TValues extends FieldValues, TOutput, TResult> extends CommonOptions<
  TValues,
  TOutput,
  TResult
> {
  schema: z.ZodType<TOutput>;
  submit: (values: TOutput) => Promise<TResult>;
}

const ROOT = 'root.form' as const;

/** Errors keyed by dotted path ('contactPerson.email'), as field groups look them up. */
export function flattenErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || !value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === 'string') flat[path] = value.message;
    else Object.assign(flat, flattenErrors(value as FieldErrors, path));
  }
  return flat;
}

/**
 * The schema's check run on the fields plus the fixed input; a problem with fixed input goes over the form,
 * and a screen's own wording replaces the schema's for the fields that have one.
 */
function formResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  fixed: Record<string, unknown>,
  messages: Partial<Record<string, string>>,
): Resolver<TValues, unknown, TOutput> {
  const check = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, TOutput>;
  return async (values, context, options) => {
    const result = await check({ ...values, ...fixed }, context, options as never);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const key of Object.keys(fixed)) {
      const problem = errors[key] as { message?: string } | undefined;
      if (problem) errors['root'] = { form: { type: 'fixed', message: problem.message } };
      delete errors[key];
    }
    for (const [key, message] of Object.entries(messages)) {
      if (errors[key] && message) errors[key] = { ...(errors[key] as object), message };
    }
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<TValues> }
      : { values: result.values as TOutput, errors: {} };
  };
}

/**
 * One form of a staff screen: react-hook-form checked by the action's zod schema (Swedish messages from
 * the domain's zod locale), sent through the API client; the server's 400 field messages land under
 * their fields (the first of them focused), any other failure in one message over the form.
 */
export function useActionForm<N extends ActionName, TValues extends FieldValues>(
  options: ActionOptions<N, TValues>,
): ActionForm<TValues>;
export function useActionForm<TValues extends FieldValues, TOutput, TResult>(
  options: SchemaOptions<TValues, TOutput, TResult>,
): ActionForm<TValues>;
export function useActionForm(
  options: ActionOptions<ActionName, FieldValues> | SchemaOptions<FieldValues, unknown, unknown>,
): ActionForm<FieldValues> {
  const { defaultValues, fixed = {}, messages = {}, onSuccess, placeFailure, failed } = options;
  const schema = 'action' in options ? definitionOf(options.action).input : options.schema;
  const submit =
    'action' in options
      ? (values: unknown) => dispatch(options.action, values as ActionInput<ActionName>)
      : options.submit;

  const form = useForm<FieldValues, unknown, unknown>({
    defaultValues: defaultValues as DefaultValues<FieldValues>,
    resolver: formResolver(schema, fixed, messages),
  });

  function showFailure(error: unknown) {
    const placed = placeFailure?.(error);
    if (placed === null) return;
    if (typeof placed === 'string') {
      form.setError(ROOT, { type: 'server', message: placed });
      return;
    }
    const fields = placed ?? (isApiError(error) ? error.fields : {});
    // A message about input that is no field here (the fixed input, the position behind a channel's
    // form) would land under nothing: it is said over the form instead.
    const values = form.getValues();
    const entries = Object.entries(fields);
    const onFields = entries.filter(([path]) => get(values, path) !== undefined);
    const elsewhere = entries.filter(([path]) => get(values, path) === undefined);
    if (onFields.length === 0 || elsewhere.length > 0) {
      form.setError(ROOT, {
        type: 'server',
        message: elsewhere.length
          ? elsewhere.map(([, message]) => message).join(' ')
          : errorMessage(error, failed),
      });
    }
    onFields.forEach(([path, message], i) =>
      form.setError(path, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    let result: unknown;
    try {
      result = await submit(values);
    } catch (error) {
      showFailure(error);
      return;
    }
    onSuccess?.(result as never, values as never);
  });

  const errors = flattenErrors(form.formState.errors);
  return {
    form: form as unknown as UseFormReturn<FieldValues>,
    onSubmit,
    busy: form.formState.isSubmitting,
    formError: form.formState.errors.root?.['form']?.message ?? null,
    setFormError: (message: string) => form.setError(ROOT, { type: 'form', message }),
    errors,
    field: (name, registerOptions) => ({ ...form.register(name, registerOptions), error: errors[name] }),
  };
}

export interface ActionForm<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  /** The form element's onSubmit: checks, sends, places the answer's errors. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  /** The message over the form, or null. */
  formError: string | null;
  setFormError: (message: string) => void;
  /** Every field message by dotted path. */
  errors: Record<string, string>;
  /**
   * A field's input props and its message, spread on a field component: `<TextField {...field('name')} />`;
   * react-hook-form's register options after the name (`{ valueAsNumber: true }` for a number the schema
   * does not coerce).
   */
  field: (
    name: Path<TValues>,
    options?: RegisterOptions<TValues, Path<TValues>>,
  ) => UseFormRegisterReturn & { error: string | undefined };
}
