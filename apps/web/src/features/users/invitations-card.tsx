import { stockholmDate, type ContainerInvitation } from '@rekry/domain';
import { Mail, RotateCw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { useContainerInvitations, useDeleteInvitation, useResendInvitation } from './api.ts';
import { PermissionBadges } from '../../components/ui/permission-badges.tsx';
import { userStrings } from './strings.ts';
import { useDialogFor } from '../../lib/use-dialog.ts';

const t = userStrings.invitations;

/**
 * The company's pending invitations: only the address it typed, the permissions it chose,
 * the state and the expiry, with 'Skicka igen' and 'Ta bort inbjudan'. Hidden when there are none.
 */
export function InvitationsCard({ containerId }: { containerId: number }) {
  const invitations = useContainerInvitations(containerId);
  const resend = useResendInvitation(containerId);
  const remove = useDeleteInvitation(containerId);
  const removing = useDialogFor<ContainerInvitation>();

  if (invitations.isPending)
    return (
      <Card className="mt-6">
        <SkeletonRows label={t.loading} rows={2} />
      </Card>
    );
  if (invitations.isError)
    return (
      <Card className="mt-6">
        <LoadError
          inset
          title={t.failed}
          error={invitations.error}
          onRetry={() => void invitations.refetch()}
        />
      </Card>
    );
  if (invitations.data.length === 0) return null;

  function doResend(invitation: ContainerInvitation) {
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(t.resent(invitation.email)),
    });
  }

  function doRemove() {
    if (!removing.subject) return;
    remove.mutate(removing.subject.id, {
      onSuccess: () => {
        toast.success(t.removed);
        removing.close();
      },
      onError: () => removing.close(),
    });
  }

  return (
    <Card className="mt-6" aria-labelledby="invitations-title">
      <CardHeader title={<span id="invitations-title">{t.title}</span>} description={t.description} />
      <ul className="divide-y divide-gray-100" aria-label={t.title}>
        {invitations.data.map((invitation) => {
          const date = stockholmDate(new Date(invitation.expiresAt));
          return (
            <li
              key={invitation.id}
              aria-label={invitation.email}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-500"
                >
                  <Mail className="size-4" />
                </span>
                <div className="min-w-0">
                  <p className="truncate font-medium text-gray-900">{invitation.email}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-gray-500">
                    <PermissionBadges permissionIds={invitation.permissionIds} />
                    {invitation.expired ? (
                      <Badge tone="red">{t.expired}</Badge>
                    ) : (
                      <Badge tone="amber">{t.pending}</Badge>
                    )}
                    <span>{invitation.expired ? t.expiredOn(date) : t.validUntil(date)}</span>
                  </div>
                </div>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t.resendFor(invitation.email)}
                  loading={resend.isPending && resend.variables === invitation.id}
                  onClick={() => doResend(invitation)}
                >
                  {resend.isPending && resend.variables === invitation.id ? null : (
                    <RotateCw className="size-4" aria-hidden />
                  )}
                  {t.resend}
                </Button>
                <Button
                  variant="danger-outline"
                  size="sm"
                  aria-label={t.removeFor(invitation.email)}
                  onClick={() => removing.show(invitation)}
                  icon={Trash2}
                >
                  {t.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        {...removing.props}
        question={{
          title: t.confirmRemoveTitle,
          text: removing.subject ? t.confirmRemove(removing.subject.email) : '',
          confirm: t.confirmRemoveButton,
        }}
        busy={remove.isPending}
        onConfirm={doRemove}
      />
    </Card>
  );
}
