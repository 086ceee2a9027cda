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

/** The failures more than one module in this folder reports, worded once. */
export const CALENDAR_MESSAGES = {
  notICalendar: 'Kalendern kunde inte läsas: den är inte i iCalendar-format.',
  tooLarge: (bytes: number) => `Kalendern är större än ${megabytes(bytes)} MB.`,
} as const;

/** 5242880 → '5', 1572864 → '1,5' (Swedish decimals, as the user reads them). */
function megabytes(bytes: number): string {
  return String(Math.round((bytes / 1024 / 1024) * 10) / 10).replace('.', ',');
}
