import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '../../components/ui/back-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { paths } from '../../lib/paths.ts';
import { clearDraft, readDraft, saveDraft } from './draft.ts';
import { NewsForm } from './news-form.tsx';
import { newsStrings } from './strings.ts';

const t = newsStrings.editor;

/**
 * /admin/create-news (superuser): a new post, started from the draft the preview was made of (if any).
 * Publish saves it at once; Förhandsgranska shows it as readers will see it (/admin/create-news/details).
 */
export function CreateNewsPage() {
  const navigate = useNavigate();
  const initial = readDraft() ?? { title: '', body: '' };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t.createTitle}
        description={t.createDescription}
        back={<BackLink to={paths.news}>{t.back}</BackLink>}
      />
      <NewsForm
        initial={initial}
        cancelTo={paths.news}
        onChange={saveDraft}
        onCancel={clearDraft}
        onPreview={(draft) => {
          saveDraft(draft);
          void navigate(paths.createNewsPreview);
        }}
        onSaved={(post) => {
          clearDraft();
          toast.success(commonStrings.saved);
          void navigate(paths.newsPost(post.id));
        }}
      />
    </div>
  );
}
