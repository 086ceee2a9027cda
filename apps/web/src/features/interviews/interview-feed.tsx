import { Copy, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useRenewFeed } from './api.ts';
import { copyText } from './copy-text.ts';
import { interviewStrings } from './strings.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = interviewStrings.feed;

/**
 * The private address of the member's own interviews, to subscribe to in any calendar: copied, or made
 * anew (asked first: the old address stops working at once).
 */
export function InterviewFeed({ feedUrl }: { feedUrl: string | null }) {
  const renew = useRenewFeed();
  const asking = useDialog();

  function make(done: string) {
    renew.mutate(undefined, {
      onSuccess: () => toast.success(done),
      onSettled: asking.close,
    });
  }

  return (
    <Card data-testid="interview-feed">
      <CardHeader title={t.title} description={t.description} />
      <div className="space-y-3 p-5 sm:p-6">
        {feedUrl ? (
          <>
            <p className="text-sm font-medium text-gray-900">{t.address}</p>
            <p className="rounded-md bg-gray-50 px-3 py-2 font-mono text-xs break-all text-gray-800 ring-1 ring-gray-200 ring-inset select-all">
              {feedUrl}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void copyText(feedUrl, t.copied, t.copyFailed)}
                icon={Copy}
              >
                {t.copy}
              </Button>
              <Button variant="ghost" size="sm" onClick={asking.show} icon={RefreshCw}>
                {t.renew}
              </Button>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-600">{t.none}</p>
            <Button variant="secondary" size="sm" loading={renew.isPending} onClick={() => make(t.created)}>
              {t.create}
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        {...asking.props}
        question={t.renewAsk}
        tone="primary"
        busy={renew.isPending}
        onConfirm={() => make(t.renewed)}
      />
    </Card>
  );
}
