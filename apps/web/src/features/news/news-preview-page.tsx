import { ButtonLink } from '../../components/ui/button-link.tsx';
import { stockholmDate } from '@rekry/domain';
import { Newspaper, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useSaveNews } from './api.ts';
import { clearDraft, readDraft } from './draft.ts';
import { NewsArticle } from './news-article.tsx';
import { newsStrings } from './strings.ts';

const t = newsStrings.preview;

/**
 * /admin/create-news/details (superuser): the draft of /admin/create-news as readers will see it, before it
 * is published (docs/decisions.md 'News: /admin/create-news/details').
 */
export function NewsPreviewPage() {
  const { user } = useWorkspace();
  const navigate = useNavigate();
  const save = useSaveNews();
  const [draft] = useState(readDraft);
  const [failure, setFailure] = useState<string | null>(null);
  const back = <BackLink to={paths.createNews}>{t.back}</BackLink>;

  if (!draft || !draft.title.trim()) {
    return (
      <>
        <PageHeader title={t.title} back={back} />
        <NotFoundCard
          icon={Newspaper}
          title={t.noDraft}
          description={t.noDraftText}
          action={<ButtonLink to={paths.createNews}>{t.write}</ButtonLink>}
        />
      </>
    );
  }

  function publish() {
    if (!draft) return;
    setFailure(null);
    save.mutate(draft, {
      onSuccess: (post) => {
        clearDraft();
        toast.success(commonStrings.saved);
        void navigate(paths.newsPost(post.id));
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  }

  const author = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t.title}
        description={t.description}
        back={back}
        actions={
          <>
            <ButtonLink to={paths.createNews} variant="secondary">
              <Pencil className="size-4" aria-hidden />
              {t.change}
            </ButtonLink>
            <Button onClick={publish} loading={save.isPending} icon={Send}>
              {t.publish}
            </Button>
          </>
        }
      />
      {failure ? (
        <Alert tone="error" className="mb-4">
          {failure}
        </Alert>
      ) : null}
      <NewsArticle title={draft.title} body={draft.body} date={stockholmDate()} author={author} />
    </div>
  );
}
