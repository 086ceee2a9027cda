import { useQueryClient } from '@tanstack/react-query';
import { decodeToken } from '@rekry/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EmailField, PasswordField } from '../../components/ui/field.tsx';
import { AuthForm } from '../../components/layout/auth-form.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi } from '../../lib/api.ts';
import { login, setContainerId } from '../../lib/session.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { currentUserKey } from '../../lib/workspace.ts';
import { authStrings } from './strings.ts';

const t = authStrings.login;

/** /login. On success the session is stored; the login-free guard then sends the user on to /admin. */
export function LoginPage() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { fields, setFields, formError, setFormError, showError } = useFormErrors();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!email.trim()) missing['email'] = t.emailRequired;
    if (!password) missing['password'] = t.passwordRequired;
    setFields(missing);
    setFormError(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const { token, user } = await accountApi.login(email.trim(), password);
      const claims = decodeToken(token);
      queryClient.setQueryData(currentUserKey(claims.uid ?? claims.sub), user);
      if (user.containers.length === 1 && user.containers[0]) setContainerId(user.containers[0].id);
      if (!login(token)) setFormError(t.failed);
    } catch (error) {
      showError(error, t.failed);
      setBusy(false);
    }
  }

  const forgotHref = email.trim() ? `/forgot/${encodeURIComponent(email.trim())}` : '/forgot';
  return (
    <AuthShell
      title={t.title}
      subtitle={t.subtitle}
      footer={
        <>
          {t.noAccount}{' '}
          <Link to="/register" className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
            {t.register}
          </Link>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} error={formError} busy={busy} submitLabel={t.submit}>
        <EmailField
          label={t.email}
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fields['email'] ?? fields['username']}
        />
        <PasswordField
          label={t.password}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fields['password']}
          labelAside={
            <Link
              to={forgotHref}
              className="text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline"
            >
              {t.forgot}
            </Link>
          }
        />
      </AuthForm>
    </AuthShell>
  );
}
