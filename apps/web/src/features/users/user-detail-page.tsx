import { RecordBoundary } from '../../components/ui/record-boundary.tsx';
import { isRecordId, paths } from '../../lib/paths.ts';
import { actions, type ContainerUser } from '@rekry/domain';
import { KeyRound, UserMinus, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useContainerUser, useRemoveUser, useSendPasswordReset, useUpdatePermissions } from './api.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { PermissionCheckboxes } from './permission-checkboxes.tsx';
import { userStrings } from './strings.ts';
import { Avatar, displayName } from './users-page.tsx';

const t = userStrings.detail;
const byNumber = (a: number, b: number) => a - b;

/** /admin/users/:id — edit a user's permissions, send a password reset, or remove them from the company. */
export const UserDetailPage = companyScreen(({ containerId, company, params }) => (
  <UserDetail containerId={containerId} company={company} userId={Number(params['id'])} />
));

function UserDetail({
  containerId,
  company,
  userId,
}: {
  containerId: number;
  company: string;
  userId: number;
}) {
  const query = useContainerUser(containerId, userId);
  const back = <BackLink to={paths.users}>{t.back}</BackLink>;
  return (
    <RecordBoundary
      query={query}
      valid={isRecordId(userId)}
      back={back}
      texts={{ ...t, title: userStrings.list.title }}
      icon={UserX}
    >
      {(user) => <UserEditor containerId={containerId} company={company} user={user} back={back} />}
    </RecordBoundary>
  );
}

function UserEditor({
  containerId,
  company,
  user,
  back,
}: {
  containerId: number;
  company: string;
  user: ContainerUser;
  back: ReactNode;
}) {
  const { user: me } = useWorkspace();
  const navigate = useNavigate();
  const update = useUpdatePermissions(containerId);
  const remove = useRemoveUser(containerId);
  const sendReset = useSendPasswordReset(containerId);
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: actions.update_ContainerUserPermission.input,
    fixed: { containerId, email: user.email },
    defaultValues: { permissionIds: [...user.permissionIds].sort(byNumber) },
    submit: (input) => update.mutateAsync(input),
    onSuccess: (saved) => {
      form.reset({ permissionIds: [...saved.permissionIds].sort(byNumber) });
      toast.success(commonStrings.saved);
    },
  });
  const [confirm, setConfirm] = useState<'remove' | 'reset' | null>(null);
  const name = displayName(user);
  useDocumentTitle(name);
  const isMe = user.userId === me.id;

  function doRemove() {
    remove.mutate(user.userId, {
      onSuccess: () => {
        setConfirm(null);
        toast.success(t.removed);
        navigate(paths.users, { replace: true });
      },
      onError: () => setConfirm(null),
    });
  }

  function doReset() {
    sendReset.mutate(user.userId, {
      onSuccess: () => {
        setConfirm(null);
        toast.success(t.resetSent);
      },
      onError: () => setConfirm(null),
    });
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        back={back}
        title={
          <span className="flex items-center gap-3">
            <Avatar user={user} className="size-11 text-sm" />
            <span className="min-w-0">
              <span className="block truncate">{name}</span>
              <span className="block truncate text-sm font-normal text-gray-500">{user.email}</span>
            </span>
          </span>
        }
        actions={user.disabled ? <Badge tone="red">{userStrings.list.disabled}</Badge> : undefined}
      />
      <div className="space-y-6">
        {user.disabled ? <Alert tone="warning">{t.disabled}</Alert> : null}
        <Card>
          <CardHeader title={t.permissionsTitle} />
          <form onSubmit={onSubmit} noValidate>
            <div className="space-y-5 p-5">
              {formError ? <Alert tone="error">{formError}</Alert> : null}
              {isMe ? <Alert tone="info">{t.yourself}</Alert> : null}
              <PermissionCheckboxes form={form} error={errors['permissionIds']} hideLegend />
            </div>
            <div className="flex justify-end border-t border-gray-100 px-5 py-4">
              <Button type="submit" loading={busy} disabled={!form.formState.isDirty}>
                {t.save}
              </Button>
            </div>
          </form>
        </Card>

        <Card>
          <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-base font-semibold text-gray-900">{t.passwordTitle}</h2>
              <p className="mt-0.5 text-sm text-gray-500">{t.passwordText}</p>
            </div>
            <Button variant="secondary" onClick={() => setConfirm('reset')} icon={KeyRound}>
              {t.sendReset}
            </Button>
          </div>
        </Card>

        <Card className="ring-red-200">
          <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="text-base font-semibold text-red-800">{t.removeTitle}</h2>
              <p className="mt-0.5 text-sm text-gray-500">{t.removeText}</p>
            </div>
            <Button variant="danger-outline" onClick={() => setConfirm('remove')} icon={UserMinus}>
              {t.remove}
            </Button>
          </div>
        </Card>
      </div>

      <ConfirmDialog
        open={confirm === 'reset'}
        onOpenChange={(open) => setConfirm(open ? 'reset' : null)}
        question={{
          title: t.confirmResetTitle,
          text: t.confirmReset(user.email),
          confirm: t.confirmResetButton,
        }}
        tone="primary"
        busy={sendReset.isPending}
        onConfirm={doReset}
      />
      <ConfirmDialog
        open={confirm === 'remove'}
        onOpenChange={(open) => setConfirm(open ? 'remove' : null)}
        question={{
          title: t.confirmRemoveTitle,
          text: t.confirmRemove(name, company),
          confirm: t.confirmRemoveButton,
        }}
        busy={remove.isPending}
        onConfirm={doRemove}
      />
    </div>
  );
}
