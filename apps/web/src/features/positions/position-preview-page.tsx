import { formatDateTime } from '@rekry/domain';
import { Eye } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RecordBoundary } from '../../components/ui/record-boundary.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { isRecordId, paths } from '../../lib/paths.ts';
import { PositionPreview } from '../careers/index.ts';
import { usePosition, usePositionPreview } from './api.ts';
import { PublishButton } from './publish-dialog.tsx';
import { adStatusText, PositionBadges } from './status-badge.tsx';
import { positionStrings } from './strings.ts';

const t = positionStrings.preview;

/**
 * /admin/positions/:id/preview — 'Förhandsgranska': the ad's career-site page and application form as
 * applicants will see them (the company's theme and texts, the real validators), a draft too. Marked as
 * a preview; nothing is sent, and it is never indexed or kept by a cache (the server's headers). An ad
 * not yet out says so in place of its status, and may be published from here.
 */
export const PositionPreviewPage = companyScreen(({ containerId, params }) => (
  <PreviewView containerId={containerId} positionId={Number(params['id'])} />
));

function PreviewView({ containerId, positionId }: { containerId: number; positionId: number }) {
  const preview = usePositionPreview(containerId, positionId);
  const position = usePosition(containerId, positionId);
  const valid = isRecordId(positionId);
  const back = (
    <BackLink to={valid ? paths.position(positionId) : paths.positions}>
      {position.data?.name ?? t.back}
    </BackLink>
  );
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <RecordBoundary
        query={preview}
        valid={valid}
        back={back}
        texts={{ ...positionStrings.detail, title: t.title, loading: t.loading }}
        loading={<Skeleton className="h-96 rounded-xl" />}
      >
        {({ detail, company, publication, publishedAt }) => (
          <>
            <PageHeader
              back={back}
              title={t.title}
              description={
                position.data ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-gray-700">{position.data.name}</span>
                    <PositionBadges position={position.data} />
                  </span>
                ) : null
              }
              actions={
                position.data ? <PublishButton position={position.data} containerId={containerId} /> : null
              }
            />
            <Alert tone="info" title={t.banner}>
              {publication === 'Utkast'
                ? t.bannerDraft
                : publication === 'Schemalagd'
                  ? t.bannerScheduled(formatDateTime(publishedAt))
                  : null}
            </Alert>
            <div
              className="mt-4 overflow-hidden rounded-xl ring-1 ring-gray-200"
              role="region"
              aria-label={t.title}
              data-testid="position-preview"
            >
              <div className="flex items-center gap-2 bg-gray-800 px-4 py-2 text-xs font-medium text-white">
                <Eye className="size-4" aria-hidden />
                {t.title}
              </div>
              <PositionPreview
                detail={detail}
                company={company}
                notice={t.noSending}
                formHeading={t.applyHeading}
                unpublished={
                  publication === 'Publicerad'
                    ? undefined
                    : adStatusText({ status: detail.status, publication, publishedAt })
                }
              />
            </div>
          </>
        )}
      </RecordBoundary>
    </>
  );
}
