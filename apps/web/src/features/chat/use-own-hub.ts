import { useQueryClient } from '@tanstack/react-query';
import { refreshLive } from '../../lib/live.ts';
import { useHub } from '../../lib/use-hub.ts';
import { chatKeys } from './api.ts';

/**
 * The applicant's own channel of the real-time hub (no company: `{ token, channel: 'self' }`): each
 * conversation event, and a rejoin after a drop, refreshes their conversations.
 */
export function useOwnHub(enabled = true): void {
  const client = useQueryClient();
  useHub(enabled ? 'self' : null, { channel: 'self' }, (signal) => {
    if (signal.type === 'conversation' || signal.type === 'missed' || signal.type === 'resync')
      void refreshLive(client, chatKeys.mine());
  });
}
