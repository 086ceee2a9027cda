import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@rekry/domain';
import { errorToastCache } from '../lib/error-toast.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * The admin's query client: the app's defaults, and a failed mutation told in a toast
 * (lib/error-toast.ts).
 */
export function createAdminQueryClient() {
  return createQueryClient({ mutationCache: errorToastCache() });
}

export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      {/* Top centre, below the 4 rem header: at the bottom right a toast lay over the save buttons of dialogs
          and of cards scrolled to the window's foot, and Sonner holds a toast while the pointer rests on it. */}
      <Toaster
        position="top-center"
        offset={{ top: 76 }}
        mobileOffset={{ top: 72 }}
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        toastOptions={{ closeButtonAriaLabel: 'Stäng' }}
        containerAriaLabel="Notiser"
      />
    </QueryClientProvider>
  );
}
