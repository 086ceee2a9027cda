import type { CandidateStatus } from '@rekry/domain';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const TONES: Record<CandidateStatus, BadgeTone> = {
  Mottagen: 'brand',
  'Under behandling': 'amber',
  Avslutad: 'gray',
};

/** The status as the candidate sees it (a neutral mapping, docs/decisions.md). */
export function StatusBadge({ status }: { status: CandidateStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
