import type { NewsPost } from '@rekry/domain';
import { Newspaper, Pencil, PenSquare, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DataList, type ListColumn } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useNewsPosts } from './api.ts';
import { DeleteNewsDialog } from './delete-news.tsx';
import { newsDate } from './news-article.tsx';
import { newsStrings } from './strings.ts';

const t = newsStrings.list;

/** /admin/news: every post, newest first; a superuser writes, edits and deletes from here. */
export function NewsListPage() {
  const { user } = useWorkspace();
  const canWrite = user.superuser;
  const posts = useNewsPosts();
  const [removing, setRemoving] = useState<NewsPost | null>(null);
  const rows = posts.data ?? [];

  const actions = (post: NewsPost, withEdit: boolean): ReactNode => (
    <span className="inline-flex items-center gap-1">
      {withEdit ? (
        <Link
          to={paths.editNews(post.id)}
          aria-label={t.editNamed(post.title)}
          className={buttonClass('ghost', 'sm', 'relative z-10 text-gray-600')}
        >
          <Pencil className="size-4" aria-hidden />
          {t.edit}
        </Link>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="relative z-10 text-gray-500 hover:text-red-700"
        aria-label={t.removeNamed(post.title)}
        title={t.removeNamed(post.title)}
        onClick={() => setRemoving(post)}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </span>
  );
  const write = canWrite ? (
    <Link to={paths.createNews} className={buttonClass('primary')}>
      <PenSquare className="size-4" aria-hidden />
      {t.write}
    </Link>
  ) : null;

  return (
    <>
      <PageHeader title={t.title} description={t.description} actions={write} />
      <Card>
        <QueryBoundary
          query={posts}
          loading={<SkeletonRows label={t.loading} rows={3} />}
          failed={t.failed}
          isEmpty={rows.length === 0}
          empty={<EmptyState icon={Newspaper} title={t.empty} description={t.emptyText} />}
        >
          <DataList
            rows={rows}
            columns={COLUMNS}
            rowKey={(post) => post.id}
            rowHref={(post) => paths.newsPost(post.id)}
            {...(canWrite
              ? {
                  after: {
                    header: t.actions,
                    className: 'w-40 text-right whitespace-nowrap',
                    cell: (post: NewsPost) => actions(post, true),
                    card: (post: NewsPost) => actions(post, false),
                  },
                }
              : {})}
          />
        </QueryBoundary>
      </Card>
      <DeleteNewsDialog post={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

const COLUMNS: ListColumn<NewsPost>[] = [
  {
    key: 'title',
    header: t.heading,
    cell: (post) => <RowLink to={paths.newsPost(post.id)}>{post.title}</RowLink>,
    card: { title: (post) => post.title },
  },
  {
    key: 'created',
    header: t.published,
    cellClassName: 'whitespace-nowrap text-gray-600 tabular-nums',
    cell: (post) => <time dateTime={post.created}>{newsDate(post.created)}</time>,
    card: { subtitle: (post) => newsDate(post.created) },
  },
  {
    key: 'author',
    header: t.author,
    cellClassName: 'text-gray-600',
    cell: (post) => post.author ?? '–',
    card: { footer: (post) => post.author ?? '' },
  },
];
