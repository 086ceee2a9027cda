import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/field.tsx';
import { AuthForm } from '../../components/layout/auth-form.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, errorMessage, isApiError } from '../../lib/api.ts';
import { authStrings } from './strings.ts';

const t = authStrings.forgot;

/** /forgot/:email? — asks for a reset link by e-mail. */
export function ForgotPage() {
  const params = useParams();
  const [email, setEmail] = useState(() => params['email'] ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setFieldError(null);
    const value = email.trim();
    if (!value) {
      setFieldError(authStrings.login.emailRequired);
      return;
    }
    setBusy(true);
    try {
      await accountApi.requestReset(value);
      setSentTo(value);
    } catch (error) {
      if (isApiError(error) && error.status === 404) setFormError(t.notFound);
      else if (isApiError(error) && error.fields['email']) setFieldError(error.fields['email']);
      else setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const back = (
    <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
      {t.backToLogin}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthShell title={t.sentTitle} footer={back}>
        <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200">
          <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-green-50 text-green-600">
            <MailCheck className="size-6" aria-hidden />
          </div>
          <p role="status" className="text-sm text-gray-700">
            {t.sent(sentTo)}
          </p>
          <Button variant="secondary" className="mt-5" onClick={() => setSentTo(null)}>
            {t.sendAgain}
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t.title} subtitle={t.subtitle} footer={back}>
      <AuthForm onSubmit={onSubmit} error={formError} busy={busy} submitLabel={t.submit}>
        <EmailField
          label={t.email}
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
        />
      </AuthForm>
    </AuthShell>
  );
}
