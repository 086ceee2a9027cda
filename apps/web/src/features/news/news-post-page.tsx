import { ButtonLink } from '../../components/ui/button-link.tsx';
import type { NewsPost } from '@rekry/domain';
import { Newspaper, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { isApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useNewsPost } from './api.ts';
import { DeleteNewsDialog } from './delete-news.tsx';
import { NewsArticle, newsDate } from './news-article.tsx';
import { newsStrings } from './strings.ts';

const t = newsStrings.post;

/** /admin/news/:id: one post for every signed-in staff user; a superuser may change or delete it. */
export function NewsPostPage() {
  const id = Number(useParams()['id']);
  return <NewsPostScreen key={id} id={id} />;
}

function NewsPostScreen({ id }: { id: number }) {
  const query = useNewsPost(id);
  const back = <BackLink to={paths.news}>{t.back}</BackLink>;
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return (
      <>
        <PageHeader title={t.notFound} back={back} />
        <NotFoundCard icon={Newspaper} title={t.notFound} description={t.notFoundText} />
      </>
    );
  }
  if (query.isPending) return <LoadingBlock label={t.loading} back={back} />;
  if (query.isError)
    return (
      <>
        <PageHeader title={newsStrings.list.title} back={back} />
        <LoadError title={t.failed} error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  return <Post post={query.data} back={back} />;
}

function Post({ post, back }: { post: NewsPost; back: React.ReactNode }) {
  const { user } = useWorkspace();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);
  useDocumentTitle(post.title);
  const changed = newsDate(post.updated) !== newsDate(post.created) ? newsDate(post.updated) : null;
  const actions = user.superuser ? (
    <>
      <ButtonLink to={paths.editNews(post.id)} variant="secondary">
        <Pencil className="size-4" aria-hidden />
        {t.edit}
      </ButtonLink>
      <Button variant="danger-outline" onClick={() => setRemoving(true)} icon={Trash2}>
        {t.remove}
      </Button>
    </>
  ) : null;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={newsStrings.list.title} back={back} actions={actions} />
      <NewsArticle
        title={post.title}
        body={post.body}
        date={newsDate(post.created)}
        author={post.author}
        updated={changed}
      />
      <DeleteNewsDialog
        post={removing ? post : null}
        onClose={() => setRemoving(false)}
        onDeleted={() => void navigate(paths.news)}
      />
    </div>
  );
}
