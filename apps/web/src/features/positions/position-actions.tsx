import { ButtonLink } from '../../components/ui/button-link.tsx';
import type { PositionDetail } from '@rekry/domain';
import {
  Archive,
  ArchiveRestore,
  Copy,
  Pencil,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { useArchivePosition, useCopyPosition, useDeletePosition } from './api.ts';
import { positionStrings } from './strings.ts';
import { paths } from '../../lib/paths.ts';

const t = positionStrings.detail;
const LIST = paths.positions;

/**
 * What the caller may do with a position, by the catalogue's access: edit, copy and archive need the
 * writer right on the position (the server's `canEdit`); delete needs admin on it (`canDelete`). Its form,
 * channels and permissions are tabs of its workspace, not buttons here.
 */
export function PositionActions({
  position,
  containerId,
}: {
  position: PositionDetail;
  containerId: number;
}) {
  const navigate = useNavigate();
  const archive = useArchivePosition(containerId);
  const copy = useCopyPosition(containerId);
  const remove = useDeletePosition(containerId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { canDelete } = position;
  const busy = archive.isPending || copy.isPending || remove.isPending;

  if (!position.canEdit && !canDelete) return null;

  function toggleArchive() {
    archive.mutate(
      { positionId: position.id, isArchived: !position.isArchived },
      {
        onSuccess: () => toast.success(commonStrings.saved),
      },
    );
  }

  function doCopy() {
    copy.mutate(position.id, {
      onSuccess: () => {
        toast.success(t.copied);
        navigate(LIST);
      },
    });
  }

  function doDelete() {
    remove.mutate(position.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast.success(t.deleted);
        navigate(LIST, { replace: true });
      },
      onError: () => setConfirmDelete(false),
    });
  }

  return (
    <>
      {position.canEdit ? (
        <>
          <ButtonLink to={paths.editPosition(position.id)}>
            <Pencil className="size-4" aria-hidden />
            {t.edit}
          </ButtonLink>
          <Button variant="secondary" onClick={doCopy} loading={copy.isPending} disabled={busy}>
            {copy.isPending ? null : <Copy className="size-4" aria-hidden />}
            {t.copy}
          </Button>
          <Button variant="secondary" onClick={toggleArchive} loading={archive.isPending} disabled={busy}>
            {archive.isPending ? null : position.isArchived ? (
              <ArchiveRestore className="size-4" aria-hidden />
            ) : (
              <Archive className="size-4" aria-hidden />
            )}
            {position.isArchived ? t.reactivate : t.archive}
          </Button>
        </>
      ) : null}
      {canDelete ? (
        <Button variant="danger-outline" onClick={() => setConfirmDelete(true)} disabled={busy}>
          <Trash2 className="size-4" aria-hidden />
          {t.delete}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t.confirmDeleteTitle}
        description={t.confirmDelete(position.name)}
        confirmLabel={t.delete}
        busy={remove.isPending}
        onConfirm={doDelete}
      />
    </>
  );
}
