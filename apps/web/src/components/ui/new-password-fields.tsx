import { PasswordField } from './field.tsx';
import { PasswordRules } from './password-rules.tsx';

/** A new password with its live rules, then its confirmation; errors are looked up by field name. */
export function NewPasswordFields({
  rulesId,
  labels,
  names = { password: 'password', confirm: 'confirmPassword' },
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
  problems,
  submitted,
  autoFocus,
}: {
  rulesId: string;
  labels: { password: string; confirm: string };
  names?: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: Record<string, string>;
  problems: string[];
  /** The rules show once the form was submitted or a password typed. */
  submitted: boolean;
  autoFocus?: boolean;
}) {
  // Shared so sign-up, reset and change-password set a new password the same way.
  return (
    <>
      <div className="space-y-2">
        <PasswordField
          label={labels.password}
          name={names.password}
          autoComplete="new-password"
          autoFocus={autoFocus}
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
          error={errors[names.password]}
          aria-describedby={rulesId}
        />
        <PasswordRules id={rulesId} problems={problems} touched={submitted || password.length > 0} />
      </div>
      <PasswordField
        label={labels.confirm}
        name={names.confirm}
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirmChange(e.target.value)}
        error={errors[names.confirm]}
      />
    </>
  );
}
