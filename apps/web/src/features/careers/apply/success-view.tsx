import type { ApplyResponse } from '@rekry/domain/public';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { cn } from '../../../lib/cn.ts';
import { adminOrigin } from '../../../lib/public-url.ts';
import { Prose } from '../prose.tsx';
import { themed, themedButtonClass } from '../theme.ts';
import { Html } from './html.tsx';
import { applyStrings as t } from './strings.ts';

/** After a successful send: the company's thanksforapply and job_applied_success texts (SPEC §3). */
export function SuccessView({ result }: { result: ApplyResponse['data'] }) {
  const region = useRef<HTMLElement>(null);
  // The form the applicant was in is gone: focus moves here so the outcome is read out and seen.
  useEffect(() => region.current?.focus(), []);
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="apply-success-title"
      className="rounded-xl bg-white px-5 py-8 text-center shadow-sm ring-1 ring-gray-200 outline-none sm:px-10 sm:py-12"
    >
      <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-green-50 text-green-700">
        <CheckCircle2 className="size-8" aria-hidden />
      </div>
      <Html
        as="h2"
        id="apply-success-title"
        html={result.thanksForApply}
        className={cn('text-2xl font-semibold tracking-tight', themed.heading)}
      />
      <Prose html={result.appliedSuccess} className="mx-auto mt-3 max-w-prose" />
      <Link href="/positions" className={themedButtonClass('lg', 'mt-8')}>
        {t.backToPositions}
      </Link>
      {/* The candidate's own pages: an account with the same address shows the application. */}
      <p className="mx-auto mt-6 max-w-prose text-sm text-gray-600">
        {t.followApplication}{' '}
        <a
          href={`${adminOrigin(globalThis.location)}/register`}
          className="font-medium whitespace-nowrap text-gray-900 underline underline-offset-2 hover:no-underline"
        >
          {t.createAccount}
        </a>
      </p>
    </section>
  );
}
