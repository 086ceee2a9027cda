import {
  EMPTY_PUBLIC_SEARCH,
  TALENT_POOL_PATH,
  searchTitle,
  type PublicContainer,
} from '@rekry/domain/public';
import { Link } from 'wouter';
import { cn } from '../../lib/cn.ts';
import { onIntent } from '../../lib/preloadable-page.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CompanyBanner } from './company-banner.tsx';
import { PositionList } from './position-list.tsx';
import { preloadTalentPoolPage } from './talent-pool/lazy-talent-pool-page.ts';
import { SearchForm } from './search-form.tsx';
import { WatchSearchButton } from './job-alerts/watch-button.tsx';
import { Prose } from './prose.tsx';
import { careerStrings as t } from './strings.ts';
import { themed } from './theme.ts';
import { usePublicSearch } from './use-public-search.ts';
import { usePublicSite } from './use-public-site.ts';

/** / and /positions: every company's open positions on the portal, or one company's branded page. */
export function PositionsPage() {
  const site = usePublicSite();
  return site.mode === 'company' ? <CompanyPage company={site.company} /> : <PortalPositions />;
}

function PortalPositions() {
  useDocumentTitle(searchTitle(t.positions, usePublicSearch().search ?? EMPTY_PUBLIC_SEARCH));
  return (
    <>
      <section className="border-b border-gray-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl">{t.heading}</h1>
          <p className="mt-3 max-w-2xl text-base text-gray-600">{t.intro}</p>
          <SearchForm className="mt-6" />
          <WatchSearchButton />
        </div>
      </section>
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <PositionList withCompany heading={() => t.positions} summary={(total) => t.positionCount(total)} />
      </div>
    </>
  );
}

/** A company's public page (SPEC §2): banner, 'Jobba hos' + name, the count and its open positions. */
function CompanyPage({ company }: { company: PublicContainer }) {
  const name = company.fields.DisplayName.data || company.name;
  const title = `${t.workAt} ${name}`;
  useDocumentTitle(searchTitle(title, usePublicSearch().search ?? EMPTY_PUBLIC_SEARCH));
  return (
    <>
      <CompanyBanner company={company} />
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 pb-12 sm:px-6">
        {company.fields.CompanyLogo.data ? (
          <img
            src={company.fields.CompanyLogo.data}
            alt={t.logoOf(name)}
            className="relative -mt-10 h-20 w-auto max-w-56 rounded-2xl bg-white object-contain p-3 shadow-md ring-1 ring-gray-900/10 sm:-mt-12 sm:h-24"
          />
        ) : null}
        <h1
          className={cn('mt-6 text-3xl font-semibold tracking-tight break-words sm:text-4xl', themed.heading)}
        >
          {title}
        </h1>
        {company.profile.description ? (
          <Prose html={company.profile.description} className="mt-4 max-w-3xl" />
        ) : null}
        <SearchForm containerId={company.id} className="mt-8" />
        <WatchSearchButton company={company} />
        <div className="mt-8">
          <PositionList
            containerId={company.id}
            withCompany={false}
            heading={(total) => (total === null ? t.positions : t.openPositions(total))}
          />
        </div>
        {company.talentPool ? (
          <p className={cn('mt-10 text-base', themed.detail)}>
            {t.poolLead}{' '}
            <Link
              href={TALENT_POOL_PATH}
              className={cn('font-medium underline underline-offset-2', themed.link)}
              {...onIntent(preloadTalentPoolPage)}
            >
              {t.poolLink}
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
