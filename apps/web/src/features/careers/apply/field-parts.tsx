import { AlertCircle } from 'lucide-react';
import { isRequired, type FormProperty } from '@rekry/domain/public';
import type { ReactNode } from 'react';
import { Html, richLabelClass } from './html.tsx';
import { errorId, hintId, propertyLabel } from './form-model.ts';
import { applyStrings as t } from './strings.ts';

/** A label's content: sanitized HTML when the form says so, else text; 'fältet saknar rubrik' when empty. */
export function LabelContent({ text, isHtml }: { text: string; isHtml: boolean }) {
  if (!text.trim()) return <span className="text-gray-500 italic">{t.noLabel}</span>;
  return isHtml ? <Html html={text} className={richLabelClass} /> : <>{text}</>;
}

/** The visible '*' of a mandatory field; the control itself carries aria-required. */
export function RequiredMark({ spoken = false }: { spoken?: boolean }) {
  return (
    <>
      <span aria-hidden className="ml-0.5 text-red-700">
        *
      </span>
      {spoken ? <span className="sr-only"> ({t.required})</span> : null}
    </>
  );
}

/** The label over a single control (text, file, image). */
export function FieldLabel({ property, htmlFor }: { property: FormProperty; htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-gray-900">
      <LabelContent text={propertyLabel(property)} isHtml={property.isHtml} />
      {isRequired(property) ? <RequiredMark /> : null}
    </label>
  );
}

/** A field's error, rendered from the (escaped or sanitized) HTML message. */
export function FieldError({ fieldKey, message }: { fieldKey: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(fieldKey)} className="mt-2 flex gap-1.5 text-sm text-red-700">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <Html html={message} />
    </p>
  );
}

export function FieldHint({ fieldKey, children }: { fieldKey: string; children: ReactNode }) {
  return (
    <p id={hintId(fieldKey)} className="mt-1.5 text-sm text-gray-600">
      {children}
    </p>
  );
}

/** aria-describedby of a control: its error first (read first), then hints. */
export function describedBy(fieldKey: string, { error, hint }: { error?: unknown; hint?: boolean }) {
  return (
    [error ? errorId(fieldKey) : null, hint ? hintId(fieldKey) : null].filter(Boolean).join(' ') || undefined
  );
}
