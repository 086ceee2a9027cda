import { ListCard } from '../../components/ui/list-card.tsx';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
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
    <ListCard
      testId="home-news"
      title={t.title}
      all={{ to: paths.news, label: t.all }}
      query={posts}
      texts={t}
      icon={Newspaper}
      isEmpty={rows.length === 0}
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
    </ListCard>
  );
}
