import { Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The look of a link out of the not-found screen. */
export const notFoundActionClass = buttonClass('primary', 'md', 'mt-6');

/**
 * Any path no route knows, without a router: the admin (React Router) and the career site (wouter) each
 * give the link back with their own router's Link.
 */
export function NotFoundScreen({ action }: { action: ReactNode }) {
  useDocumentTitle(commonStrings.notFoundTitle);
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Compass className="size-7" aria-hidden />
        </div>
        <p className="text-sm font-semibold text-brand-600">404</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-gray-900">
          {commonStrings.notFoundTitle}
        </h1>
        <p className="mt-3 text-sm text-gray-600">{commonStrings.notFoundText}</p>
        {action}
      </div>
    </div>
  );
}
