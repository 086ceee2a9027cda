import { ROLE_LABELS, roleAtLeast } from '@rekry/domain';
import { ArrowRight, Building2, Circle, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { canCreatePosition } from '../../lib/access.ts';
import { cn } from '../../lib/cn.ts';
import { useScreens } from '../../lib/screens.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { LatestNews } from '../news/index.ts';
import { homeCardsFor, type ResolvedHomeCard } from './home-cards.ts';
import { HomeOverviewSection } from './home-overview.tsx';
import { homeStrings as t } from './strings.ts';

/**
 * /admin (and /): who you are, where you are, the day's work of the company (for its members: every member
 * sees every position of the company, so a reader sees the same overview without 'Skapa annons') and what
 * you can do next.
 */
export function HomePage() {
  const { user, container, role, canSwitch } = useWorkspace();
  useDocumentTitle('Start');
  const screens = useScreens();
  const cards = homeCardsFor(role, canSwitch, screens);
  return (
    <div className="space-y-8">
      <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
        <div className="bg-gradient-to-r from-brand-700 to-brand-500 px-6 py-6 sm:px-8">
          <h1 className="text-2xl font-semibold tracking-tight text-white">{t.greeting(user.firstname)}</h1>
          <p className="mt-1 text-sm text-brand-100">{user.email}</p>
        </div>
        <dl className="grid gap-px bg-gray-100 sm:grid-cols-2">
          <div className="bg-white px-6 py-4 sm:px-8">
            <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{t.company}</dt>
            <dd
              className="mt-1 flex items-center gap-2 text-base font-semibold text-gray-900"
              data-testid="home-company"
            >
              <Building2 className="size-4 text-gray-400" aria-hidden />
              {container ? container.displayName || container.name : '–'}
            </dd>
          </div>
          <div className="bg-white px-6 py-4 sm:px-8">
            <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{t.yourRole}</dt>
            <dd className="mt-1" data-testid="home-role">
              <Badge tone="brand" className="text-sm">
                {ROLE_LABELS[role]}
              </Badge>
            </dd>
          </div>
        </dl>
      </section>

      {!container && !user.superuser ? <Alert tone="info">{t.noCompany}</Alert> : null}

      {container && roleAtLeast(role, 'reader') ? (
        <HomeOverviewSection
          key={container.id}
          containerId={container.id}
          canCreate={canCreatePosition(role)}
        />
      ) : null}

      {/* News is for staff: a member of some company, or a superuser (get_BlogPosts refuses anyone else). */}
      {container || user.superuser ? <LatestNews /> : null}

      <section aria-labelledby="home-next">
        <h2 id="home-next" className="mb-4 text-lg font-semibold text-gray-900">
          {t.whatNext}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((card) => (
            <li key={card.id}>
              <ActionCard card={card} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function ActionCard({ card }: { card: ResolvedHomeCard }) {
  const { enabled } = card;
  const Icon = card.icon ?? Circle;
  const body = (
    <>
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-lg',
          enabled ? 'bg-brand-50 text-brand-600' : 'bg-gray-100 text-gray-400',
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block font-semibold', enabled ? 'text-gray-900' : 'text-gray-500')}>
          {card.title}
        </span>
        <span className={cn('mt-0.5 block text-sm', enabled ? 'text-gray-600' : 'text-gray-400')}>
          {card.text}
        </span>
        {!enabled ? (
          <span className="mt-2 inline-flex items-center gap-1 text-xs font-medium text-gray-500">
            <Lock className="size-3" aria-hidden />
            {t.needsRole(ROLE_LABELS[card.need])}
          </span>
        ) : null}
      </span>
      {enabled ? (
        <ArrowRight
          className="mt-1 size-4 shrink-0 text-gray-300 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600"
          aria-hidden
        />
      ) : null}
    </>
  );
  const base = 'flex h-full items-start gap-4 rounded-xl p-5 ring-1';
  if (!enabled) {
    return (
      <div
        role="link"
        aria-disabled="true"
        className={cn(base, 'cursor-not-allowed bg-gray-50 ring-gray-200')}
        data-testid={`home-card-${card.id}`}
      >
        {body}
      </div>
    );
  }
  return (
    <Link
      to={card.to}
      className={cn(
        base,
        'group bg-white shadow-sm ring-gray-200 transition hover:shadow-md hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-brand-500',
      )}
      data-testid={`home-card-${card.id}`}
    >
      {body}
    </Link>
  );
}
