import { resetRequestInput } from '@rekry/domain';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { EmailField } from '../../components/ui/field.tsx';
import { AuthForm } from '../../components/layout/auth-form.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, isApiError } from '../../lib/api.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { authStrings } from './strings.ts';
import { LoginLink } from './login-link.tsx';

const t = authStrings.forgot;

/** /forgot/:email? — asks for a reset link by e-mail. */
export function ForgotPage() {
  const params = useParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: resetRequestInput,
    defaultValues: { email: params['email'] ?? '' },
    submit: ({ email }) => accountApi.requestReset(email),
    onSuccess: (_, { email }) => setSentTo(email),
    placeFailure: (error) => (isApiError(error) && error.status === 404 ? t.notFound : undefined),
  });

  const back = <LoginLink>{t.backToLogin}</LoginLink>;

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
        <EmailField label={t.email} autoFocus required {...form.register('email')} error={errors['email']} />
      </AuthForm>
    </AuthShell>
  );
}
