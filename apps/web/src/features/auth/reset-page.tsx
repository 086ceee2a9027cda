import { passwordMessages } from '@rekry/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { NewPasswordFields } from '../../components/ui/new-password-fields.tsx';
import { passwordFeedback } from '../../components/ui/password-rules.tsx';
import { AuthForm } from '../../components/layout/auth-form.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, errorMessage, isApiError } from '../../lib/api.ts';
import { logout } from '../../lib/session.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { authStrings } from './strings.ts';

const t = authStrings.reset;

/** /reset/:token — the link in the reset e-mail. Sets a new password, then on to /login. */
export function ResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { fields, setFields, formError, setFormError, showError } = useFormErrors();
  const [busy, setBusy] = useState(false);

  const problems = passwordFeedback({ password, confirm });

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
      // A bad or expired link is no field of this form: it gets the alert that offers a new link.
      if (isApiError(error) && error.fields['token']) setFormError(errorMessage(error, t.failed));
      else showError(error, t.failed);
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
          rulesId="reset-password-rules"
          labels={{ password: t.password, confirm: t.confirm }}
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={fields}
          problems={problems}
          submitted={submitted}
          autoFocus
        />
      </AuthForm>
    </AuthShell>
  );
}
