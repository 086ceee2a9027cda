import { PublicBackLink } from './back-link.tsx';
import { Link, useLocation, useParams } from 'wouter';
import type { PositionStatus, PublicPositionDetail } from '@rekry/domain/public';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { onIntent } from '../../lib/preloadable-page.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PublicNotFound } from './public-not-found.tsx';
import { PositionFactsList, positionFacts } from './position-facts.tsx';
import { PositionContact } from './position-contact.tsx';
import { PositionClosedNotice } from './position-notice.tsx';
import { isReachableHere, positionRefFromParams } from './position-ref.ts';
import { Prose } from './prose.tsx';
import { careerStrings as t } from './strings.ts';
import { themed, themedButtonClass } from './theme.ts';
import { preloadApplyPage } from './apply/lazy-apply-page.ts';
import { usePublicPosition } from './public-queries.ts';
import { usePublicSite } from './use-public-site.ts';

const STATUS_TONE: Record<PositionStatus, BadgeTone> = { Öppen: 'green', Stängd: 'amber', Arkiverad: 'gray' };

/**
 * /{id}_{slug}, /positions/{id}, /internal/{guid}, /internal-positions/{guid}: a position's ad. Open →
 * 'Sök tjänsten'; closed or archived → a notice and no apply button; unknown, or another company's on a
 * company's site → not found.
 */
export function PositionDetailPage() {
  const ref = positionRefFromParams(useParams());
  const site = usePublicSite();
  const position = usePublicPosition(ref);
  const notFound = <PublicNotFound label={t.allPositions} />;

  if (ref === null) return notFound;
  if (position.isPending) return <DetailSkeleton />;
  if (position.isError) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
        <Alert tone="error" title={t.positionError}>
          <p>{errorMessage(position.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void position.refetch()}>
            {commonStrings.tryAgain}
          </Button>
        </Alert>
      </div>
    );
  }
  const data = position.data;
  if (!data || !isReachableHere(data, ref, site.mode === 'company' ? site.company.id : null)) return notFound;
  return <PositionAd position={data} />;
}

/**
 * A position's ad as the public sees it. `preview` is its staff's preview (in the admin app): no way
 * back to the list, `apply` in place of the link to the form, and for an ad not yet out its `unpublished`
 * state ('Utkast', 'Schemalagd …') in place of its status and without the published date.
 */
export function PositionAd({
  position,
  preview,
}: {
  position: PublicPositionDetail;
  preview?: { apply: ReactNode; unpublished?: string | undefined };
}) {
  const [pathname] = useLocation();
  useDocumentTitle(position.name);
  const open = position.status === 'Öppen' && position.canApply;
  const applyPath = `${pathname.replace(/\/+$/, '')}/apply`;

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
      {preview ? null : <PublicBackLink href="/positions">{t.allPositions}</PublicBackLink>}

      {position.banner ? (
        // Decorative: the heading below names the position.
        <img
          src={position.banner}
          alt=""
          data-testid="position-banner"
          className="mt-6 h-32 w-full rounded-xl bg-[var(--rk-social-bg)] object-cover sm:h-56"
        />
      ) : null}

      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-3">
          {position.companyLogo ? (
            <img
              src={position.companyLogo}
              alt=""
              // A fixed tile (as in the list): the name beside it does not move when the logo arrives.
              width={56}
              height={40}
              className="h-10 w-14 rounded-lg bg-white object-contain p-1 ring-1 ring-gray-900/10"
            />
          ) : null}
          <p className={cn('text-sm font-medium', themed.detail)}>{position.containerName}</p>
          {position.isInternal ? <Badge tone="brand">{t.internal}</Badge> : null}
        </div>
        <h1
          className={cn('mt-3 text-3xl font-semibold tracking-tight break-words sm:text-4xl', themed.heading)}
        >
          {position.name}
        </h1>
        {position.text ? (
          <p className={cn('mt-3 max-w-3xl text-lg whitespace-pre-line', themed.detail)}>{position.text}</p>
        ) : null}
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="lg:order-2" aria-label={t.aboutPosition}>
          <div
            className={cn(
              'space-y-5 rounded-xl p-5 shadow-sm ring-1 ring-gray-900/10 lg:sticky lg:top-6',
              themed.surface,
            )}
          >
            <div className="flex items-center justify-between gap-3">
              <span className={cn('text-sm font-medium', themed.detail)}>{t.status}</span>
              {preview?.unpublished ? (
                <Badge tone="gray">{preview.unpublished}</Badge>
              ) : (
                <Badge tone={STATUS_TONE[position.status]}>{position.status}</Badge>
              )}
            </div>
            <PositionFactsList
              facts={positionFacts(position, { withCompany: true, published: !preview?.unpublished })}
            />
            {open && preview ? (
              preview.apply
            ) : open ? (
              // Below lg the bar under the ad is the way to apply (on screen from the start).
              <div className="hidden lg:block">
                <ApplyLink href={applyPath} />
              </div>
            ) : (
              <PositionClosedNotice status={position.status} />
            )}
          </div>
        </aside>
        <div className="space-y-10 lg:order-1">
          <article aria-labelledby="position-ad-heading">
            {/* Gives the ad's own headings (h3, h4 …) a parent below the page's h1. */}
            <h2 id="position-ad-heading" className="sr-only">
              {t.adText}
            </h2>
            {position.description ? (
              <Prose html={position.description} />
            ) : (
              <p className={themed.detail}>{t.noDescription}</p>
            )}
          </article>
          {position.contact ? <PositionContact contact={position.contact} /> : null}
        </div>
      </div>
      {open && !preview ? <PhoneApplyBar href={applyPath} /> : null}
    </div>
  );
}

function ApplyLink({ href }: { href: string }) {
  return (
    <Link href={href} className={themedButtonClass('lg', 'w-full')} {...onIntent(preloadApplyPage)}>
      {t.apply}
    </Link>
  );
}

/**
 * Below lg, 'Sök tjänsten' after the ad text, held at the foot of the screen while the ad is read: CSS
 * sticky, in the page's flow, so it covers nothing at the end, moves nothing and needs no script.
 */
function PhoneApplyBar({ href }: { href: string }) {
  return (
    <div
      data-testid="phone-apply-bar"
      className={cn(
        'sticky bottom-0 z-10 -mx-4 mt-8 border-t border-gray-900/10 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:-mx-6 sm:px-6 lg:hidden',
        themed.surface,
      )}
    >
      <ApplyLink href={href} />
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label={t.loadingPosition} className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-8 h-9 w-3/4" />
      <Skeleton className="mt-4 h-5 w-1/2" />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className={cn('h-4', i % 3 === 2 ? 'w-2/3' : 'w-full')} />
          ))}
        </div>
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </div>
  );
}
