/** A header count as the badge shows it, '99+' above 99: the icon's accessible name says the same. */
export function headerCountText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The red count on a header icon (the bell, the conversations): hidden at 0. */
export function HeaderCount({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      className="absolute top-1.5 right-1.5 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-semibold text-white"
      data-testid={testId}
      aria-hidden
    >
      {headerCountText(count)}
    </span>
  );
}

/** The round header icon button's classes (the bell, the conversations link). */
export const headerIconClass =
  'relative inline-flex size-10 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500';
