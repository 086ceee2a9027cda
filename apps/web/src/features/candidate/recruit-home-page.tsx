import { stockholmDate } from '@rekry/domain';
import { ArrowUpRight, Briefcase, FileText, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { recruitPaths } from '../../lib/paths.ts';
import { publicUrl } from '../../lib/public-url.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useMyApplications } from './api.ts';
import { StatusBadge } from './status-badge.tsx';
import { candidateStrings } from './strings.ts';

const t = candidateStrings.home;
const day = (iso: string) => stockholmDate(new Date(iso));

/** /admin/recruit: the candidate's Home — their applications with status, and open positions. */
export function RecruitHomePage() {
  const { user } = useWorkspace();
  const query = useMyApplications();
  const applications = query.data?.applications ?? [];
  const open = query.data?.openPositions ?? [];
  return (
    <>
      <PageHeader title={t.title(user.firstname)} description={t.description} />
      <div className="grid gap-6 lg:grid-cols-5">
        <ListCard
          className="lg:col-span-3"
          title={t.applications}
          description={t.applicationsHint}
          query={query}
          texts={t}
          icon={FileText}
          isEmpty={applications.length === 0}
          emptyAction={
            <a href={publicUrl('/positions')} className={buttonClass('primary')}>
              {t.findJobs}
            </a>
          }
          footer={
            <Link
              to={recruitPaths.myPages}
              className="font-medium text-brand-600 hover:text-brand-700 hover:underline"
            >
              {t.details}
            </Link>
          }
        >
          <ul className="divide-y divide-gray-100">
            {applications.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-5 py-4">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-gray-900">{a.positionName}</p>
                  <p className="text-sm text-gray-600">
                    {a.companyName} · <span className="whitespace-nowrap">{t.applied(day(a.createdAt))}</span>
                  </p>
                </div>
                <StatusBadge status={a.status} />
              </li>
            ))}
          </ul>
        </ListCard>

        <Card className="lg:col-span-2">
          <CardHeader title={t.openPositions} description={t.openPositionsHint} />
          <QueryBoundary
            query={query}
            loading={<SkeletonRows rows={3} label={t.loading} />}
            failed={t.failed}
            isEmpty={open.length === 0}
            empty={<p className="px-5 py-6 text-sm text-gray-600">{t.noOpenPositions}</p>}
          >
            <ul className="divide-y divide-gray-100">
              {open.map((p) => (
                <li key={p.id} className="px-5 py-4">
                  <p className="flex items-center gap-2 font-medium text-gray-900">
                    <Briefcase className="size-4 shrink-0 text-gray-400" aria-hidden />
                    {p.name}
                  </p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-gray-600">
                    {p.companyName}
                    {p.location ? (
                      <span className="inline-flex items-center gap-1">
                        <MapPin className="size-3.5" aria-hidden />
                        {p.location}
                      </span>
                    ) : null}
                  </p>
                  <a
                    href={publicUrl(p.path)}
                    className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline"
                  >
                    {t.readMore}
                    <span className="sr-only">: {p.name}</span>
                    <ArrowUpRight className="size-4" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          </QueryBoundary>
        </Card>
      </div>
    </>
  );
}
