import type { ChannelField } from '@rekry/domain';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { channelStrings } from './strings.ts';
import { TaxonomyPicker } from './taxonomy-picker.tsx';
import { hasEmptyOption, optionsFor, taxonomyText } from './values.ts';

/** A form keeps every channel field as text; numbers become numbers only when sent (values.ts). */
export interface ChannelFieldInputProps {
  field: ChannelField;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** The whole form's values: a select that depends on another field offers the options under it. */
  values?: Record<string, string> | undefined;
}

/**
 * A channel's fields in two columns (a textarea takes both), each marked `data-field` so a server error
 * can be scrolled to. `shownValue` lets a card show what Rekry filled in for read-only fields.
 */
export function ChannelFieldGrid({
  fields,
  values,
  errors,
  onChange,
  shownValue = (field) => values[field.key] ?? '',
}: {
  fields: readonly ChannelField[];
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  onChange: (key: string, value: string) => void;
  shownValue?: (field: ChannelField) => string;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        <div
          key={field.key}
          className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}
          data-field={field.key}
        >
          <ChannelFieldInput
            field={field}
            value={shownValue(field)}
            onChange={(value) => onChange(field.key, value)}
            error={errors[field.key]}
            values={values}
          />
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
}: ChannelFieldInputProps) {
  const common = { label: field.label, required: field.required, disabled, error: error ?? undefined };
  if (field.readOnly) return <ReadOnlyField field={field} value={value} />;
  switch (field.kind) {
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          name={field.key}
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
