import { PermissionId, type PositionPermissionRow } from '@rekry/domain';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { commonStrings } from '../../lib/strings.ts';
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
}: {
  containerId: number;
  positionId: number;
  holders: readonly PositionPermissionRow[];
  canListUsers: boolean;
}) {
  const listId = useId();
  const users = useCompanyUsers(containerId, canListUsers);
  const grant = useSavePositionPermission(containerId, positionId, 'create');
  const [email, setEmail] = useState('');
  const [permissionId, setPermissionId] = useState<number>(PermissionId.Read);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const held = new Set(holders.map((h) => h.email.toLowerCase()));
  const suggestions = (users.data ?? []).filter((u) => !u.disabled && !held.has(u.email.toLowerCase()));

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setErrors({ email: commonStrings.required });
    if (held.has(address.toLowerCase())) return setErrors({ email: t.already });
    setErrors({});
    grant.mutate(
      { email: address, permissionId },
      {
        onSuccess: () => {
          toast.success(t.granted);
          setEmail('');
        },
        onError: (error) => {
          const fields = isApiError(error) ? error.fields : {};
          if (fields['email'] || fields['permissionId']) setErrors(fields);
          else toast.error(errorMessage(error));
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader title={t.grantTitle} description={t.grantText} />
      <form onSubmit={submit} noValidate className="space-y-5 p-5">
        <TextField
          label={t.emailLabel}
          type="email"
          name="email"
          autoComplete="off"
          list={suggestions.length ? listId : undefined}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors['email']}
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
        <PermissionRadios value={permissionId} onChange={setPermissionId} error={errors['permissionId']} />
        <div className="flex justify-end">
          <Button type="submit" loading={grant.isPending}>
            {t.grant}
          </Button>
        </div>
      </form>
    </Card>
  );
}
