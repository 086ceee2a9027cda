import { useEffect, useRef } from 'react';
import { HUB_FINAL_CLOSES, NOTIFICATION_HUB_PATH, type HubEvent } from '@rekry/domain';
import { getToken } from './session.ts';

/** Back-off between reconnects: 1 s, doubling, at most 30 s. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** What a hub socket hears, and 'missed' when it joined again after a drop (fetch what may have come). */
export type HubSignal = HubEvent | { type: 'resync' } | { type: 'missed' };

/** The first message without the token: a company's group (staff) or the own channel (an applicant). */
export type HubGreeting = { containerId: number } | { channel: 'self' };

/** The hub's address on the page's own host (the dev server proxies it). */
function hubUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${NOTIFICATION_HUB_PATH}`;
}

/**
 * Keeps one socket to the real-time hub (SPEC §4, §7) while `hello` is given: the token and the company
 * (staff) or the own channel (an applicant) go in the first message, never in the URL. A dropped socket
 * comes back with back-off and reports 'missed' once joined again; a refused login or membership does
 * not retry (the next request signs the user out). `key` names the hello, so a new one reconnects.
 */
export function useHub(
  key: string | null,
  hello: HubGreeting | null,
  onSignal: (signal: HubSignal) => void,
): void {
  const listener = useRef(onSignal);
  const greeting = useRef(hello);
  useEffect(() => {
    listener.current = onSignal;
    greeting.current = hello;
  });
  useEffect(() => {
    if (key === null || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let stopped = false;
    let retryMs = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const token = getToken();
      if (!token || stopped || !greeting.current) return;
      const ws = new WebSocket(hubUrl());
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify({ ...greeting.current, token }));
      ws.onmessage = (message) => {
        let event: HubEvent | { type: 'resync' };
        try {
          event = JSON.parse(String(message.data)) as HubEvent | { type: 'resync' };
        } catch {
          return;
        }
        if (event.type === 'ready') {
          if (retryMs !== FIRST_RETRY_MS) listener.current({ type: 'missed' });
          retryMs = FIRST_RETRY_MS;
        }
        listener.current(event);
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
  }, [key]);
}
