import { useQuery } from '../public-query.tsx';
import type { ReactNode } from 'react';
import {
  DIGG_REPORT_URL,
  formatDate,
  GAP_REASONS,
  type AccessibilityGap,
  type AccessibilityStatement,
} from '@rekry/domain/public';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { commonStrings } from '../../../lib/strings.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { publicQueries } from '../public-queries.ts';
import { themed } from '../theme.ts';
import { statementStrings as t } from './strings.ts';

/**
 * /tillganglighet: the operator's accessibility statement, in DIGG's order, on the portal and on every
 * company's site. The operator's text is plain text, drawn as text (never HTML); blank lines part it.
 */
export function AccessibilityStatementPage() {
  const statement = useQuery(publicQueries.statement());
  if (statement.isPending) return <PageSpinner label={t.loading} />;
  if (statement.isError)
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <Alert tone="error" title={t.failed}>
          <p>{errorMessage(statement.error)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void statement.refetch()}>
            {commonStrings.tryAgain}
          </Button>
        </Alert>
      </div>
    );
  return <Statement statement={statement.data} />;
}

const linkClass = cn(themed.link, 'font-medium break-words underline underline-offset-2');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className={cn('text-xl font-semibold', themed.heading)}>{title}</h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

/** Plain text a person wrote, a paragraph per blank-line-parted block. */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map((block, i) => (
      <p key={i} className="whitespace-pre-line">
        {block.trim()}
      </p>
    ));
}

function FeedbackAddress({ statement }: { statement: AccessibilityStatement }) {
  const email = statement.feedbackEmail;
  return email ? (
    <p>
      {t.email}{' '}
      <a className={linkClass} href={`mailto:${email}`}>
        {email}
      </a>
    </p>
  ) : (
    <p>{t.noEmail(statement.operatorName)}</p>
  );
}

function Gaps({ gaps }: { gaps: AccessibilityGap[] }) {
  if (!gaps.length) return <p>{t.noGaps}</p>;
  return (
    <>
      <p>{t.gapsIntro}</p>
      {GAP_REASONS.map((reason) => {
        const listed = gaps.filter((gap) => gap.reason === reason);
        return listed.length ? (
          <div key={reason}>
            <h3 className={cn('text-lg font-semibold', themed.heading)}>{t.reasons[reason]}</h3>
            <ul className="mt-2 list-disc space-y-3 pl-6">
              {listed.map((gap, i) => (
                <li key={i}>
                  <span className="font-semibold">{gap.content}</span>
                  <span className="mt-1 block whitespace-pre-line">{gap.explanation}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null;
      })}
    </>
  );
}

function Statement({ statement }: { statement: AccessibilityStatement }) {
  const { operatorName, siteName, compliance } = statement;
  const title = t.title(siteName);
  useDocumentTitle(title);
  return (
    <article
      className={cn(
        'mx-auto w-full max-w-3xl px-4 py-10 text-base leading-7 break-words sm:px-6',
        themed.text,
      )}
    >
      <h1 className={cn('text-3xl font-semibold tracking-tight hyphens-auto', themed.heading)}>{title}</h1>
      <p className="mt-4">{t.intro(operatorName, siteName)}</p>
      <Section title={t.howAccessible}>
        <p>{t.awareness[compliance]}</p>
      </Section>
      <Section title={t.whatToDo}>
        <p>{t.otherFormat(siteName)}</p>
        <FeedbackAddress statement={statement} />
      </Section>
      <Section title={t.report}>
        <p>{t.reportText}</p>
        <FeedbackAddress statement={statement} />
      </Section>
      <Section title={t.supervision}>
        <p>{t.supervisionText}</p>
        <p>
          <a className={linkClass} href={DIGG_REPORT_URL} rel="noopener noreferrer">
            {t.supervisionLink}
          </a>
        </p>
      </Section>
      <Section title={t.technical}>
        <p>{t.compliance[compliance]}</p>
        <p>{t.standard}</p>
      </Section>
      <Section title={t.gaps}>
        <Gaps gaps={statement.gaps} />
      </Section>
      <Section title={t.tested}>
        <Paragraphs text={statement.method} />
        {statement.assessedOn ? <p>{t.assessedOn(formatDate(statement.assessedOn))}</p> : null}
        <p>{statement.reviewedOn ? t.reviewedOn(formatDate(statement.reviewedOn)) : t.notReviewed}</p>
      </Section>
    </article>
  );
}
