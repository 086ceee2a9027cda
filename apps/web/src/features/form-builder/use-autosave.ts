import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves `value` a moment after it last changed (SPEC §2 'Changes save automatically'). One save runs at a
 * time; what changes during a save is saved right after it, so no edit is lost or overtaken by an older
 * one. A failed save keeps the edit and says so until a retry or the next change saves it; leaving the
 * page with unsaved changes saves them on the way out and the browser asks before the tab closes.
 * Values are compared by reference: pass a new object for every change.
 */
export function useAutosave<T>(
  value: T,
  save: (value: T) => Promise<unknown>,
  { delayMs = 800, enabled = true }: { delayMs?: number; enabled?: boolean } = {},
) {
  const [state, setState] = useState<AutosaveState>('idle');
  const latest = useRef(value);
  const saved = useRef(value);
  const running = useRef(false);
  const saveRef = useRef(save);
  useEffect(() => {
    latest.current = value;
    saveRef.current = save;
  });

  /** Saves until what is saved is the latest value; a second call while one runs leaves it to the first. */
  const run = useCallback(async () => {
    if (running.current || latest.current === saved.current) return;
    running.current = true;
    try {
      while (latest.current !== saved.current) {
        setState('saving');
        const next = latest.current;
        await saveRef.current(next);
        saved.current = next;
      }
      setState('saved');
    } catch {
      setState('failed');
    } finally {
      running.current = false;
    }
  }, []);

  useEffect(() => {
    if (!enabled || value === saved.current) return;
    const timer = setTimeout(() => void run(), delayMs);
    return () => clearTimeout(timer);
  }, [value, enabled, delayMs, run]);

  useEffect(() => {
    if (!enabled) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current !== saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [enabled]);

  // Navigating away inside the app: what is not saved yet is sent now (unless saving is off then, e.g. a
  // draft that may not be saved yet). Only on unmount: turning `enabled` off saves nothing.
  const enabledNow = useRef(enabled);
  useEffect(() => {
    enabledNow.current = enabled;
  });
  useEffect(
    () => () => {
      if (enabledNow.current && latest.current !== saved.current && !running.current)
        void saveRef.current(latest.current).catch(() => {});
    },
    [],
  );

  return { state, retry: () => void run() };
}
