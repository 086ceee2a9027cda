import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { HUB_FINAL_CLOSES, NOTIFICATION_HUB_PATH, type HubEvent } from '@rekry/domain';
import { getToken } from '../../lib/session.ts';
import { notificationsKey } from './api.ts';

/** Back-off between reconnects: 1 s, doubling, at most 30 s. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** The hub's address on the page's own host (the dev server proxies it). */
function hubUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${NOTIFICATION_HUB_PATH}`;
}

/**
 * Keeps one socket to the notification hub (SPEC §4) while a company is chosen: the token and company go
 * in the first message (never in the URL). Each notification refreshes the company's lists; an exception
 * event also shows as an error toast. A dropped socket comes back with back-off and refetches what it may
 * have missed; a refused login or membership does not retry (the next request signs the user out).
 */
export function useNotificationHub(containerId: number | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (containerId === null || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let retryMs = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void client.invalidateQueries({ queryKey: notificationsKey(containerId) });

    const connect = () => {
      const token = getToken();
      if (!token || stopped) return;
      const ws = new WebSocket(hubUrl());
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify({ token, containerId }));
      ws.onmessage = (message) => {
        let event: HubEvent | { type: 'resync' };
        try {
          event = JSON.parse(String(message.data)) as HubEvent | { type: 'resync' };
        } catch {
          return;
        }
        if (event.type === 'ready') {
          // Joined (again): what came while away is fetched once.
          if (retryMs !== FIRST_RETRY_MS) refresh();
          retryMs = FIRST_RETRY_MS;
          return;
        }
        if (event.type === 'exception') {
          toast.error(event.notification.title, { description: event.notification.message });
        }
        refresh();
      };
      ws.onclose = (close) => {
        if (stopped || HUB_FINAL_CLOSES.includes(close.code)) return;
        timer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
    };
  }, [client, containerId]);
}
