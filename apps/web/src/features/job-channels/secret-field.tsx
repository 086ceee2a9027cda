import { KeyRound } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { channelStrings } from './strings.ts';

const t = channelStrings.secret;

/** What the admin does with a channel's secret: keep the stored one, type a new one, or remove it. */
export type SecretChange = { mode: 'keep' } | { mode: 'replace'; value: string } | { mode: 'remove' };

export const KEEP_SECRET: SecretChange = { mode: 'keep' };

/** The action's `secret`: absent keeps the stored one, '' removes it, anything else replaces it. */
export function secretToSend(change: SecretChange): string | undefined {
  if (change.mode === 'remove') return '';
  if (change.mode === 'replace' && change.value !== '') return change.value;
  return undefined;
}

/** '••••abcd' from the server's hint (the last characters, with or without their dots). */
export function maskedSecret(hint: string | null): string {
  if (!hint) return '••••';
  return hint.startsWith('•') ? hint : `••••${hint}`;
}

/**
 * A channel's secret (API key): never shown, only its last characters; a new one is typed in 'Byt nyckel'
 * and the stored one can be removed. Nothing changes until the card is saved.
 */
export function SecretField({
  label,
  secretSet,
  secretHint,
  value,
  onChange,
  error,
  disabled,
  ref,
}: {
  label: string;
  secretSet: boolean;
  secretHint: string | null;
  value: SecretChange;
  onChange: (change: SecretChange) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** The key's input, so the form can focus it when it holds a problem. */
  ref?: Ref<HTMLInputElement> | undefined;
}) {
  const typed = value.mode === 'replace' ? value.value : '';
  const type = (text: string) => onChange(text === '' ? KEEP_SECRET : { mode: 'replace', value: text });

  if (!secretSet) {
    return (
      <PasswordField
        ref={ref}
        label={label}
        name="secret"
        autoComplete="new-password"
        value={typed}
        onChange={(event) => type(event.target.value)}
        hint={t.hint}
        error={error}
        disabled={disabled}
      />
    );
  }
  const removing = value.mode === 'remove';
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-sm font-medium text-gray-800">{label}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-gray-50 px-3 py-2 ring-1 ring-gray-200 ring-inset">
        <p className="flex items-center gap-2 text-sm text-gray-700">
          <KeyRound className="size-4 text-gray-500" aria-hidden />
          {removing ? (
            <span role="status">{t.removing}</span>
          ) : (
            <>
              <span>{t.stored}</span>
              <span className="font-mono text-gray-900" data-testid="secret-hint">
                {maskedSecret(secretHint)}
              </span>
            </>
          )}
        </p>
        <Button
          variant={removing ? 'secondary' : 'danger-outline'}
          size="sm"
          onClick={() => onChange(removing ? KEEP_SECRET : { mode: 'remove' })}
        >
          {removing ? t.undoRemove : t.remove}
        </Button>
      </div>
      {removing ? null : (
        <PasswordField
          ref={ref}
          label={t.replace}
          name="secret"
          autoComplete="new-password"
          value={typed}
          onChange={(event) => type(event.target.value)}
          hint={t.replaceHint}
          error={error}
        />
      )}
      {removing && error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
