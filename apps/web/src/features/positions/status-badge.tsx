import type { PositionStatus } from '@rekry/domain';
import { Lock } from 'lucide-react';
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

/** A position's status, and 'Intern' when only the company's own people can apply. */
export function PositionBadges({ position }: { position: { status: PositionStatus; isInternal: boolean } }) {
  return (
    <>
      <PositionStatusBadge status={position.status} />
      {position.isInternal ? <InternalBadge /> : null}
    </>
  );
}
