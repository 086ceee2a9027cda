import type { Banner } from '@rekry/domain';
import { ExternalLink, Image as ImageIcon, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { formatBytes } from '../../lib/read-file.ts';
import { useBanners, useDeleteBanner } from './api.ts';
import { bannerStrings } from './strings.ts';
import { UploadZone } from './upload-zone.tsx';
import { useDialogFor } from '../../lib/use-dialog.ts';

const t = bannerStrings;

/** /admin/banners (writer or admin, SPEC §2 'Annonsbilder'): upload, see and remove the company's banners. */
export const BannersPage = companyScreen(({ containerId, company }) => (
  <Banners containerId={containerId} company={company} />
));

function Banners({ containerId, company }: { containerId: number; company: string }) {
  const banners = useBanners(containerId);
  const remove = useDeleteBanner(containerId);
  const removing = useDialogFor<Banner>();
  const list = banners.data ?? [];

  function doRemove() {
    if (!removing.subject) return;
    remove.mutate(removing.subject.id, {
      onSuccess: () => toast.success(t.remove.done),
      onSettled: () => removing.close(),
    });
  }

  return (
    <>
      <PageHeader title={t.page.title} description={t.page.description(company)} />
      <div className="space-y-6">
        <UploadZone containerId={containerId} />
        <QueryBoundary
          query={banners}
          isEmpty={list.length === 0}
          failed={t.page.failed}
          loading={
            <div
              role="status"
              aria-label={t.page.loading}
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            >
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="aspect-[2/1] w-full" />
              ))}
            </div>
          }
          empty={
            <Card>
              <EmptyState icon={ImageIcon} title={t.page.empty} description={t.page.emptyText} />
            </Card>
          }
        >
          <section aria-labelledby="banner-list-title">
            <h2 id="banner-list-title" className="mb-3 text-sm font-medium text-gray-700">
              {t.page.count(list.length)}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((banner) => (
                <li key={banner.id}>
                  <BannerCard banner={banner} onRemove={removing.show} />
                </li>
              ))}
            </ul>
          </section>
        </QueryBoundary>
      </div>
      <ConfirmDialog
        {...removing.props}
        question={{ ...t.remove, text: removing.subject ? t.remove.text(removing.subject.name) : '' }}
        busy={remove.isPending}
        onConfirm={doRemove}
      />
    </>
  );
}

function BannerCard({ banner, onRemove }: { banner: Banner; onRemove: (banner: Banner) => void }) {
  const format = banner.contentType.replace('image/', '').toUpperCase();
  return (
    <Card className="overflow-hidden">
      <div className="flex aspect-[2/1] items-center justify-center bg-gray-100">
        <img
          src={banner.thumbnail}
          alt={banner.name}
          className="max-h-full max-w-full object-contain"
          width={banner.width}
          height={banner.height}
          loading="lazy"
        />
      </div>
      <div className="space-y-2 p-4">
        <p className="truncate text-sm font-medium text-gray-900" title={banner.name}>
          {banner.name}
        </p>
        <p className="text-xs text-gray-600 tabular-nums">
          {t.card.pixels(banner.width, banner.height)} · {formatBytes(banner.size)}
        </p>
        {banner.usedBy.length > 0 ? (
          <p className="text-xs text-gray-700">
            <span className="font-medium">{t.card.usedLabel}</span> {t.card.used(banner.usedBy)}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2 pt-1">
          <a
            href={banner.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 rounded text-sm text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            aria-label={t.card.open(format, banner.name)}
          >
            <ExternalLink className="size-4" aria-hidden />
            {format}
          </a>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-red-700"
            aria-label={t.card.removeNamed(banner.name)}
            onClick={() => onRemove(banner)}
            icon={Trash2}
          >
            {t.card.remove}
          </Button>
        </div>
      </div>
    </Card>
  );
}
