import type { PublicContainer, PublicPositionDetail } from '@rekry/domain/public';
import { useQuery } from '@tanstack/react-query';
import { cn } from '../../lib/cn.ts';
import { CompanyFooter } from './company-footer.tsx';
import { FormPreview } from './form-preview.tsx';
import { PositionAd } from './position-detail-page.tsx';
import { publicQueries } from './public-queries.ts';
import { careerStrings as t } from './strings.ts';
import { themed, themedButtonClass, themeStyle } from './theme.ts';

const APPLY_ID = 'preview-apply';

/**
 * A position's career-site page and its application form as applicants will see them, in the company's
 * theme with its texts and footer, drawn by the career site's own parts (its staff's 'Förhandsgranska').
 * The form runs the real validators and sends nothing; `notice` says so above it.
 */
export function PositionPreview({
  detail,
  company,
  notice,
  formHeading,
  unpublished,
}: {
  detail: PublicPositionDetail;
  company: PublicContainer;
  notice: string;
  formHeading: string;
  /** An ad not yet out says so ('Utkast', 'Schemalagd …') in place of the status it will have. */
  unpublished?: string | undefined;
}) {
  const config = useQuery(publicQueries.config());
  return (
    <div className={cn('overflow-hidden', themed.page)} style={themeStyle(company.theme)}>
      <PositionAd
        position={detail}
        preview={{
          unpublished,
          apply: (
            <a href={`#${APPLY_ID}`} className={themedButtonClass('lg', 'w-full')}>
              {t.apply}
            </a>
          ),
        }}
      />
      {detail.canApply ? (
        <section
          id={APPLY_ID}
          aria-labelledby={`${APPLY_ID}-heading`}
          className="mx-auto w-full max-w-2xl px-4 pb-10 sm:px-6"
        >
          <h2
            id={`${APPLY_ID}-heading`}
            className={cn('text-2xl font-semibold tracking-tight', themed.heading)}
          >
            {formHeading}
          </h2>
          <p className="mt-2 mb-6 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
            {notice}
          </p>
          <div className="rounded-xl bg-white px-4 py-6 shadow-sm ring-1 ring-gray-200 sm:px-8 sm:py-8">
            <FormPreview form={detail.form} company={company} positionStart={detail.start} />
          </div>
        </section>
      ) : null}
      <CompanyFooter company={company} operatorName={config.data?.operatorName} />
    </div>
  );
}
