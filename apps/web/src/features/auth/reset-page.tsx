import { passwordMessages } from '@rekry/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { passwordFeedback, PasswordRules } from '../../components/ui/password-rules.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, errorMessage, isApiError } from '../../lib/api.ts';
import { logout } from '../../lib/session.ts';
import { authStrings } from './strings.ts';

const t = authStrings.reset;

/** /reset/:token — the link in the reset e-mail. Sets a new password, then on to /login. */
export function ResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problems = passwordFeedback({ password, confirm });
  const touched = submitted || password.length > 0;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setFields({});
    if (problems.length > 0) return;
    if (confirm !== password) {
      setFields({ confirmPassword: passwordMessages.mismatch });
      return;
    }
    setBusy(true);
    try {
      await accountApi.confirmReset(token, password, confirm);
      logout();
      toast.success(t.done);
      navigate('/login', { replace: true });
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && Object.keys(error.fields).length && !error.fields['token'])
        setFields(error.fields);
      else setFormError(errorMessage(error, t.failed));
    }
  }

  return (
    <AuthShell
      title={t.title}
      subtitle={t.subtitle}
      footer={
        <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
          {t.backToLogin}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError ? (
          <Alert tone="error">
            {formError}{' '}
            <Link to="/forgot" className="font-medium underline">
              {t.requestNew}
            </Link>
          </Alert>
        ) : null}
        <div className="space-y-2">
          <PasswordField
            label={t.password}
            name="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fields['password']}
            aria-describedby="reset-password-rules"
          />
          <PasswordRules id="reset-password-rules" problems={problems} touched={touched} />
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
