import type { GdprErasePreview } from '@rekry/domain';
import { gdprStrings } from './strings.ts';

/** The reason's limit (delete_ApplicantFromContainer). */
export const REASON_MAX = 500;

const goes = gdprStrings.remove.goes;

/** The delete page's list of what goes, from get_GdprPerson's counts; kinds with nothing are left out. */
export function erasureLines(preview: GdprErasePreview): string[] {
  return [
    goes.applications(preview.applications),
    ...(preview.files ? [goes.files(preview.files, preview.derivedFiles)] : []),
    ...(preview.notes ? [goes.notes(preview.notes)] : []),
    ...(preview.logEntries ? [goes.logEntries(preview.logEntries)] : []),
    ...(preview.answers ? [goes.answers(preview.answers)] : []),
    ...(preview.emails ? [goes.emails(preview.emails)] : []),
    ...(preview.notifications ? [goes.notifications(preview.notifications)] : []),
    goes.search,
    ...(preview.userRemoved ? [goes.user] : []),
  ];
}
