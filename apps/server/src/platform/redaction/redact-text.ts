/**
 * Free text (an answer, a note) with the person's data blacked out: each span becomes the same block of
 * five, so neither the value nor its length shows.
 */
import { personalSpans, type PersonValues, type SpanOptions } from './personal-spans.ts';
import type { Span } from './spans.ts';

export const REDACTION_BLOCK = '█████';

export interface RedactedText {
  text: string;
  /** The spans blacked out, on the original text. */
  spans: Span[];
}

export function redactText(
  text: string,
  person: PersonValues | null,
  options: SpanOptions = {},
): RedactedText {
  const spans = personalSpans(text, person, options);
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + REDACTION_BLOCK;
    at = span.end;
  }
  return { text: out + text.slice(at), spans };
}
