import { PermissionId, actions } from '@rekry/domain';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { isApiError } from '../../lib/api.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useCreateUser } from './api.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';
import { userStrings } from './strings.ts';
import { paths } from '../../lib/paths.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';

const t = userStrings.create;

/** /admin/users/new: invite a person to the company by e-mail, with permissions. */
export const NewUserPage = companyScreen(({ containerId }) => <NewUserForm containerId={containerId} />);

function NewUserForm({ containerId }: { containerId: number }) {
  const navigate = useNavigate();
  const create = useCreateUser(containerId);
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema: actions.create_ContainerUserPermission.input,
    defaultValues: { email: '', permissionIds: [PermissionId.Read] as number[] },
    fixed: { containerId },
    submit: (input) => create.mutateAsync(input),
    onSuccess: (invitation) => {
      toast.success(t.sent(invitation.email));
      void navigate(paths.users);
    },
    placeFailure: (error) =>
      isApiError(error) && error.status === 409 ? { email: error.message } : undefined,
  });

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={t.title}
        description={t.description}
        back={<BackLink to={paths.users}>{t.back}</BackLink>}
      />
      <Card>
        <form onSubmit={onSubmit} noValidate className="space-y-6 p-5 sm:p-6">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <TextField
            label={t.email}
            type="email"
            autoComplete="off"
            inputMode="email"
            autoFocus
            required
            {...field('email')}
          />
          <PermissionCheckboxes form={form} error={errors['permissionIds']} />
          <FormActions submit={t.submit} busy={busy} cancelTo={paths.users} />
        </form>
      </Card>
    </div>
  );
}
