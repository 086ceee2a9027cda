import { BellPlus } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { EMPTY_PUBLIC_SEARCH, type PublicContainer } from '@rekry/domain/public';

import { loadChunk } from '../../../lib/chunk.ts';
import { cn } from '../../../lib/cn.ts';
import { themed } from '../theme.ts';
import { usePublicSearch } from '../use-public-search.ts';

/** The dialog is no part of the list's first load: it loads when the button is pressed. */
const WatchDialog = lazy(() =>
  loadChunk('watch-dialog', () => import('./watch-dialog.tsx')).then((m) => ({ default: m.WatchDialog })),
);

/** 'Bevaka sökningen' under the career site's search: saves the search shown with an e-mail address. */
export function WatchSearchButton({ company }: { company?: PublicContainer }) {
  const [open, setOpen] = useState(false);
  const search = usePublicSearch().search ?? EMPTY_PUBLIC_SEARCH;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'mt-3 inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline',
          themed.link,
        )}
      >
        <BellPlus className="size-4" aria-hidden />
        Bevaka sökningen
      </button>
      {open ? (
        <Suspense fallback={null}>
          <WatchDialog search={search} company={company ?? null} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
