import { registerInput } from '@rekry/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '../../components/ui/field.tsx';
import { NewPasswordFields } from '../../components/ui/new-password-fields.tsx';
import { AuthForm } from '../../components/layout/auth-form.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, isApiError } from '../../lib/api.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { authStrings } from './strings.ts';

const t = authStrings.register;

/** /register — candidate sign-up. The account is created; it does not sign in to the staff admin (issue 10). */
export function RegisterPage() {
  const [created, setCreated] = useState(false);
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: registerInput,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    submit: (v) => accountApi.register(v.email, v.password, v.confirmPassword),
    onSuccess: () => setCreated(true),
    placeFailure: (error) =>
      isApiError(error) && error.status === 409 ? { email: error.message } : undefined,
  });

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
        <EmailField label={t.email} autoFocus required {...form.register('email')} error={errors['email']} />
        <NewPasswordFields
          rulesId="register-password-rules"
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
