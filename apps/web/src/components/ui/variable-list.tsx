import type { EmailVariable } from '@rekry/domain';
import { EMAIL_TEMPLATE_VARIABLES } from '@rekry/domain';
import { useId } from 'react';
import { uiStrings } from './strings.ts';

const t = uiStrings.variables;
const STANDARD: EmailVariable[] = EMAIL_TEMPLATE_VARIABLES.map((v) => ({ ...v, value: null, builtIn: true }));

/**
 * The variables an e-mail template may hold, listed beside its editor: a click (or Enter) puts one in
 * at the cursor. Without the company's list yet, the standard ones.
 */
export function VariableList({
  variables,
  onInsert,
}: {
  variables?: EmailVariable[] | undefined;
  onInsert: (key: string) => void;
}) {
  const id = useId();
  const list = variables ?? STANDARD;
  const item = (v: EmailVariable) => (
    <li key={v.key}>
      {/* Named by what it shows, the verb after it for a screen reader. */}
      <button
        type="button"
        onClick={() => onInsert(v.key)}
        className="w-full rounded-md px-2 py-1 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <code className="block text-xs font-semibold break-all text-brand-700">{v.key}</code>{' '}
        <span className="text-xs text-gray-600">
          {v.label}
          {v.value ? ` (${v.value})` : ''}
        </span>
        <span className="sr-only">, {t.insert}</span>
      </button>
    </li>
  );
  const own = list.filter((v) => !v.builtIn);
  return (
    <aside aria-labelledby={id} className="text-sm">
      <h3 id={id} className="font-medium text-gray-900">
        {t.title}
      </h3>
      <p className="mt-1 text-gray-600">{t.hint}</p>
      <ul className="mt-3 space-y-1.5">{list.filter((v) => v.builtIn).map(item)}</ul>
      {own.length ? (
        <>
          <h4 className="mt-3 text-xs font-medium text-gray-700">{t.own}</h4>
          <ul className="mt-1 space-y-1.5">{own.map(item)}</ul>
        </>
      ) : null}
    </aside>
  );
}
