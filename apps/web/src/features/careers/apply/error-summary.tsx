import { XCircle } from 'lucide-react';
import { fieldId } from './form-model.ts';
import { Html } from './html.tsx';
import { applyStrings as t } from './strings.ts';

export interface SummaryItem {
  key: string;
  /** The field's label as plain text. */
  label: string;
  /** The message as HTML. */
  message: string;
}

/** The fields to correct, over the form after a failed send; each links to its field. */
export function ErrorSummary({ items, onJump }: { items: SummaryItem[]; onJump: (key: string) => void }) {
  if (items.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-lg bg-red-50 px-4 py-4 text-sm text-red-900 ring-1 ring-red-200 ring-inset sm:px-5"
    >
      <div className="flex gap-3">
        <XCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
        <div className="min-w-0">
          <h2 className="text-base font-semibold">{t.errorSummaryTitle(items.length)}</h2>
          <p className="mt-1">{t.errorSummaryText}</p>
          <ul className="mt-3 list-disc space-y-1.5 pl-5">
            {items.map((item) => (
              <li key={item.key}>
                <a
                  href={`#${fieldId(item.key)}`}
                  className="font-medium underline underline-offset-2 hover:text-red-700"
                  onClick={(event) => {
                    event.preventDefault();
                    onJump(item.key);
                  }}
                >
                  {item.label}
                </a>
                : <Html html={item.message} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
