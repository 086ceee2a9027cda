import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import type { PublicContainer } from '@rekry/domain/public';
import { publicApi } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { CompanyBanner } from './company-banner.tsx';
import { CompanyFooter } from './company-footer.tsx';
import { publicQueries } from './public-queries.ts';
import { careerStrings as t } from './strings.ts';
import { themed, themedButtonClass, themeStyle } from './theme.ts';

/** A company's public face for the staff's previews (form builder, theme), fetched by its name. */
export function usePreviewCompany(companyName: string) {
  return useQuery({
    queryKey: PREVIEW_COMPANY_KEY.concat(companyName),
    queryFn: () => publicApi.container(companyName),
    staleTime: 5 * 60_000,
  });
}
/** Invalidated when the company's profile or theme is saved. */
export const PREVIEW_COMPANY_KEY = ['public-company-preview'];

const PLACEHOLDER_ROWS = [t.previewPosition(1), t.previewPosition(2)];

/**
 * The company page as SPEC §2 describes its preview: the banner or its placeholder, 'Jobba hos' and the
 * name, 'Just nu har vi 2 lediga tjänster', two placeholder job rows and the footer, drawn with the
 * career site's own parts and theme so the preview is what the public page will look like.
 */
export function CompanyPagePreview({ company }: { company: PublicContainer }) {
  const config = useQuery(publicQueries.config());
  const name = company.fields.DisplayName.data || company.name;
  return (
    <div className={cn('overflow-hidden', themed.page)} style={themeStyle(company.theme)}>
      <CompanyBanner company={company} />
      <div className="px-4 pt-6 pb-8 sm:px-6">
        <p className={cn('text-2xl font-semibold tracking-tight break-words', themed.heading)}>
          {t.workAt} {name}
        </p>
        <p className={cn('mt-6 text-lg font-semibold', themed.heading)}>{t.openPositions(2)}</p>
        <ul
          className={cn(
            'mt-3 divide-y divide-gray-900/10 rounded-xl ring-1 ring-gray-900/10',
            themed.surface,
          )}
        >
          {PLACEHOLDER_ROWS.map((row) => (
            <li key={row} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className={cn('font-semibold', themed.text)}>{row}</p>
                <p className={cn('mt-1 flex items-center gap-1.5 text-sm', themed.detail)}>
                  <MapPin className={cn('size-4', themed.icon)} aria-hidden />
                  {company.profile.city || t.previewLocation}
                </p>
              </div>
              {/* A picture of the button: the preview leads nowhere. */}
              <span aria-hidden className={themedButtonClass('md')}>
                {t.readMore}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <CompanyFooter company={company} operatorName={config.data?.operatorName} />
    </div>
  );
}
