import { resetConfirmInput } from '@rekry/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { NewPasswordFields } from '../../components/ui/new-password-fields.tsx';
import { AuthForm } from '../../components/layout/auth-form.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, errorMessage, isApiError } from '../../lib/api.ts';
import { logout } from '../../lib/session.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { authStrings } from './strings.ts';
import { LoginLink } from './login-link.tsx';

const t = authStrings.reset;

/** /reset/:token — the link in the reset e-mail. Sets a new password, then on to /login. */
export function ResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: resetConfirmInput,
    defaultValues: { password: '', confirmPassword: '' },
    fixed: { token },
    submit: (v) => accountApi.confirmReset(v.token, v.password, v.confirmPassword),
    failed: t.failed,
    onSuccess: () => {
      logout();
      toast.success(t.done);
      void navigate('/login', { replace: true });
    },
    // A bad or expired link is no field of this form: it gets the alert that offers a new link.
    placeFailure: (error) =>
      isApiError(error) && error.fields['token'] ? errorMessage(error, t.failed) : undefined,
  });

  return (
    <AuthShell title={t.title} subtitle={t.subtitle} footer={<LoginLink>{t.backToLogin}</LoginLink>}>
      <AuthForm
        onSubmit={onSubmit}
        error={
          formError ? (
            <>
              {formError}{' '}
              <Link to="/forgot" className="font-medium underline">
                {t.requestNew}
              </Link>
            </>
          ) : null
        }
        busy={busy}
        submitLabel={t.submit}
      >
        <NewPasswordFields
          labels={{ password: t.password, confirm: t.confirm }}
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          errors={errors}
          autoFocus
        />
      </AuthForm>
    </AuthShell>
  );
}
