import { PermissionId } from '@rekry/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useCreateUser } from './api.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';
import { userStrings } from './strings.ts';
import { paths } from '../../lib/paths.ts';

const t = userStrings.create;

/** /admin/users/new: invite a person to the company by e-mail, with permissions (issue 10). */
export function NewUserPage() {
  const { container, canSwitch } = useWorkspace();
  if (!container) return <NoContainer canPick={canSwitch} />;
  return <NewUserForm containerId={container.id} />;
}

function NewUserForm({ containerId }: { containerId: number }) {
  const navigate = useNavigate();
  const create = useCreateUser(containerId);
  const [email, setEmail] = useState('');
  const [permissionIds, setPermissionIds] = useState<number[]>([PermissionId.Read]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const local: Record<string, string> = {};
    if (!email.trim()) local['email'] = 'E-postadress måste anges';
    if (permissionIds.length === 0) local['permissionIds'] = userStrings.permissions.atLeastOne;
    setFields(local);
    if (Object.keys(local).length) return;
    create.mutate(
      { email: email.trim(), permissionIds },
      {
        onSuccess: (invitation) => {
          toast.success(t.sent(invitation.email));
          navigate(paths.users);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setFields({ email: error.message });
          else if (isApiError(error) && Object.keys(error.fields).length) setFields(error.fields);
          else setFormError(errorMessage(error));
        },
      },
    );
  }

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
            name="email"
            autoComplete="off"
            inputMode="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fields['email']}
          />
          <PermissionCheckboxes
            value={permissionIds}
            onChange={setPermissionIds}
            error={fields['permissionIds']}
          />
          <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-5 sm:flex-row sm:justify-end">
            <Link to={paths.users} className={buttonClass('secondary')}>
              {commonStrings.cancel}
            </Link>
            <Button type="submit" loading={create.isPending}>
              {t.submit}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
