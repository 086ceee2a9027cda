import { COMPANY_STATUS_LABELS, type CompanyStatus } from '@rekry/domain';
import { Badge, type BadgeTone } from './badge.tsx';

const TONES: Record<CompanyStatus, BadgeTone> = { active: 'green', inactive: 'gray', suspended: 'red' };

/** A company's account status (Aktiv, Inaktiv, Avstängd), on the companies and billing screens. */
export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return <Badge tone={TONES[status]}>{COMPANY_STATUS_LABELS[status]}</Badge>;
}
