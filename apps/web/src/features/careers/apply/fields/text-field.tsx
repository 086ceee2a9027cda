import { acceptsTextChange, isRequired, maxLengthOf } from '@rekry/domain/public';
import { ExternalLink } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { inputClass } from '../../../../components/ui/input-class.ts';
import { cn } from '../../../../lib/cn.ts';
import { describedBy, FieldError, FieldLabel } from '../field-parts.tsx';
import { fieldId, inputHints } from '../form-model.ts';
import { applyStrings as t } from '../strings.ts';
import { CharCounter, isCounterShown } from './char-counter.tsx';
import type { FieldProps } from './field-props.ts';

/**
 * text, email, textarea and textWithHelpLink: one labelled input and its counter (SPEC §5). A change the
 * max length refuses leaves the text as it was and turns the counter red to say why.
 */
export function TextField({ property, answers, error, onChange, onBlur }: FieldProps) {
  const { key, type, data } = property;
  const id = fieldId(key);
  const value = typeof answers[key] === 'string' ? (answers[key] as string) : '';
  const maxLength = maxLengthOf(property);
  // The text a change was last refused at: the counter says why for as long as the text stays so.
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const refused = refusedAt === value;
  const counterId = `${id}-counter`;
  const hints = inputHints(property);
  const helpUrl = type === 'textWithHelpLink' ? safeHttpUrl(data?.url) : null;
  const counterShown = isCounterShown(value.length, maxLength, refused);
  const describedByIds =
    [describedBy(key, { error }), counterShown ? counterId : null, helpUrl ? `${id}-help` : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    name: key,
    value,
    placeholder: property.placeholder || undefined,
    'aria-required': isRequired(property) || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds,
    onBlur: () => onBlur(key),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const input = event.currentTarget;
      if (acceptsTextChange(property, value, input.value)) {
        setRefusedAt(null);
        onChange(key, input.value);
      } else {
        restore(input, value);
        setRefusedAt(value);
      }
    },
  };

  return (
    <div>
      <FieldLabel property={property} htmlFor={id} />
      <div className="mt-1.5">
        {type === 'textarea' ? (
          <textarea {...common} rows={5} className={cn(inputClass, 'py-2.5')} />
        ) : (
          <input
            {...common}
            type={hints?.type ?? (type === 'email' ? 'email' : 'text')}
            autoComplete={hints?.autoComplete}
            inputMode={hints?.inputMode}
            className={cn(inputClass, 'h-11')}
          />
        )}
      </div>
      <CharCounter id={counterId} length={value.length} maxLength={maxLength} refused={refused} />
      {helpUrl ? (
        <p id={`${id}-help`} className="mt-1.5 text-sm">
          <a
            href={helpUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {data?.linkText || helpUrl}
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">{t.helpLinkNewTab}</span>
          </a>
        </p>
      ) : null}
      <FieldError fieldKey={key} message={error} />
    </div>
  );
}

/**
 * Puts the previous text back before React would, so the caret stays where the refused characters were to
 * go instead of jumping to the end (an e-mail input has no caret position to keep).
 */
function restore(input: HTMLInputElement | HTMLTextAreaElement, previous: string) {
  const caret = input.selectionEnd;
  const grown = input.value.length - previous.length;
  input.value = previous;
  if (caret !== null) input.setSelectionRange(Math.max(0, caret - grown), Math.max(0, caret - grown));
}

/** Only http(s) links leave the form: a help URL is typed by company staff and must not run script. */
function safeHttpUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
