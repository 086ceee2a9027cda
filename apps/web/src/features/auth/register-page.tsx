import { registerInput } from '@rekry/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmailField } from '../../components/ui/field.tsx';
import { NewPasswordFields } from '../../components/ui/new-password-fields.tsx';
import { AuthForm } from '../../components/layout/auth-form.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi } from '../../lib/api.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { authStrings } from './strings.ts';
import { LoginLink } from './login-link.tsx';

const t = authStrings.register;

/** /register — candidate sign-up: a confirmation link is mailed; following it activates the account. */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const [created, setCreated] = useState<string | null>(null);
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: registerInput,
    // The thank-you mail after applying links here with the address it was sent to.
    defaultValues: { email: searchParams.get('email') ?? '', password: '', confirmPassword: '' },
    submit: (v) => accountApi.register(v.email, v.password, v.confirmPassword),
    onSuccess: (result) => setCreated(result.message),
  });

  // The same answer for every address: the link in the mail activates the account.
  if (created !== null)
    return (
      <AuthShell title={t.createdTitle} footer={<LoginLink>{t.toLogin}</LoginLink>}>
        <p role="status" className="text-sm text-gray-700">
          {created}
        </p>
      </AuthShell>
    );

  return (
    <AuthShell
      title={t.title}
      subtitle={t.subtitle}
      footer={
        <>
          {t.haveAccount} <LoginLink>{t.login}</LoginLink>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} error={formError} busy={busy} submitLabel={t.submit}>
        <EmailField label={t.email} autoFocus required {...form.register('email')} error={errors['email']} />
        <NewPasswordFields
          labels={{ password: t.password, confirm: t.confirm }}
          form={form}
          names={{ password: 'password', confirm: 'confirmPassword' }}
          errors={errors}
          email={form.watch('email')}
        />
      </AuthForm>
    </AuthShell>
  );
}
