import type { FormProperty } from '@rekry/domain';
import { Eye } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { isFoundCompany } from '../../lib/public-company.ts';
import { FormPreview, usePreviewCompany } from '../careers/index.ts';
import { builderStrings as t } from './strings.ts';

/**
 * The live preview beside the builder: the form as applicants see it, rendered by the career site's own
 * renderer with the company's texts and validators (SPEC: "the form the builder saves is exactly what the
 * public site renders").
 */
export function FormPreviewPanel({ form, companyName }: { form: FormProperty[]; companyName: string }) {
  const company = usePreviewCompany(companyName);
  // Typing in an editor stays quick; the preview follows a moment later.
  const shown = useDeferredValue(form);
  return (
    <section
      aria-labelledby="form-preview-title"
      className="rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
    >
      <header className="flex items-center gap-2 border-b border-gray-100 px-4 py-3 sm:px-6">
        <Eye className="size-4 text-brand-600" aria-hidden />
        <h2 id="form-preview-title" className="text-sm font-semibold text-gray-900">
          {t.previewTitle}
        </h2>
      </header>
      <div className="px-4 py-5 sm:px-6">
        <p className="mb-5 text-sm text-gray-500">{t.previewHint}</p>
        {company.isPending ? (
          <div role="status" aria-label={t.previewLoading} className="space-y-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : company.isError || !isFoundCompany(company.data) ? (
          <Alert tone="error">{t.previewFailed}</Alert>
        ) : (
          <FormPreview form={shown} company={company.data} />
        )}
      </div>
    </section>
  );
}
