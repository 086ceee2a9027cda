import { wordOccurrences } from '@rekry/domain';
import { useEffect, useState } from 'react';
import type { LoadedPdf, PdfTextRun } from './pdf-loader.ts';

/** A marked stretch of a page, in fractions of the page from its top-left corner (zoom does not move it). */
export interface HitBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pages searched for the first hit: a CV is a few pages, a long document is not read to its end. */
const MAX_PAGES_SEARCHED = 40;

/**
 * Where the words stand in a page's text runs: a box per word, its share of its run's width taken by its
 * share of the run's characters (a run is drawn in one font, so that is close enough to mark it).
 */
export function hitBoxes(runs: readonly PdfTextRun[], words: readonly string[]): HitBox[] {
  return runs.flatMap((run) =>
    wordOccurrences(run.text, words).map(([start, end]) => ({
      x: run.x + (run.width * start) / run.text.length,
      y: run.y,
      width: (run.width * (end - start)) / run.text.length,
      height: run.height,
    })),
  );
}

export type HitSearch =
  { state: 'idle' } | { state: 'finding' } | { state: 'found'; page: number } | { state: 'missing' };

const wordsOf = (find: string) => find.split(' ').filter(Boolean);

/**
 * The viewer opened at a search hit: the first page whose text has one of the words (`find`, the words
 * joined by spaces). A scan has no text to find: 'missing'.
 */
export function useHitPage(pdf: LoadedPdf | null, find: string): HitSearch {
  const [search, setSearch] = useState<{ pdf: LoadedPdf | null; find: string; result: HitSearch }>({
    pdf: null,
    find: '',
    result: IDLE,
  });
  useEffect(() => {
    const words = wordsOf(find);
    if (!pdf || !words.length) return;
    const pageText = pdf.pageText?.bind(pdf);
    let active = true;
    void (async () => {
      for (let n = 1; pageText && n <= Math.min(pdf.numPages, MAX_PAGES_SEARCHED); n++) {
        const runs = await pageText(n).catch(() => []);
        if (!active) return;
        if (hitBoxes(runs, words).length)
          return setSearch({ pdf, find, result: { state: 'found', page: n } });
      }
      if (active) setSearch({ pdf, find, result: { state: 'missing' } });
    })();
    return () => {
      active = false;
    };
  }, [pdf, find]);
  if (!pdf || !find) return IDLE;
  return search.pdf === pdf && search.find === find ? search.result : FINDING;
}

/** The boxes of the words on the page shown. */
export function useHitBoxes(pdf: LoadedPdf | null, find: string, page: number): HitBox[] {
  const [shown, setShown] = useState<{ pdf: LoadedPdf | null; find: string; page: number; boxes: HitBox[] }>({
    pdf: null,
    find: '',
    page: 0,
    boxes: [],
  });
  useEffect(() => {
    const words = wordsOf(find);
    if (!pdf?.pageText || !words.length) return;
    let active = true;
    pdf.pageText(page).then(
      (runs) => active && setShown({ pdf, find, page, boxes: hitBoxes(runs, words) }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [pdf, find, page]);
  return pdf && find && shown.pdf === pdf && shown.find === find && shown.page === page ? shown.boxes : [];
}

const IDLE: HitSearch = { state: 'idle' };
const FINDING: HitSearch = { state: 'finding' };
