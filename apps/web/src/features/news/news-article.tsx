import { stockholmDate } from '@rekry/domain';
import { Card } from '../../components/ui/card.tsx';
import { Prose } from '../careers/index.ts';
import { newsStrings } from './strings.ts';

const t = newsStrings.post;

/** A date of the wire's ISO time, as the product shows dates (YYYY-MM-DD, Stockholm). */
export const newsDate = (iso: string) => stockholmDate(new Date(iso));

/**
 * One post as its readers see it: the body is the server's cleaned HTML, cleaned again where it is drawn
 * (Prose, as every stored HTML). The preview draws a draft through the same component.
 */
export function NewsArticle({
  title,
  body,
  date,
  author,
  updated,
}: {
  title: string;
  body: string;
  date: string;
  author: string | null;
  updated?: string | null;
}) {
  return (
    <Card className="p-5 sm:p-8">
      <article aria-labelledby="news-title">
        <header className="border-b border-gray-100 pb-4">
          <h2 id="news-title" className="text-2xl font-semibold tracking-tight text-gray-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-gray-500">
            {t.byline(date, author)}
            {updated ? <span className="ml-2">({t.updated(updated)})</span> : null}
          </p>
        </header>
        <Prose html={body} className="mt-5 text-gray-800" />
      </article>
    </Card>
  );
}
