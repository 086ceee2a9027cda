/**
 * A calendar source that failed: a feed or CalDAV server that could not be reached or read, or a
 * calendar that is too large or broken. Its `message` is one Swedish sentence fit to show the user as
 * the source's failure reason ('Kalendern är större än 5 MB.'); `cause` keeps the technical error for
 * the log. Thrown by every module in this folder; anything else they throw is a bug.
 */
export class CalendarError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CalendarError';
  }
}
