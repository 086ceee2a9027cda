/**
 * How the scorecards name an applicant (the matrix, the decision basis): the one place, so an anonymised
 * review can put its alias here for every surface of this area at once.
 */
import type { ApplicantInfo } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import type { ScoreViewer } from './visibility.ts';

export interface NamedApplication {
  id: number;
  info: Partial<ApplicantInfo> | null;
}

/** The name shown to the viewer for each application, by id ('Förnamn Efternamn', else the e-mail). */
export async function applicantNames(
  _db: Queryable,
  _viewer: ScoreViewer,
  applications: readonly NamedApplication[],
): Promise<Map<number, string>> {
  return new Map(
    applications.map((a) => {
      const info = a.info ?? {};
      const name = info.name || [info.firstname, info.lastname].filter(Boolean).join(' ') || info.email || '';
      return [a.id, name];
    }),
  );
}
