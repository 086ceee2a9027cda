import { PublicBackLink } from '../back-link.tsx';
import { useQuery } from '../public-query.tsx';
import {
  INVITE_PARAM,
  consentFor,
  type Answers,
  type ApplyResponse,
  type PublicPositionDetail,
} from '@rekry/domain/public';
import { isApiError, publicApi } from '../../../lib/api.ts';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { PublicNotFound } from '../public-not-found.tsx';
import { usePublicPosition } from '../public-queries.ts';
import { publicQueries } from '../public-queries.ts';
import { PositionClosedNotice } from '../position-notice.tsx';
import { isReachableHere, positionRefFromParams } from '../position-ref.ts';
import { usePublicSite } from '../use-public-site.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isFoundCompany } from '../../../lib/public-company.ts';
import { themed } from '../theme.ts';
import { ApplicationForm } from './application-form.tsx';
import type { PoolFiles } from './pool-files-choice.tsx';
import { applyStrings as t } from './strings.ts';
import { LazySuccessView } from './lazy-after-start.tsx';

/** /{id}_{slug}/apply, /positions/{id}/apply and the internal apply routes (SPEC §2). */
export function ApplyPage() {
  const ref = positionRefFromParams(useParams());
  if (ref === null) return <PublicNotFound />;
  // Keyed so that moving to another position starts from its own form and saved answers.
  return <ApplyToPosition key={String(ref)} positionRef={ref} />;
}

/**
 * The form of one position (or of the company's talent pool: `pool`, its own heading and way back). An
 * address with `?inbjudan=` (a pool member's invitation) fills in what the person already gave.
 */
export function ApplyToPosition({
  positionRef,
  pool = false,
}: {
  positionRef: number | string;
  pool?: boolean;
}) {
  const site = usePublicSite();
  const invitation = useInvitation();
  const position = usePublicPosition(positionRef);
  const reachable =
    position.data !== null &&
    (position.data === undefined ||
      isReachableHere(position.data, positionRef, site.mode === 'company' ? site.company.id : null));
  const canApply = reachable && (position.data?.canApply ?? false);
  const company = useQuery(publicQueries.positionOwner(positionRef, canApply));
  const [result, setResult] = useState<ApplyResponse['data'] | null>(null);
  useDocumentTitle(position.data ? (pool ? t.poolHeading : t.documentTitle(position.data.name)) : null);

  if (position.isPending || (canApply && company.isPending)) return <PageSpinner />;
  if (!reachable) return <PublicNotFound />;
  if (position.isError || company.isError) {
    return (
      <Shell>
        <Alert tone="error" title={t.loadFailed}>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void (position.isError ? position.refetch() : company.refetch())}
          >
            {t.retry}
          </Button>
        </Alert>
      </Shell>
    );
  }

  const detail = position.data;
  if (!detail) return <PublicNotFound />;
  const owner = company.data;
  return (
    <Shell position={detail} pool={pool}>
      {invitation.notice ? (
        <Alert tone={invitation.prefill ? 'info' : 'warning'} title={invitation.notice} className="mb-4" />
      ) : null}
      {result ? (
        <Suspense fallback={<PageSpinner />}>
          <LazySuccessView result={result} />
        </Suspense>
      ) : !detail.canApply || !isFoundCompany(owner) ? (
        <PositionClosedNotice status={detail.status} />
      ) : (
        <div className="rounded-xl bg-white px-4 py-6 shadow-sm ring-1 ring-gray-200 sm:px-8 sm:py-8">
          <ApplicationForm
            form={detail.form}
            positionStart={detail.start}
            positionRef={positionRef}
            // The pool's form asks for the pool's consent, which names its own period.
            company={pool ? { ...owner, consent: consentFor(owner, 'pool') } : owner}
            onSent={setResult}
            prefill={invitation.prefill}
            poolFiles={invitation.poolFiles}
          />
        </div>
      )}
    </Shell>
  );
}

/**
 * An invitation's answers, fetched after hydration (the first render is the server's empty form) and only
 * when the address carries its token; a link gone bad is said, and the form is left empty.
 */
interface Invitation {
  prefill: Answers | null;
  poolFiles: PoolFiles | null;
  notice: string | null;
}

function useInvitation(): Invitation {
  const [state, setState] = useState<Invitation>({ prefill: null, poolFiles: null, notice: null });
  const token = new URLSearchParams(useSearch()).get(INVITE_PARAM);
  useEffect(() => {
    if (!token) return;
    let live = true;
    publicApi.invitePrefill(token).then(
      (found) =>
        live &&
        setState({
          prefill: found.answers,
          poolFiles: found.files.length ? { token, files: found.files } : null,
          notice: found.files.length ? t.invitePrefilledWithFiles : t.invitePrefilled,
        }),
      (error: unknown) =>
        live &&
        setState({
          prefill: null,
          poolFiles: null,
          notice: isApiError(error) ? error.message : t.inviteFailed,
        }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return state;
}

/** The page around the form: a link back to the ad (or the list), the position's name and company. */
function Shell({
  position,
  pool = false,
  children,
}: {
  position?: PublicPositionDetail;
  pool?: boolean;
  children: ReactNode;
}) {
  // Back to the ad at the address the applicant came by (old-style and internal addresses included).
  const location = useLocation()[0];
  const adPath = pool ? '/' : location.replace(/\/apply\/?$/, '') || '/';
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      {position ? (
        <header className="mb-6 sm:mb-8">
          <PublicBackLink href={adPath}>{pool ? t.backToList : t.backToPosition}</PublicBackLink>
          <p className={cn('mt-5 text-sm font-semibold tracking-wide uppercase', themed.detail)}>
            {pool ? position.containerName : t.eyebrow}
          </p>
          <h1 className={cn('mt-1 text-2xl font-semibold tracking-tight sm:text-3xl', themed.heading)}>
            {pool ? t.poolHeading : position.name}
          </h1>
          <p className={cn('mt-2 text-base', themed.detail)}>
            {pool ? position.text : [position.containerName, position.location].filter(Boolean).join(' · ')}
          </p>
        </header>
      ) : null}
      {children}
    </div>
  );
}
