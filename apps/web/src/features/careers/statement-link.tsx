import { Link } from 'wouter';
import { ACCESSIBILITY_STATEMENT_PATH } from '@rekry/domain/public';
import { onIntent } from '../../lib/preloadable-page.tsx';
import { statementPage } from './statement/lazy-statement-page.ts';
import { careerStrings as t } from './strings.ts';

const preload = () => void statementPage.load().catch(() => undefined);

/** The way to the operator's accessibility statement, in every career page's foot; its code loads on intent. */
export function StatementLink({ className }: { className?: string }) {
  return (
    <Link href={ACCESSIBILITY_STATEMENT_PATH} className={className} {...onIntent(preload)}>
      {t.accessibilityStatement}
    </Link>
  );
}
