import type { ElementType } from 'react';
import { useCleanHtml } from '../../../lib/use-clean-html.ts';

/**
 * HTML that a company wrote (labels, company messages and terms, SPEC §3 'isHtml'), or that the domain
 * built with its data escaped; cleaned here again whatever the server sent (the form builder's preview
 * shows a form as its author saved it). Nothing typed by the applicant is ever passed here.
 */
export function Html({
  html,
  as: Tag = 'span',
  className,
  id,
}: {
  html: string;
  as?: ElementType;
  className?: string;
  id?: string;
}) {
  const cleaned = useCleanHtml(html);
  return <Tag id={id} className={className} {...cleaned} />;
}

/** Links inside an HTML label (the terms label's two links), styled like the description's links. */
export const richLabelClass =
  '[&_a]:font-medium [&_a]:text-[var(--rk-link,var(--color-brand-700))] [&_a]:underline [&_a]:underline-offset-2';
