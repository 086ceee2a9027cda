import type { ChannelField } from '@rekry/domain';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { channelStrings } from './strings.ts';
import { TaxonomyPicker } from './taxonomy-picker.tsx';
import {
  dependentsOf,
  hasEmptyOption,
  optionsFor,
  sourceOf,
  taxonomyText,
  type ChannelGroup,
  type Prefilled,
} from './values.ts';

/** A form keeps every channel field as text; numbers become numbers only when sent (values.ts). */
export interface ChannelFieldInputProps {
  field: ChannelField;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** The whole form's values: a select that depends on another field offers the options under it. */
  values?: Record<string, string> | undefined;
  /** The input itself, so the form can focus it when it holds a problem. */
  ref?: ((element: HTMLElement | null) => void) | undefined;
}

/**
 * A card form's channel fields (kept under `group`) in two columns, a textarea taking both. A select that
 * depends on another field is emptied when that field changes; `stored` shows what Rekry filled in for
 * the read-only fields instead of the form's copy.
 */
export function ChannelFieldGrid<V extends FieldValues>({
  form,
  group,
  fields,
  errors,
  stored,
  prefilled = {},
}: {
  form: UseFormReturn<V>;
  group: ChannelGroup;
  fields: readonly ChannelField[];
  errors: Record<string, string>;
  stored?: Record<string, string>;
  /** Fields filled from the ad or the company: the source is said in the hint while the value is still it. */
  prefilled?: Record<string, Prefilled>;
}) {
  const values = form.watch(group as Path<V>) as Record<string, string>;
  const name = (key: string) => `${group}.${key}` as Path<V>;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.key} className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
          {field.readOnly ? (
            <ReadOnlyField field={field} value={(stored ?? values)[field.key] ?? ''} />
          ) : (
            <Controller
              control={form.control}
              name={name(field.key)}
              render={({ field: input }) => {
                const source = sourceOf(prefilled[field.key], input.value as string);
                return (
                  <ChannelFieldInput
                    field={
                      source
                        ? {
                            ...field,
                            help: [channelStrings.position.from(source), field.help]
                              .filter(Boolean)
                              .join(' '),
                          }
                        : field
                    }
                    value={input.value as string}
                    onChange={(value) => {
                      if (value !== input.value) {
                        for (const key of dependentsOf(fields, field.key))
                          form.setValue(name(key), '' as PathValue<V, Path<V>>);
                      }
                      input.onChange(value);
                    }}
                    ref={input.ref}
                    error={errors[name(field.key)]}
                    values={values}
                  />
                );
              }}
            />
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * One field of a channel's description, whatever its kind: text, textarea, number, select or a taxonomy
 * picker; a read-only field (filled by Rekry) is shown as text.
 */
export function ChannelFieldInput({
  field,
  value,
  onChange,
  error,
  disabled,
  values = {},
  ref,
}: ChannelFieldInputProps) {
  const common = { label: field.label, required: field.required, disabled, error: error ?? undefined, ref };
  if (field.readOnly) return <ReadOnlyField field={field} value={value} />;
  switch (field.kind) {
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          name={field.key}
          hint={field.help}
          value={value}
          maxLength={field.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          name={field.key}
          hint={field.help}
          value={value}
          onChange={onChange}
          options={[
            ...(hasEmptyOption(field) ? [] : [{ value: '', label: channelStrings.field.choose }]),
            ...optionsFor(field, values),
          ]}
        />
      );
    case 'taxonomy':
      return field.taxonomy ? (
        <TaxonomyPicker
          {...common}
          name={field.key}
          hint={field.help}
          taxonomy={field.taxonomy}
          value={value}
          onChange={onChange}
        />
      ) : null;
    case 'number':
      return (
        <TextField
          {...common}
          name={field.key}
          hint={field.help}
          type="text"
          inputMode="numeric"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <TextField
          {...common}
          name={field.key}
          hint={field.help}
          maxLength={field.maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

function ReadOnlyField({ field, value }: { field: ChannelField; value: string }) {
  const shown = field.kind === 'taxonomy' && field.taxonomy ? taxonomyText(field.taxonomy, value) : value;
  return (
    <div>
      <p className="text-sm font-medium text-gray-800">{field.label}</p>
      <p className="mt-1.5 text-sm break-all text-gray-700" data-testid={`readonly-${field.key}`}>
        {shown || <span className="text-gray-500">{channelStrings.position.readOnly}</span>}
      </p>
    </div>
  );
}
