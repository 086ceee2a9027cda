import { PERMISSIONS } from '@rekry/domain';
import { useId } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '../../components/ui/field.tsx';
import { userStrings } from './strings.ts';

const t = userStrings.permissions;

/** Administratör / Skribent / Läsare as checkboxes, with what each one allows: the form's `permissionIds`. */
export function PermissionCheckboxes<T extends FieldValues & { permissionIds: number[] }>({
  form,
  error,
  hideLegend = false,
}: {
  /** The form the group belongs to (useActionForm's). */
  form: UseFormReturn<T>;
  error?: string | null;
  /** The surrounding card already says 'Behörigheter': keep the legend for screen readers only. */
  hideLegend?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={'permissionIds' as Path<T>}
      render={({ field }) => (
        <Checkboxes
          value={field.value as number[]}
          onChange={field.onChange}
          error={error}
          hideLegend={hideLegend}
        />
      )}
    />
  );
}

function Checkboxes({
  value,
  onChange,
  error,
  hideLegend,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | null;
  hideLegend: boolean;
}) {
  const id = useId();
  // The group is described by its help and, when there is one, its message (read out with the group).
  return (
    <fieldset aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}>
      <legend className={hideLegend ? 'sr-only' : 'text-sm font-medium text-gray-800'}>{t.legend}</legend>
      <p id={`${id}-help`} className={hideLegend ? 'text-sm text-gray-500' : 'mt-1 text-sm text-gray-500'}>
        {t.help}
      </p>
      <div className="mt-3 space-y-3">
        {PERMISSIONS.map((p) => (
          <Checkbox
            key={p.id}
            name="permissionIds"
            label={p.label}
            description={t.descriptions[p.id]}
            checked={value.includes(p.id)}
            onChange={(checked) =>
              onChange(checked ? [...value, p.id].sort((a, b) => a - b) : value.filter((id) => id !== p.id))
            }
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
