import { Skeleton } from '../../components/ui/skeleton.tsx';

/** The form builder's two columns while the form loads (a position's form and a form template). */
export function BuilderSkeleton() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}
