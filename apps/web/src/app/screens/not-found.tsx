import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Any path no route knows. `home` is where the button leads. */
export function NotFound({
  home = '/',
  homeLabel = commonStrings.toStart,
}: {
  home?: string;
  homeLabel?: string;
}) {
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
        <Link to={home} className={buttonClass('primary', 'md', 'mt-6')}>
          {homeLabel}
        </Link>
      </div>
    </div>
  );
}

export function StandaloneNotFound() {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <NotFound />
    </div>
  );
}
