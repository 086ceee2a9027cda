import type { GdprOverview } from '@rekry/domain';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { cn } from '../../lib/cn.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useGdprOverview } from './api.ts';
import { PeopleList } from './people-list.tsx';
import { CompanyJobAlertsCard } from '../job-alerts/index.ts';
import { gdprStrings } from './strings.ts';

const t = gdprStrings.overview;

const loadPolicy = () => import('./policy-cards.tsx');
const PolicyCards = lazy(() => loadPolicy().then((m) => ({ default: m.PolicyCards })));

/**
 * /admin/gdpr: the people the company holds data on first (what an admin comes for: a person to inform,
 * hold or delete), then, folded, the period, the next run and the text in force.
 */
export const GdprPage = companyScreen(({ containerId, company }) => (
  <Overview containerId={containerId} company={company} />
));

function Overview({ containerId, company }: { containerId: number; company: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useGdprOverview(containerId, page, useDebounced(search.trim(), 250));
  const data = query.data;
  return (
    <>
      <PageHeader title={t.title} description={t.description(company)} />
      <div className="space-y-6">
        <PeopleList
          containerId={containerId}
          query={query}
          search={search}
          onSearch={(next) => {
            setSearch(next);
            // A new search starts at its first page.
            setPage(1);
          }}
          page={page}
          onPage={setPage}
        />
        <CompanyJobAlertsCard containerId={containerId} />
        {data ? <Policy containerId={containerId} overview={data} /> : null}
      </div>
    </>
  );
}

/** The folded part: its heading is the button that opens it, with the figures that matter under it. */
function Policy({ containerId, overview }: { containerId: number; overview: GdprOverview }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Fetched once the people are shown, so opening it seldom waits; never before them.
  useEffect(() => {
    void loadPolicy().catch(() => undefined); // a failed fetch is tried again when it opens
  }, []);
  return (
    <section className="rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left text-base font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
        >
          {t.policyTitle}
          <ChevronDown
            className={cn('size-5 shrink-0 text-gray-500 transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </button>
      </h2>
      <p className="-mt-2 px-5 pb-4 text-sm text-gray-600">
        {t.policySummary(overview.months, overview.legalBasis, overview.nextRun.erase)}
      </p>
      <div id={panelId} hidden={!open} className="border-t border-gray-100 bg-gray-50 p-4 sm:p-5">
        {open ? (
          <Suspense fallback={<LoadingBlock label={t.loading} />}>
            <PolicyCards containerId={containerId} overview={overview} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
