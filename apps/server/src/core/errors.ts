import type { ApiErrorBody } from '@rekry/domain';
import { errorMessages } from '@rekry/domain';
import type { ZodError, core } from 'zod';

type Code = ApiErrorBody['error']['code'];

/** An answer other than 2xx, with a Swedish message. Thrown anywhere; the error handler renders it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: Code,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const badRequest = (message: string = errorMessages.badRequest, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message: string = errorMessages.unauthorized) =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string = errorMessages.forbidden) =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message: string = errorMessages.notFound) =>
  new HttpError(404, 'not_found', message);
/** What a 503 (the database unreachable) asks the caller to wait: about as long as a restart or failover. */
export const RETRY_AFTER_SECONDS = 5;

export const conflict = (message: string) => new HttpError(409, 'conflict', message);

/**
 * A 400 listing each bad field with its Swedish message; the first becomes the headline. The messages are
 * the schemas' own or the domain's plain Swedish for zod's issues (packages/domain/src/zod-locale.ts);
 * `wording` may word an issue from what only the caller knows (e.g. that a form field is a file).
 */
export function fromZodError(
  error: ZodError,
  wording: (issue: core.$ZodIssue) => string | undefined = () => undefined,
): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= wording(issue) ?? issue.message;
  }
  const first = Object.values(fields)[0] ?? errorMessages.badRequest;
  return badRequest(first, fields);
}
