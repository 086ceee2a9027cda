import { BriefcaseBusiness } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { careerStrings as t } from './strings.ts';

/** / and /positions: the public list. Positions arrive in a later issue; until then, an honest empty list. */
export function PositionsPage() {
  useDocumentTitle(t.positions);
  return (
    <>
      <section className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl">{t.heading}</h1>
          <p className="mt-3 max-w-2xl text-base text-gray-600">{t.intro}</p>
        </div>
      </section>
      <section
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6"
        aria-labelledby="positions-heading"
      >
        <h2 id="positions-heading" className="mb-4 text-lg font-semibold text-gray-900">
          {t.positions}
        </h2>
        <div className="rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
          <EmptyState icon={BriefcaseBusiness} title={t.empty} description={t.emptyText} />
        </div>
      </section>
    </>
  );
}
