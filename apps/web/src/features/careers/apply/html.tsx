import type { ElementType } from 'react';

/**
 * HTML the server has already sanitized (labels, company messages and terms, SPEC §3 'isHtml'), or that
 * the domain built with its data escaped. Nothing typed by the applicant is ever passed here.
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
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Links inside an HTML label (the terms label's two links), styled like the description's links. */
export const richLabelClass =
  '[&_a]:font-medium [&_a]:text-[var(--rk-link,var(--color-brand-700))] [&_a]:underline [&_a]:underline-offset-2';
