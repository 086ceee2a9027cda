import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { FormProperty } from '@rekry/domain';
import { FormBuilder } from './form-builder.tsx';
import { FormPreviewPanel } from './form-preview-panel.tsx';

/**
 * The form builder beside the job seeker's preview (under it on a narrower screen); the preview stays in
 * view while a long form scrolls. A position's form and a form template are edited in it.
 */
export function FormEditor({
  form,
  onChange,
  companyName,
}: {
  form: FormProperty[];
  onChange: (form: FormProperty[]) => void;
  companyName: string;
}) {
  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
      <div className="min-w-0">
        <FormBuilder form={form} onChange={onChange} />
      </div>
      <div className="min-w-0 xl:sticky xl:top-32 xl:max-h-[calc(100dvh-9rem)] xl:overflow-y-auto xl:rounded-xl">
        <FormPreviewPanel form={form} companyName={companyName} />
      </div>
    </div>
  );
}

/** The form editor's two columns while the form loads. */
export function BuilderSkeleton() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}
