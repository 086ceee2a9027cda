import { passwordMessages } from '@rekry/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../components/ui/field.tsx';
import { passwordFeedback, PasswordRules } from '../../components/ui/password-rules.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, errorMessage, isApiError } from '../../lib/api.ts';
import { login } from '../../lib/session.ts';
import { authStrings } from './strings.ts';

const t = authStrings.register;

/** /register — candidate sign-up. On success the new account is signed in. */
export function RegisterPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      const { token } = await accountApi.register(email.trim(), password, confirm);
      toast.success(t.welcome);
      login(token);
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.status === 409) setFields({ email: error.message });
      else if (isApiError(error) && Object.keys(error.fields).length) setFields(error.fields);
      else setFormError(errorMessage(error));
    }
  }

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
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fields['email']}
        />
        <div className="space-y-2">
          <PasswordField
            label={t.password}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fields['password']}
            aria-describedby="register-password-rules"
          />
          <PasswordRules
            id="register-password-rules"
            problems={problems}
            touched={submitted || password.length > 0}
          />
        </div>
        <PasswordField
          label={t.confirm}
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={fields['confirmPassword']}
        />
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {t.submit}
        </Button>
      </form>
    </AuthShell>
  );
}
