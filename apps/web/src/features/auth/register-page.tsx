import { passwordMessages } from '@rekry/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EmailField } from '../../components/ui/field.tsx';
import { NewPasswordFields } from '../../components/ui/new-password-fields.tsx';
import { passwordFeedback } from '../../components/ui/password-rules.tsx';
import { AuthForm } from '../../components/layout/auth-form.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, isApiError } from '../../lib/api.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { authStrings } from './strings.ts';

const t = authStrings.register;

/** /register — candidate sign-up. The account is created; it does not sign in to the staff admin (issue 10). */
export function RegisterPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { fields, setFields, formError, setFormError, showError } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);

  const problems = passwordFeedback({ password, confirm, email });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const local: Record<string, string> = {};
    if (!email.trim()) local['email'] = authStrings.login.emailRequired;
    if (problems.length === 0 && confirm !== password) local['confirmPassword'] = passwordMessages.mismatch;
    setFields(local);
    if (Object.keys(local).length || problems.length) return;
    setBusy(true);
    try {
      await accountApi.register(email.trim(), password, confirm);
      setCreated(true);
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.status === 409) setFields({ email: error.message });
      else showError(error);
    }
  }

  // A candidate account does not enter the staff admin (issue 10): its own pages come later.
  if (created)
    return (
      <AuthShell
        title={t.createdTitle}
        footer={
          <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
            {t.toLogin}
          </Link>
        }
      >
        <p role="status" className="text-sm text-gray-700">
          {t.created}
        </p>
      </AuthShell>
    );

  return (
    <AuthShell
      title={t.title}
      subtitle={t.subtitle}
      footer={
        <>
          {t.haveAccount}{' '}
          <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
            {t.login}
          </Link>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} error={formError} busy={busy} submitLabel={t.submit}>
        <EmailField
          label={t.email}
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fields['email']}
        />
        <NewPasswordFields
          rulesId="register-password-rules"
          labels={{ password: t.password, confirm: t.confirm }}
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={fields}
          problems={problems}
          submitted={submitted}
        />
      </AuthForm>
    </AuthShell>
  );
}
