import { cn } from '../../lib/cn.ts';

/** The Rekry wordmark: a brand-coloured R tile plus the name. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#2522BA'} />
        <path
          d="M10 23V9h6.2c3 0 4.8 1.6 4.8 4.1 0 1.9-1 3.2-2.7 3.8L21.8 23h-3.3l-3.1-5.7H13V23h-3Zm3-8.3h3c1.3 0 2-.6 2-1.6s-.7-1.6-2-1.6h-3v3.2Z"
          fill={inverted ? '#2522BA' : '#fff'}
        />
      </svg>
      <span className={cn('text-lg', inverted ? 'text-white' : 'text-gray-900')}>Rekry</span>
    </span>
  );
}
