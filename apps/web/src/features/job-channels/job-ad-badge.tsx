import { JOB_AD_STATUS_LABELS, type JobAdStatus, type PositionJobAd } from '@rekry/domain';
import { ExternalLink } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { channelStrings } from './strings.ts';

const tones: Record<JobAdStatus, BadgeTone> = {
  waiting: 'amber',
  published: 'green',
  failed: 'red',
  removed: 'gray',
};

/** A job ad's status on one channel (SPEC §7): Väntar, Publicerad, Misslyckades, Borttagen. */
export function JobAdStatusBadge({ status, className }: { status: JobAdStatus; className?: string }) {
  return (
    <Badge tone={tones[status]} className={cn('gap-1.5', className)}>
      <span
        aria-hidden
        className={cn('size-1.5 rounded-full bg-current', status === 'waiting' && 'animate-pulse')}
      />
      {JOB_AD_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * A position's channels as compact badges (name and status), for the positions list and the position
 * page; a published ad's badge links to the ad on the board when `linked`.
 */
export function JobAdBadges({
  jobAds,
  linked = false,
  className,
}: {
  jobAds: readonly PositionJobAd[];
  linked?: boolean;
  className?: string;
}) {
  if (jobAds.length === 0) return null;
  return (
    // Spans with list roles: the badges also sit inside a paragraph (the position page's header).
    <span
      role="list"
      aria-label={channelStrings.jobAd.listLabel}
      className={cn('flex min-w-0 max-w-full flex-wrap gap-1.5', className)}
    >
      {jobAds.map((ad) => {
        const text = channelStrings.jobAd.badge(ad.name, JOB_AD_STATUS_LABELS[ad.status]);
        const badge = (
          <Badge tone={tones[ad.status]} className="max-w-full gap-1">
            <span className="truncate">{text}</span>
            {linked && ad.url && ad.status === 'published' ? (
              <ExternalLink className="size-3 shrink-0" aria-hidden />
            ) : null}
          </Badge>
        );
        return (
          <span role="listitem" key={ad.partner} className="max-w-full" data-testid={`job-ad-${ad.partner}`}>
            {linked && ad.url && ad.status === 'published' ? (
              <a
                href={ad.url}
                target="_blank"
                rel="noreferrer"
                title={channelStrings.jobAd.viewOn(ad.name)}
                className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                {badge}
              </a>
            ) : (
              badge
            )}
          </span>
        );
      })}
    </span>
  );
}
