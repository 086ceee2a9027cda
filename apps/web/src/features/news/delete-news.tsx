import type { NewsPost } from '@rekry/domain';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useDeleteNews } from './api.ts';
import { newsStrings } from './strings.ts';

const t = newsStrings.remove;

/** The confirmation before a post is deleted, with the toasts of SPEC §8. */
export function DeleteNewsDialog({
  post,
  onClose,
  onDeleted,
}: {
  post: Pick<NewsPost, 'id' | 'title'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteNews();
  function confirm() {
    if (!post) return;
    remove.mutate(post.id, {
      onSuccess: () => {
        toast.success(t.done);
        onDeleted?.();
      },
      onSettled: onClose,
    });
  }
  return (
    <ConfirmDialog
      open={post !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      question={{ ...t, text: post ? t.text(post.title) : '' }}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
