import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@rekry/domain';
import { createQueryClient } from '../lib/query-client.ts';

// Re-exported for the admin app and tests that build the providers with it.
export { createQueryClient };

export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        position="bottom-right"
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        toastOptions={{ closeButtonAriaLabel: 'Stäng' }}
        containerAriaLabel="Notiser"
      />
    </QueryClientProvider>
  );
}
