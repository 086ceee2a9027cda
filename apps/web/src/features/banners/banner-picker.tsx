import type { Banner } from '@rekry/domain';
import { Check, Image as ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Modal, ModalCancel } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { useBanners } from './api.ts';
import { bannerStrings } from './strings.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = bannerStrings.picker;

/**
 * A banner field (the company page's, a position's): the value is a banner's name or an https address,
 * typed, or chosen among the company's banners with their thumbnails.
 */
export function BannerPicker({
  containerId,
  label,
  name,
  value,
  onChange,
  error,
  hint = t.hint,
}: {
  containerId: number;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}) {
  const choosing = useDialog();
  // The list is read when the field shows a banner's name (for its thumbnail) or the chooser opens.
  const banners = useBanners(containerId, choosing.open || (value !== '' && !/^https?:/i.test(value)));
  const chosen = banners.data?.find((b) => b.name === value);
  return (
    <div className="space-y-2">
      <TextField
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={hint}
        autoComplete="off"
      />
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-12 w-32 shrink-0 items-center justify-center overflow-hidden rounded-md border border-gray-200 bg-gray-50">
          {chosen ? (
            <img src={chosen.thumbnail} alt={chosen.name} className="max-h-full max-w-full object-contain" />
          ) : (
            <ImageIcon className="size-5 text-gray-400" aria-label={t.none} />
          )}
        </div>
        <Button type="button" variant="secondary" size="sm" onClick={choosing.show}>
          {t.choose}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>
            {t.clear}
          </Button>
        ) : null}
      </div>
      <Modal
        {...choosing.props}
        title={t.title}
        description={t.description}
        className="max-w-2xl"
        footer={<ModalCancel />}
      >
        <QueryBoundary
          query={banners}
          isEmpty={(banners.data ?? []).length === 0}
          failed={t.failed}
          loading={<Skeleton className="h-32 w-full" />}
          empty={
            <p className="text-sm text-gray-600">
              {t.empty}{' '}
              <Link to={paths.banners} className="text-brand-700 underline">
                {t.toBanners}
              </Link>
            </p>
          }
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {(banners.data ?? []).map((banner) => (
              <li key={banner.id}>
                <Choice
                  banner={banner}
                  selected={banner.name === value}
                  onChoose={() => {
                    onChange(banner.name);
                    choosing.close();
                  }}
                />
              </li>
            ))}
          </ul>
        </QueryBoundary>
      </Modal>
    </div>
  );
}

function Choice({ banner, selected, onChoose }: { banner: Banner; selected: boolean; onChoose: () => void }) {
  return (
    <button
      type="button"
      onClick={onChoose}
      aria-pressed={selected}
      className={cn(
        'group w-full overflow-hidden rounded-lg border text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-gray-200 hover:border-gray-400',
      )}
    >
      <span className="flex aspect-[2/1] items-center justify-center bg-gray-100">
        <img src={banner.thumbnail} alt="" className="max-h-full max-w-full object-contain" />
      </span>
      <span className="flex items-center gap-1 px-2 py-1.5 text-xs text-gray-800">
        {selected ? <Check className="size-3.5 shrink-0 text-brand-700" aria-label={t.selected} /> : null}
        <span className="truncate" title={banner.name}>
          {banner.name}
        </span>
      </span>
    </button>
  );
}
