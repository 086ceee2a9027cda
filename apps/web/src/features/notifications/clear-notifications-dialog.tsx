import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useClearNotifications } from './api.ts';
import { notificationStrings as t } from './strings.ts';

/** 'Rensa alla' asks first; confirmed, every notification of the caller in the company goes. */
export function ClearNotificationsDialog({
  containerId,
  open,
  onOpenChange,
}: {
  containerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const clear = useClearNotifications(containerId);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      question={t.clearAsk}
      busy={clear.isPending}
      onConfirm={() => clear.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
