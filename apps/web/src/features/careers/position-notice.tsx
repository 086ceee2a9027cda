import type { PositionStatus } from '@rekry/domain/public';
import { Alert } from '../../components/ui/alert.tsx';
import { careerStrings as t } from './strings.ts';

/** Why a position takes no applications: archived, or closed (outside its dates). */
export function PositionClosedNotice({ status }: { status: PositionStatus }) {
  return status === 'Arkiverad' ? (
    <Alert tone="info" title={t.archivedNotice}>
      {t.archivedText}
    </Alert>
  ) : (
    <Alert tone="warning" title={t.closedNotice}>
      {t.closedText}
    </Alert>
  );
}
