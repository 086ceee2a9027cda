import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { commonStrings } from '../../lib/strings.ts';
import { Skeleton } from './skeleton.tsx';

/**
 * A page's placeholder while it loads: the back link (already usable), bars for the title and its
 * subtitle, then the body's blocks (`children`; one large card when left out). Announced as a status.
 */
export function LoadingBlock({
  label = commonStrings.loading,
  back,
  className,
  children,
}: {
  label?: string;
  back?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={cn(className)}>
      <div className="mb-6 space-y-3">
        {back}
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-4 w-48" />
      </div>
      {children ?? <Skeleton className="h-64 w-full rounded-xl" />}
    </div>
  );
}
