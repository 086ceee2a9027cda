import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs work that changes the layout (a field's message when it is left) only once no pointer is pressed and
 * the click of the release has been dispatched. Focus leaves a field on the press: a message appearing or
 * going then would move what was pressed (the consent's terms link) from under the pointer before the
 * release, and the browser would send the click to what lies under both instead: the link needed a second
 * click. A tap presses and releases in one task, so the work waits for the end of that task too.
 */
export function useAfterPress(): (work: () => void) => void {
  const state = useRef({ pressed: false, pending: [] as (() => void)[] });

  useEffect(() => {
    const current = state.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const press = () => {
      current.pressed = true;
    };
    const release = () => {
      current.pressed = false;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!current.pressed) for (const work of current.pending.splice(0)) work();
      });
    };
    const options = { capture: true, passive: true };
    const presses = ['pointerdown', 'mousedown'] as const;
    const releases = ['pointerup', 'pointercancel', 'mouseup'] as const;
    for (const type of presses) document.addEventListener(type, press, options);
    for (const type of releases) document.addEventListener(type, release, options);
    return () => {
      for (const type of presses) document.removeEventListener(type, press, options);
      for (const type of releases) document.removeEventListener(type, release, options);
      clearTimeout(timer);
      current.pending.length = 0;
    };
  }, []);

  return useCallback((work: () => void) => {
    if (state.current.pressed) state.current.pending.push(work);
    else work();
  }, []);
}
