import { passwordMessages, updatePasswordInput } from '@rekry/domain';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NewPasswordFields } from '../../components/ui/new-password-fields.tsx';
import { dispatch } from '../../lib/api.ts';
import { login } from '../../lib/session.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { accountStrings as t } from './strings.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';

/** /admin/change-password. The answer carries a new token, which replaces the old one (older ones die). */
export function ChangePasswordPage() {
  const { user } = useWorkspace();
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    // The server does not know the address is the password too; the rules beside the field do.
    schema: updatePasswordInput.refine(
      (v) => v.newPassword.trim().toLowerCase() !== user.email.toLowerCase(),
      {
        message: passwordMessages.sameAsEmail,
        path: ['newPassword'],
      },
    ),
    defaultValues: { password: '', newPassword: '', confirmNewPassword: '' },
    messages: { password: t.currentRequired },
    submit: (values) => dispatch('update_password', values),
    onSuccess: (result) => {
      login(result.token);
      toast.success(commonStrings.saved);
      form.reset();
    },
  });

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t.title} description={t.description} />
      <Card>
        <form onSubmit={onSubmit} noValidate className="space-y-5 p-5 sm:p-6">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <input type="hidden" name="username" autoComplete="username" value={user.email} readOnly />
          <PasswordField label={t.current} autoComplete="current-password" required {...field('password')} />
          <NewPasswordFields
            labels={{ password: t.next, confirm: t.confirm }}
            form={form}
            names={{ password: 'newPassword', confirm: 'confirmNewPassword' }}
            errors={errors}
            email={user.email}
            current={form.watch('password')}
          />
          <FormActions submit={t.submit} busy={busy} />
        </form>
      </Card>
    </div>
  );
}
