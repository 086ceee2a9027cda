import { roleAtLeast } from '@rekry/domain';
import { PositionChannels } from '../job-channels/index.ts';
import { positionScreen } from './position-workspace.tsx';

/** /admin/positions/:id/integrations — the position's job boards and classifieds (writer right on it). */
export const PositionChannelsPage = positionScreen('channels', ({ containerId, role, position }) => (
  <PositionChannels containerId={containerId} position={position} isAdmin={roleAtLeast(role, 'admin')} />
));
