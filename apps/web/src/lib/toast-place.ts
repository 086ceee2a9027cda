import { createContext, useContext, useEffect } from 'react';

/**
 * Where the toasts stand: at the top centre under the header (docs/decisions.md, 'Toasts at the top
 * centre'), or aside at the bottom right while a screen asks for it because its own headers are at the
 * top (the board's columns). The Toaster in `app/providers.tsx` counts the screens that ask.
 */
export const ToastsAsideContext = createContext<(asks: boolean) => void>(() => {});

/** While the calling component is shown, toasts stand at the bottom right. */
export function useToastsAside() {
  const ask = useContext(ToastsAsideContext);
  useEffect(() => {
    ask(true);
    return () => ask(false);
  }, [ask]);
}
