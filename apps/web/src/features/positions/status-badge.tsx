import {
  adStatus,
  formatDateTime,
  type AdStatus,
  type PositionStatus,
  type Publication,
} from '@rekry/domain';
import { CalendarClock, Lock, PencilLine } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { positionStrings } from './strings.ts';

/** What the one status is read from: the derived status (SPEC §4) and the publication, as the server sent. */
export interface AdStatusOf {
  status: PositionStatus;
  publication: Publication;
  publishedAt: number | null;
}

const tones: Record<AdStatus, BadgeTone> = {
  Öppen: 'green',
  Stängd: 'amber',
  Arkiverad: 'gray',
  Utkast: 'gray',
  Schemalagd: 'brand',
};

/** The ad's one status in words: 'Schemalagd' with the moment it goes out (Swedish time). */
export function adStatusText(position: AdStatusOf): string {
  const status = adStatus(position);
  return status === 'Schemalagd'
    ? positionStrings.publication.scheduled(formatDateTime(position.publishedAt))
    : positionStrings.status[status];
}

/**
 * The ad's one status (domain `adStatus`): Utkast, Schemalagd with its moment, Öppen, Stängd or Arkiverad.
 * The list's table and cards, the ad's page and its preview all draw it here.
 */
export function AdStatusBadge({ position }: { position: AdStatusOf }) {
  const status = adStatus(position);
  return (
    <Badge tone={tones[status]} className="gap-1.5">
      {status === 'Utkast' ? (
        <PencilLine className="size-3" aria-hidden />
      ) : status === 'Schemalagd' ? (
        <CalendarClock className="size-3" aria-hidden />
      ) : (
        <span aria-hidden className="size-1.5 rounded-full bg-current" />
      )}
      {adStatusText(position)}
    </Badge>
  );
}

/** Only the company's own people can apply (SPEC: internal positions). */
export function InternalBadge() {
  return (
    <Badge tone="brand" className="gap-1">
      <Lock className="size-3" aria-hidden />
      {positionStrings.list.internal}
    </Badge>
  );
}

/** The ad's one status, and 'Intern' when only the company's own people can apply. */
export function PositionBadges({ position }: { position: AdStatusOf & { isInternal: boolean } }) {
  return (
    <>
      <AdStatusBadge position={position} />
      {position.isInternal ? <InternalBadge /> : null}
    </>
  );
}
