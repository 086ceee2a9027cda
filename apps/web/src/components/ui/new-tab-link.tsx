import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A text link that opens in a new tab (a public page, a company's site), its words followed by the out arrow. */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline',
        className,
      )}
    >
      {children}
      <ExternalLink className="size-4 shrink-0" aria-hidden />
    </a>
  );
}
