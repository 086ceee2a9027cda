import { useEffect } from 'react';

/** Sets the tab title to '<title> · Rekry' (just 'Rekry' without one), so each screen is named. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Rekry` : 'Rekry';
  }, [title]);
}
