import type { ReactNode } from 'react';
import { cleanHtml } from '../../lib/safe-html.ts';

/** An e-mail as its recipient reads it: the facts above (`facts`), then the text, HTML cleaned again here. */
export function MailView({
  facts,
  body,
  isHtml,
}: {
  facts: [string, ReactNode][];
  body: string;
  isHtml: boolean;
}) {
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-500">{label}</dt>
            <dd className="min-w-0 break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {isHtml ? (
        <div
          className="prose prose-sm max-w-none rounded-lg border border-gray-200 p-4 break-words"
          data-testid="mail-body"
          dangerouslySetInnerHTML={{ __html: cleanHtml(body) }}
        />
      ) : (
        <div
          className="rounded-lg border border-gray-200 p-4 break-words whitespace-pre-wrap text-gray-900"
          data-testid="mail-body"
        >
          {body}
        </div>
      )}
    </div>
  );
}
