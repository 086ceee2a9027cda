import { PERMISSIONS } from '@rekry/domain';
import { useId } from 'react';
import { positionStrings } from './strings.ts';

const t = positionStrings.permissions;

/** One permission on a position: Administratör / Skribent / Läsare as a radio group. */
export function PermissionRadios({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number;
  onChange: (permissionId: number) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-gray-800">{t.permission}</legend>
      <div className="mt-2 space-y-2">
        {PERMISSIONS.map((p) => (
          <label key={p.id} className="flex cursor-pointer items-start gap-3 text-sm">
            <input
              type="radio"
              name={name}
              value={p.id}
              checked={value === p.id}
              disabled={disabled}
              onChange={() => onChange(p.id)}
              className="mt-0.5 size-4 border-gray-300 text-brand-600 focus:ring-brand-600"
            />
            <span>
              <span className="block font-medium text-gray-900">{p.label}</span>
              <span className="block text-gray-500">{t.descriptions[p.id]}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
