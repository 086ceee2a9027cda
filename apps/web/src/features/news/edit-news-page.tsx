import { Newspaper } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '../../components/ui/back-link.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { isApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useNewsPost } from './api.ts';
import { NewsForm } from './news-form.tsx';
import { newsStrings } from './strings.ts';

const t = newsStrings.editor;

/** /admin/news/:id/edit (superuser): the post's form with its saved text; saving returns to the post. */
export function EditNewsPage() {
  const id = Number(useParams()['id']);
  return <EditNews key={id} id={id} />;
}

function EditNews({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useNewsPost(id);
  const back = <BackLink to={paths.newsPost(id)}>{newsStrings.post.back}</BackLink>;
  if (query.isError && isApiError(query.error) && query.error.status === 404)
    return (
      <>
        <PageHeader title={t.editTitle} back={<BackLink to={paths.news}>{t.back}</BackLink>} />
        <NotFoundCard icon={Newspaper} title={newsStrings.post.notFound} />
      </>
    );
  if (query.isPending) return <LoadingBlock label={newsStrings.post.loading} back={back} />;
  if (query.isError)
    return (
      <>
        <PageHeader title={t.editTitle} back={back} />
        <LoadError title={newsStrings.post.failed} error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  const post = query.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.editTitle} back={back} />
      <NewsForm
        id={post.id}
        initial={{ title: post.title, body: post.body }}
        cancelTo={paths.newsPost(post.id)}
        onSaved={(saved) => {
          toast.success(commonStrings.saved);
          void navigate(paths.newsPost(saved.id));
        }}
      />
    </div>
  );
}
