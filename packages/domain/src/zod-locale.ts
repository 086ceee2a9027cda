import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { formatNumber } from './format.ts';

/**
 * Plain Swedish for every zod issue a schema does not word itself, in browser and server alike: the one
 * place a schema's failure becomes a sentence a person reads. Never zod's own technical phrasing
 * ('förväntade string', '<=6700200', 'Invalid input'); a schema's own message (the spec's wording) wins.
 */
export const inputMessages = {
  required: 'Måste fyllas i',
  wrongKind: 'Uppgiften har fel format',
  text: 'Ska vara text',
  number: 'Ska vara ett tal',
  wholeNumber: 'Ska vara ett heltal',
  yesNo: 'Ska vara ja eller nej',
  list: 'Ska vara en lista',
  date: 'Ange ett giltigt datum',
  email: 'Ange en giltig e-postadress',
  url: 'Ange en giltig webbadress',
  textTooLong: 'Texten är för lång',
  textTooShort: 'Texten är för kort',
  fileTooLarge: 'Filen är för stor',
  notAllowed: 'Värdet är inte tillåtet',
  invalid: 'Uppgiften är felaktig',
} as const;

const count = (n: number | bigint) => formatNumber(n);

type Issue = $ZodRawIssue;

/** One issue (zod's raw form) as plain Swedish. */
export function plainIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return inputMessages.required;
      const byKind: Record<string, string> = {
        string: inputMessages.text,
        number: inputMessages.number,
        int: inputMessages.wholeNumber,
        bigint: inputMessages.wholeNumber,
        boolean: inputMessages.yesNo,
        array: inputMessages.list,
        date: inputMessages.date,
      };
      return byKind[issue.expected] ?? inputMessages.wrongKind;
    }
    case 'too_big': {
      const n = count(issue.maximum as number);
      const most = issue.inclusive ? `högst ${n}` : `under ${n}`;
      switch (issue.origin) {
        case 'string':
          // A limit in the millions is a guard, not a rule a person writes to: no number for it.
          return Number(issue.maximum) > 100_000
            ? inputMessages.textTooLong
            : `${inputMessages.textTooLong} (${most} tecken)`;
        case 'file':
          return inputMessages.fileTooLarge;
        case 'array':
        case 'set':
        case 'map':
          return `För många val (${most})`;
        case 'date':
          return 'Datumet är för sent';
        default:
          return `Värdet får vara ${most}`;
      }
    }
    case 'too_small': {
      const n = count(issue.minimum as number);
      switch (issue.origin) {
        case 'string':
          return Number(issue.minimum) <= 1
            ? inputMessages.required
            : `${inputMessages.textTooShort} (minst ${n} tecken)`;
        case 'array':
        case 'set':
        case 'map':
          return Number(issue.minimum) <= 1 ? 'Välj minst ett' : `Välj minst ${n}`;
        case 'date':
          return 'Datumet är för tidigt';
        default:
          return issue.inclusive ? `Värdet måste vara minst ${n}` : `Värdet måste vara större än ${n}`;
      }
    }
    case 'invalid_format': {
      const byFormat: Record<string, string> = {
        email: inputMessages.email,
        url: inputMessages.url,
        date: inputMessages.date,
        datetime: inputMessages.date,
      };
      return byFormat[issue.format] ?? inputMessages.wrongKind;
    }
    case 'invalid_value':
    case 'invalid_key':
      return inputMessages.notAllowed;
    case 'unrecognized_keys':
      return issue.keys.length > 1 ? 'Okända uppgifter skickades med' : 'En okänd uppgift skickades med';
    case 'not_multiple_of':
      return inputMessages.invalid;
    case 'invalid_union':
    case 'invalid_element':
      return inputMessages.wrongKind;
    default:
      return inputMessages.invalid;
  }
}

z.config({ localeError: plainIssueMessage });
