/**
 * How the scorecards name an applicant (the matrix, the decision basis): the one place, so an anonymised
 * review puts its alias here for every surface of this area at once.
 */
import type { ApplicantInfo } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import type { ScoreViewer } from './visibility.ts';
import { visibilitiesOf } from '../anonymity/index.ts';

export interface NamedApplication {
  id: number;
  info: Partial<ApplicantInfo> | null;
}

/** The name shown to the viewer for each application, by id ('Förnamn Efternamn', else the e-mail). */
export async function applicantNames(
  db: Queryable,
  viewer: ScoreViewer,
  applications: readonly NamedApplication[],
): Promise<Map<number, string>> {
  // The position's admins see every person; others see the alias of those hidden from them.
  const hidden = viewer.isAdmin
    ? new Map()
    : await visibilitiesOf(
        db,
        { userId: viewer.userId, companyRole: 'reader' },
        applications.map((a) => a.id),
      );
  return new Map(
    applications.map((a) => {
      const info = a.info ?? {};
      const name = info.name || [info.firstname, info.lastname].filter(Boolean).join(' ') || info.email || '';
      return [a.id, hidden.get(a.id)?.alias ?? name];
    }),
  );
}
