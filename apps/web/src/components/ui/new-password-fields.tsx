import { passwordMessages } from '@rekry/domain';
import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordField } from './field.tsx';
import { PasswordRules, passwordFeedback } from './password-rules.tsx';

/**
 * A new password with its live rules, then its confirmation; errors are looked up by field name. A
 * message the rules already list is not repeated under its field.
 */
export function NewPasswordFields<T extends FieldValues>({
  labels,
  form,
  names,
  errors,
  email,
  current,
  autoFocus,
}: {
  labels: { password: string; confirm: string };
  /** The form the two fields belong to (useActionForm's). */
  form: UseFormReturn<T>;
  names: { password: Path<T>; confirm: Path<T> };
  errors: Record<string, string>;
  /** The account's address and current password, which the new one may not be. */
  email?: string;
  current?: string;
  autoFocus?: boolean;
}) {
  const rulesId = useId();
  const [password = '', confirm = ''] = form.watch([names.password, names.confirm]) as (string | undefined)[];
  const problems = passwordFeedback({ password, confirm, email, current });
  const submitted = form.formState.isSubmitted;
  // Shared so sign-up, reset, invitation and change-password set a new password the same way.
  // The confirmation's mismatch waits until the password itself passes the rules.
  const unlisted = (name: string) => {
    const message = errors[name];
    if (!message || problems.includes(message)) return undefined;
    return problems.length > 0 && message === passwordMessages.mismatch ? undefined : message;
  };
  return (
    <>
      <div className="space-y-2">
        <PasswordField
          label={labels.password}
          autoComplete="new-password"
          autoFocus={autoFocus}
          required
          {...form.register(names.password)}
          error={unlisted(names.password)}
          aria-describedby={rulesId}
        />
        <PasswordRules id={rulesId} problems={problems} touched={submitted || password.length > 0} />
      </div>
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        required
        {...form.register(names.confirm)}
        error={unlisted(names.confirm)}
      />
    </>
  );
}
