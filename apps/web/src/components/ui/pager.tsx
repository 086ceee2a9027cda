import { Button } from './button.tsx';
import { uiStrings } from './strings.ts';

/** 'Föregående' / 'Sida n av m' / 'Nästa' under a paged list; nothing when there is one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  const t = uiStrings.pager;
  return (
    <nav
      aria-label={t.pages}
      className="flex items-center justify-between border-t border-gray-100 px-4 py-3 text-sm"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span className="text-gray-600">{t.pageOf(page, pages)}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
