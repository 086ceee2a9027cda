import { ButtonLink } from '../../components/ui/button-link.tsx';
import type { NewsPost } from '@rekry/domain';
import { Newspaper, PenSquare } from 'lucide-react';
import { DataList, type ListColumn } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { rowActions } from '../../components/ui/row-actions.tsx';
import { paths } from '../../lib/paths.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useDeleteNews, useNewsPosts } from './api.ts';
import { newsDate } from './news-article.tsx';
import { newsStrings } from './strings.ts';

const t = newsStrings.list;

/** /admin/news: every post, newest first; a superuser writes, edits and deletes from here. */
export function NewsListPage() {
  const { user } = useWorkspace();
  const canWrite = user.superuser;
  const posts = useNewsPosts();
  const remove = useDeleteNews();
  const rows = posts.data ?? [];
  const write = canWrite ? (
    <ButtonLink to={paths.createNews}>
      <PenSquare className="size-4" aria-hidden />
      {t.write}
    </ButtonLink>
  ) : null;

  return (
    <>
      <PageHeader title={t.title} description={t.description} actions={write} />
      <ListCard query={posts} texts={t} icon={Newspaper} isEmpty={rows.length === 0}>
        <DataList
          rows={rows}
          columns={COLUMNS}
          rowKey={(post) => post.id}
          rowHref={(post) => paths.newsPost(post.id)}
          after={
            canWrite
              ? rowActions(t.actions, (post: NewsPost) => ({
                  edit: { to: paths.editNews(post.id), text: t.edit, label: t.editNamed(post.title) },
                  remove: {
                    ...newsStrings.remove,
                    label: t.removeNamed(post.title),
                    text: newsStrings.remove.text(post.title),
                    run: () => remove.mutateAsync(post.id),
                  },
                }))
              : undefined
          }
        />
      </ListCard>
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
