import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { companyStrings as t } from './strings.ts';

/** The bar a long settings form saves from: kept in sight at the bottom, saying when changes are unsaved. */
export function SaveBar({ dirty, busy, children }: { dirty: boolean; busy: boolean; children?: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
      {dirty ? (
        <p className="mr-auto text-sm text-gray-600" role="status">
          {t.unsaved}
        </p>
      ) : null}
      {children}
      <Button type="submit" loading={busy}>
        {busy ? t.saving : t.save}
      </Button>
    </div>
  );
}
