import { ArrowRight, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import { useLatestNews } from './api.ts';
import { newsDate } from './news-article.tsx';
import { newsStrings } from './strings.ts';

const t = newsStrings.home;

/** The home page's card: the newest posts (title, date, link) and the way to all of them. */
export function LatestNews() {
  const posts = useLatestNews();
  const rows = posts.data ?? [];
  return (
    <Card data-testid="home-news">
      <CardHeader
        title={t.title}
        actions={
          <Link to={paths.news} className={buttonClass('ghost', 'sm')}>
            {t.all}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        }
      />
      <QueryBoundary
        query={posts}
        loading={<SkeletonRows label={t.loading} rows={3} />}
        failed={t.failed}
        isEmpty={rows.length === 0}
        empty={<EmptyState icon={Newspaper} title={t.empty} />}
      >
        <ul className="divide-y divide-gray-100">
          {rows.map((post) => (
            <li key={post.id} className="flex items-baseline justify-between gap-4 px-5 py-3">
              <Link
                to={paths.newsPost(post.id)}
                className="min-w-0 truncate font-medium text-gray-900 hover:text-brand-700 hover:underline"
              >
                {post.title}
              </Link>
              <time dateTime={post.created} className="shrink-0 text-sm text-gray-500 tabular-nums">
                {newsDate(post.created)}
              </time>
            </li>
          ))}
        </ul>
      </QueryBoundary>
    </Card>
  );
}
