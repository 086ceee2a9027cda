import { Suspense } from 'react';
import { headingsFrom } from '@rekry/domain/public';
import { cn } from '../../lib/cn.ts';
import { useCleanHtml } from '../../lib/use-clean-html.ts';
import { themed } from './theme.ts';

/** Readable typography for HTML a company wrote (a position's description), cleaned again here. */
const proseClass = cn(
  'max-w-none text-base leading-7 break-words',
  themed.text,
  '[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2',
  '[&_a]:text-[var(--rk-link,var(--color-brand-700))]',
  '[&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_:is(h1,h2,h3,h4)]:text-[var(--rk-heading,var(--color-gray-900))]',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-1.5 [&_strong]:font-semibold [&_blockquote]:mt-4 [&_blockquote]:border-l-4',
  '[&_blockquote]:border-gray-900/15 [&_blockquote]:pl-4 [&_blockquote]:italic [&_hr]:my-8',
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:mt-4 [&_table]:w-full [&_td]:border [&_td]:border-gray-900/15 [&_td]:p-2',
  '[&>:first-child]:mt-0',
);

interface ProseProps {
  html: string;
  className?: string;
  /** The level its highest heading takes where it is placed (headingsFrom), when not as written. */
  headingsFrom?: number;
}

/** Company HTML, cleaned; nothing is shown in its place while the cleaner's code is still loading. */
export function Prose(props: ProseProps) {
  return (
    <Suspense fallback={null}>
      <CleanProse {...props} />
    </Suspense>
  );
}

function CleanProse({ html, className, headingsFrom: top }: ProseProps) {
  const cleaned = useCleanHtml(html, top ? (clean) => headingsFrom(top, clean) : undefined, `h${top ?? ''}`);
  return <div className={cn(proseClass, className)} {...cleaned} />;
}
