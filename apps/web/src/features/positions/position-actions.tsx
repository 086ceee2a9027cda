import { ButtonLink } from '../../components/ui/button-link.tsx';
import { formatDateTime, type PositionDetail } from '@rekry/domain';
import { Archive, ArchiveRestore, CalendarX, Copy, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { MenuItem, MenuSeparator, MoreActions } from '../../components/ui/menu.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { useArchivePosition, useCopyPosition, useDeletePosition, useUnpublishPosition } from './api.ts';
import { PublishButton } from './publish-dialog.tsx';
import { positionStrings } from './strings.ts';
import { paths } from '../../lib/paths.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = positionStrings.detail;
const p = positionStrings.publication;
const LIST = paths.positions;

/**
 * What the caller may do with a position, by the catalogue's access: anyone may preview it; publish,
 * unpublish, edit, copy and archive need the writer right on the position (the server's `canEdit`);
 * delete needs admin on it (`canDelete`). Its form, channels and permissions are tabs of its workspace.
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
  const unpublish = useUnpublishPosition(containerId);
  const confirmDelete = useDialog();
  const confirmUnpublish = useDialog();
  const { canDelete } = position;
  const busy = archive.isPending || copy.isPending || remove.isPending || unpublish.isPending;
  const isDraft = position.publication === 'Utkast';
  // A scheduled ad is scheduled anew ('Ändra tidpunkt', which can also publish it at once) or cancelled.
  const scheduled = position.publication === 'Schemalagd';
  const publishable = position.publication !== 'Publicerad';

  const preview = (
    <ButtonLink to={paths.positionPreview(position.id)} variant="secondary">
      <Eye className="size-4" aria-hidden />
      {p.preview}
    </ButtonLink>
  );
  if (!position.canEdit && !canDelete) return preview;

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
      // The copy is a new draft: its own page, to finish and publish it.
      onSuccess: (copied) => {
        toast.success(t.copied);
        navigate(paths.position(copied.id));
      },
    });
  }

  function doUnpublish() {
    unpublish.mutate(position.id, {
      onSuccess: () => toast.success(scheduled ? p.scheduleCancelled : p.unpublished),
      onSettled: confirmUnpublish.close,
    });
  }

  function doDelete() {
    remove.mutate(position.id, {
      onSuccess: () => {
        confirmDelete.close();
        toast.success(t.deleted);
        navigate(LIST, { replace: true });
      },
      onError: confirmDelete.close,
    });
  }

  return (
    <>
      <PublishButton position={position} containerId={containerId} disabled={busy} />
      {preview}
      {position.canEdit ? (
        <ButtonLink to={paths.editPosition(position.id)} variant={publishable ? 'secondary' : undefined}>
          <Pencil className="size-4" aria-hidden />
          {t.edit}
        </ButtonLink>
      ) : null}
      <MoreActions label={t.more}>
        {position.canEdit ? (
          <>
            {!isDraft ? (
              <MenuItem
                icon={
                  scheduled ? (
                    <CalendarX className="size-4" aria-hidden />
                  ) : (
                    <EyeOff className="size-4" aria-hidden />
                  )
                }
                onSelect={confirmUnpublish.show}
                disabled={busy}
              >
                {scheduled ? p.cancelSchedule : p.unpublish}
              </MenuItem>
            ) : null}
            <MenuItem icon={<Copy className="size-4" aria-hidden />} onSelect={doCopy} disabled={busy}>
              {t.copy}
            </MenuItem>
            <MenuItem
              icon={
                position.isArchived ? (
                  <ArchiveRestore className="size-4" aria-hidden />
                ) : (
                  <Archive className="size-4" aria-hidden />
                )
              }
              onSelect={toggleArchive}
              disabled={busy}
            >
              {position.isArchived ? t.reactivate : t.archive}
            </MenuItem>
          </>
        ) : null}
        {canDelete ? (
          <>
            {position.canEdit ? <MenuSeparator /> : null}
            <MenuItem
              icon={<Trash2 className="size-4" aria-hidden />}
              onSelect={confirmDelete.show}
              disabled={busy}
              danger
            >
              {t.delete}
            </MenuItem>
          </>
        ) : null}
      </MoreActions>
      <ConfirmDialog
        {...confirmUnpublish.props}
        question={
          scheduled
            ? {
                title: p.cancelScheduleTitle,
                text: p.cancelScheduleText(position.name, formatDateTime(position.publishedAt)),
                confirm: p.cancelSchedule,
                cancel: p.keepSchedule,
              }
            : { title: p.unpublishTitle, text: p.unpublishText(position.name), confirm: p.unpublish }
        }
        busy={unpublish.isPending}
        onConfirm={doUnpublish}
      />
      <ConfirmDialog
        {...confirmDelete.props}
        question={{ title: t.confirmDeleteTitle, text: t.confirmDelete(position.name), confirm: t.delete }}
        busy={remove.isPending}
        onConfirm={doDelete}
      />
    </>
  );
}
