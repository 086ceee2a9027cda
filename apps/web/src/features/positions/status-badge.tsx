import { formatDate, type PositionStatus, type Publication } from '@rekry/domain';
import { CalendarClock, Lock, PencilLine } from 'lucide-react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { positionStrings } from './strings.ts';

const tones: Record<PositionStatus, BadgeTone> = { Öppen: 'green', Stängd: 'amber', Arkiverad: 'gray' };

/** The derived status (SPEC §4) as the server computed it with the domain's positionStatus. */
export function PositionStatusBadge({ status }: { status: PositionStatus }) {
  return (
    <Badge tone={tones[status]} className="gap-1.5">
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {positionStrings.status[status]}
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

/** 'Utkast' or 'Schemalagd {date}' beside the status; a published ad has none. */
export function PublicationBadge({
  position,
}: {
  position: { publication: Publication; publishedAt: number | null };
}) {
  if (position.publication === 'Utkast')
    return (
      <Badge tone="gray" className="gap-1">
        <PencilLine className="size-3" aria-hidden />
        {positionStrings.status.Utkast}
      </Badge>
    );
  if (position.publication === 'Schemalagd') {
    return (
      <Badge tone="brand" className="gap-1">
        <CalendarClock className="size-3" aria-hidden />
        {positionStrings.publication.scheduled(formatDate(position.publishedAt))}
      </Badge>
    );
  }
  return null;
}

/**
 * A position's status, and 'Intern' when only the company's own people can apply. Until it is public it is
 * 'Utkast' or 'Schemalagd' instead: its dates do not make it open or closed yet (an archived one says so).
 */
export function PositionBadges({
  position,
}: {
  position: {
    status: PositionStatus;
    isInternal: boolean;
    publication: Publication;
    publishedAt: number | null;
  };
}) {
  return (
    <>
      {position.publication === 'Publicerad' || position.status === 'Arkiverad' ? (
        <PositionStatusBadge status={position.status} />
      ) : null}
      <PublicationBadge position={position} />
      {position.isInternal ? <InternalBadge /> : null}
    </>
  );
}
