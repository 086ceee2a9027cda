import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { themed } from './theme.ts';

/** The career site's way back ('← Alla tjänster', '← Tillbaka till annonsen'), in the company's link colour. */
export function PublicBackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md text-sm font-medium hover:underline',
        themed.link,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
