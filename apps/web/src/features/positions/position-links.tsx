import { formatDateTime, positionPath, type PositionDetail } from '@rekry/domain';
import { Copy, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { showError } from '../../lib/error-toast.ts';
import { publicUrl } from './public-link.ts';
import { positionStrings } from './strings.ts';

const t = positionStrings.detail;
const p = positionStrings.publication;

async function copyToClipboard(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t.linkCopied);
  } catch (error) {
    showError(error, t.copyLinkFailed);
  }
}

function LinkRow({ label, hint, url }: { label: string; hint: string; url: string }) {
  return (
    <div className="space-y-2">
      <div>
        <p className="text-sm font-medium text-gray-900">{label}</p>
        <p className="text-sm text-gray-500">{hint}</p>
      </div>
      <p className="rounded-md bg-gray-50 px-3 py-2 font-mono text-xs break-all text-gray-800 ring-1 ring-gray-200 ring-inset select-all">
        {url}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copyToClipboard(url)} icon={Copy}>
          {t.copyLink}
        </Button>
        <a href={url} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'sm')}>
          <ExternalLink className="size-4" aria-hidden />
          {t.openLink}
        </a>
      </div>
    </div>
  );
}

/**
 * Where the position lives on the career site (on the public host of this admin host): the public
 * address, or for an internal position its guid address, which only people with the link find. Until it
 * is published the address answers 'not found', and the card says so.
 */
export function PositionLinks({ position }: { position: PositionDetail }) {
  return (
    <Card>
      <CardHeader title={t.links} />
      <div className="space-y-5 p-5">
        {position.publication === 'Utkast' ? (
          <Alert tone="info">{p.draftHint}</Alert>
        ) : position.publication === 'Schemalagd' ? (
          <Alert tone="info">{p.scheduledHint(formatDateTime(position.publishedAt))}</Alert>
        ) : null}
        {position.isInternal ? (
          <LinkRow
            label={t.internalLink}
            hint={t.internalLinkHint}
            url={publicUrl(`/internal/${position.linkId}`)}
          />
        ) : (
          <LinkRow label={t.publicLink} hint={t.publicLinkHint} url={publicUrl(positionPath(position))} />
        )}
      </div>
    </Card>
  );
}
