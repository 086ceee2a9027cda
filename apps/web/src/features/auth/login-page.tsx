import { useQueryClient } from '@tanstack/react-query';
import { decodeToken, loginFields } from '@rekry/domain';
import { Link, useLocation } from 'react-router';
import { isCareerSignIn } from '../../lib/career-sign-in.ts';
import { EmailField, PasswordField } from '../../components/ui/field.tsx';
import { AuthForm } from '../../components/layout/auth-form.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi } from '../../lib/api.ts';
import { login, setContainerId } from '../../lib/session.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { currentUserKey } from '../../lib/workspace.ts';
import { authStrings } from './strings.ts';

const t = authStrings.login;

/** /login. On success the session is stored; the login-free guard then sends the user on to /admin. */
export function LoginPage() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const { form, onSubmit, busy, formError, setFormError, errors, field } = useActionForm({
    schema: loginFields,
    defaultValues: { email: '', password: '' },
    submit: ({ email, password }) => accountApi.login(email, password),
    failed: t.failed,
    onSuccess: ({ token, user }) => {
      const claims = decodeToken(token);
      queryClient.setQueryData(currentUserKey(claims.uid ?? claims.sub), user);
      if (user.containers.length === 1 && user.containers[0]) setContainerId(user.containers[0].id);
      if (!login(token)) setFormError(t.failed);
    },
  });

  const email = form.watch('email');
  const forgotHref = email.trim() ? `/forgot/${encodeURIComponent(email.trim())}` : '/forgot';
  return (
    <AuthShell
      title={t.title}
      subtitle={isCareerSignIn(location.search) ? t.subtitleCandidate : t.subtitle}
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
          required
          {...form.register('email')}
          error={errors['email'] ?? errors['username']}
        />
        <PasswordField
          label={t.password}
          autoComplete="current-password"
          required
          {...field('password')}
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
