import type { PositionRef } from '../../components/layout/company-screen.tsx';
import { PermissionId, actions, type PositionPermissionRow } from '@rekry/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { PermissionRadios } from './position-permission-radios.tsx';
import { useCompanyUsers, useSavePositionPermission } from './position-permissions-api.ts';
import { positionStrings } from './strings.ts';

const t = positionStrings.permissions;

/**
 * Grants a user of the company one permission on the position, by e-mail. A company admin gets the
 * company's users as suggestions (get_ContainerUsers is theirs alone); anyone else types the address.
 */
export function GrantPositionPermission({
  containerId,
  positionId,
  holders,
  canListUsers,
}: PositionRef & {
  holders: readonly PositionPermissionRow[];
  canListUsers: boolean;
}) {
  const listId = useId();
  const users = useCompanyUsers(containerId, canListUsers);
  const grant = useSavePositionPermission(containerId, positionId, 'create');
  const held = new Set(holders.map((h) => h.email.toLowerCase()));
  const suggestions = (users.data ?? []).filter((u) => !u.disabled && !held.has(u.email.toLowerCase()));
  // Someone who already holds a right is changed in the list above, not granted a second one.
  const schema = actions.create_PositionPermission.input.refine(
    (input) => !held.has(input.email.toLowerCase()),
    { path: ['email'], message: t.already },
  );
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema,
    defaultValues: { email: '', permissionId: PermissionId.Read as number },
    fixed: { containerId, positionId },
    submit: ({ email, permissionId }) => grant.mutateAsync({ email, permissionId }),
    onSuccess: () => {
      toast.success(t.granted);
      form.reset({ email: '', permissionId: form.getValues('permissionId') });
    },
  });

  return (
    <Card>
      <CardHeader title={t.grantTitle} description={t.grantText} />
      <form onSubmit={onSubmit} noValidate className="space-y-5 p-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={t.emailLabel}
          type="email"
          autoComplete="off"
          list={suggestions.length ? listId : undefined}
          required
          {...field('email')}
          hint={canListUsers ? t.emailHint : undefined}
        />
        {suggestions.length ? (
          <datalist id={listId}>
            {suggestions.map((u) => (
              <option key={u.userId} value={u.email}>
                {`${u.firstname} ${u.lastname}`.trim() || u.email}
              </option>
            ))}
          </datalist>
        ) : null}
        <Controller
          control={form.control}
          name="permissionId"
          render={({ field }) => (
            <PermissionRadios value={field.value} onChange={field.onChange} error={errors['permissionId']} />
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={busy}>
            {t.grant}
          </Button>
        </div>
      </form>
    </Card>
  );
}
