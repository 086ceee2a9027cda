import type { JobAdChannelStatus } from '@rekry/domain';
import { ExternalLink } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDateTime } from '@rekry/domain';
import { channelStrings } from './strings.ts';

const t = channelStrings.jobAd;

/** What the board said of a position's ad: its link when published, its reason when failed. */
export function JobAdStatusDetails({ jobAd }: { jobAd: JobAdChannelStatus }) {
  const since = formatDateTime(jobAd.statusAt);
  switch (jobAd.status) {
    case 'published':
      return (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-gray-700">
          {jobAd.url ? (
            <a
              href={jobAd.url}
              target="_blank"
              rel="noreferrer"
              className={buttonClass('secondary', 'sm')}
              data-testid={`job-ad-link-${jobAd.partner}`}
            >
              <ExternalLink className="size-4" aria-hidden />
              {t.view}
            </a>
          ) : null}
          {jobAd.externalId ? (
            <span>
              {t.boardId}: <span className="font-mono">{jobAd.externalId}</span>
            </span>
          ) : null}
          {since ? <span className="text-gray-500">{t.since(since)}</span> : null}
        </div>
      );
    case 'failed':
      return (
        <Alert tone="error" title={t.reason}>
          {jobAd.reason ?? ''}
        </Alert>
      );
    case 'waiting':
      return (
        <p className="flex items-center gap-2 text-sm text-gray-700" role="status">
          <Spinner className="size-4 text-brand-600" />
          {t.waiting[jobAd.pending ?? 'publish']}
        </p>
      );
    case 'removed':
      return (
        <p className="text-sm text-gray-600">
          {t.removedText} {since ? <span className="text-gray-500">{t.since(since)}</span> : null}
        </p>
      );
  }
}
