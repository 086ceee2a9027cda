import { passwordMessages } from '@rekry/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './field.tsx';
import { PasswordRules } from './password-rules.tsx';

/**
 * A new password with its live rules, then its confirmation; errors are looked up by field name. A
 * message the rules already list is not repeated under its field.
 */
export function NewPasswordFields({
  rulesId,
  labels,
  fields,
  password,
  errors,
  problems,
  submitted,
  autoFocus,
}: {
  rulesId: string;
  labels: { password: string; confirm: string };
  /** The two inputs as the form registers them. */
  fields: { password: UseFormRegisterReturn; confirm: UseFormRegisterReturn };
  /** The typed password: the rules show once it is non-empty. */
  password: string;
  errors: Record<string, string>;
  problems: string[];
  /** The rules show once the form was submitted or a password typed. */
  submitted: boolean;
  autoFocus?: boolean;
}) {
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
          {...fields.password}
          error={unlisted(fields.password.name)}
          aria-describedby={rulesId}
        />
        <PasswordRules id={rulesId} problems={problems} touched={submitted || password.length > 0} />
      </div>
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        required
        {...fields.confirm}
        error={unlisted(fields.confirm.name)}
      />
    </>
  );
}
