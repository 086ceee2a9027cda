import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function PageHeader({
  title,
  description,
  actions,
  back,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  useDocumentTitle(typeof title === 'string' ? title : null);
  return (
    <div className="mb-6">
      {back ? <div className="mb-3">{back}</div> : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        {/* The title keeps a third of the row however many actions a page has; the actions wrap. */}
        <div className="min-w-0 sm:min-w-[33%] sm:flex-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-gray-900">{title}</h1>
          {description ? <p className="mt-1 max-w-2xl text-sm text-gray-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2 sm:justify-end">{actions}</div> : null}
      </div>
    </div>
  );
}
