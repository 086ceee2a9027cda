import { ButtonLink } from '../../components/ui/button-link.tsx';
import { AllLink } from '../../components/ui/list-card.tsx';
import { formatDate, type HomeOverview } from '@rekry/domain';
import { Megaphone, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../lib/paths.ts';
import { homeStrings } from './strings.ts';

const t = homeStrings.positions;

function CreateLink({ variant }: { variant: 'primary' | 'secondary' }) {
  return (
    <ButtonLink to={paths.newPosition} variant={variant} size="sm">
      <Plus className="size-4" aria-hidden />
      {t.create}
    </ButtonLink>
  );
}

/** The open positions with what waits in them: new (unread) and unprocessed applicants. */
export function OpenPositions({
  overview,
  canCreate,
}: {
  overview: Pick<HomeOverview, 'positions' | 'openPositions'>;
  canCreate: boolean;
}) {
  const { positions, openPositions } = overview;
  return (
    <Card data-testid="home-open-positions">
      <CardHeader
        title={t.title}
        description={positions.length ? t.description(positions.length, openPositions) : undefined}
        actions={
          <>
            {canCreate ? <CreateLink variant="secondary" /> : null}
            <AllLink to={paths.positions}>{t.all}</AllLink>
          </>
        }
      />
      {positions.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title={t.empty}
          description={canCreate ? t.emptyTextWriter : t.emptyText}
          action={canCreate ? <CreateLink variant="primary" /> : undefined}
        />
      ) : (
        <ul className="divide-y divide-gray-100">
          {positions.map((p) => (
            <li
              key={p.id}
              className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <Link
                  to={paths.position(p.id)}
                  className="font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {p.name}
                </Link>
                <p className="text-xs text-gray-600">
                  {p.stop ? t.stop(formatDate(p.stop)) : t.untilFurther}
                </p>
              </div>
              <div className="flex flex-wrap gap-1.5">
                {p.totalNew > 0 ? <Badge tone="brand">{t.new(p.totalNew)}</Badge> : null}
                {p.totalUnProcessed > 0 ? (
                  <Badge tone="amber">{t.unprocessed(p.totalUnProcessed)}</Badge>
                ) : null}
                <Badge>{t.applicants(p.totalApplicants)}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
