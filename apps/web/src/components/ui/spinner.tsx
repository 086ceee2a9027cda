import { cn } from '../../lib/cn.ts';
import { commonStrings } from '../../lib/strings.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      className={cn('animate-spin text-current', className ?? 'size-5')}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className="opacity-90" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4Z" />
    </svg>
  );
}

/** A centred spinner for a page or panel that is loading. */
export function PageSpinner({ label = commonStrings.loading }: { label?: string }) {
  return (
    <div className="flex min-h-48 w-full items-center justify-center text-brand-600">
      <Spinner className="size-7" label={label} />
    </div>
  );
}

export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gray-50 text-brand-600">
      <Spinner className="size-8" label={commonStrings.loading} />
    </div>
  );
}
