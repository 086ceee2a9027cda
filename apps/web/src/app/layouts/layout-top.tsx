import { showAdminTestBanner } from '../../lib/host.ts';
import { chromeStrings } from '../strings.ts';

/** The top of every signed-in layout: the skip link to #main, and the test-environment banner (SPEC §2). */
export function LayoutTop() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {chromeStrings.skipToContent}
      </a>
      {showAdminTestBanner() ? (
        <div
          role="note"
          className="bg-amber-300 px-4 py-1.5 text-center text-sm font-semibold text-amber-950"
        >
          {chromeStrings.testBanner}
        </div>
      ) : null}
    </>
  );
}
