import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@rekry/domain';
import { errorToastCache } from '../lib/error-toast.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { ToastsAsideContext } from '../lib/toast-place.ts';

/**
 * The admin's query client: the app's defaults, and a failed mutation told in a toast
 * (lib/error-toast.ts).
 */
export function createAdminQueryClient() {
  return createQueryClient({ mutationCache: errorToastCache() });
}

export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  // Screens shown now that want the toasts aside (lib/toast-place.ts): the board, whose column headers
  // would lie under a toast at the top.
  const [aside, setAside] = useState(0);
  const ask = useCallback((asks: boolean) => setAside((n) => n + (asks ? 1 : -1)), []);
  return (
    <QueryClientProvider client={client}>
      <ToastsAsideContext value={ask}>{children}</ToastsAsideContext>
      {/* Top centre, below the 4 rem header: at the bottom right a toast lay over the save buttons of dialogs
          and of cards scrolled to the window's foot, and Sonner holds a toast while the pointer rests on it.
          A screen with nothing to press there may ask for the bottom right (the board). */}
      <Toaster
        position={aside > 0 ? 'bottom-right' : 'top-center'}
        offset={{ top: 76, bottom: 24, right: 24 }}
        mobileOffset={{ top: 72, bottom: 16 }}
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        toastOptions={{ closeButtonAriaLabel: 'Stäng' }}
        containerAriaLabel="Notiser"
      />
    </QueryClientProvider>
  );
}
