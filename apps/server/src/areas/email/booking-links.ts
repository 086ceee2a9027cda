/**
 * ##BOOKINGLINK##: each recipient's link to book (or move) their interview, from their newest interview
 * that is not cancelled. Read here from the interviews' rows, so any e-mail can carry the link again.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { bookingPagePath, careerSiteUrl, profileFromProperties } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containers, interviews } from '../../db/schema.ts';
import type { SecretBox } from '../../platform/secret-box.ts';

/** Application id → its booking page's address. */
export async function bookingLinksOf(
  db: Queryable,
  secrets: SecretBox,
  appUrl: string,
  applicationIds: number[],
): Promise<Map<number, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: interviews.applicationId,
      tokenSealed: interviews.tokenSealed,
      metadata: containers.metadata,
    })
    .from(interviews)
    .innerJoin(containers, eq(containers.id, interviews.containerId))
    .where(and(inArray(interviews.applicationId, applicationIds), ne(interviews.status, 'cancelled')))
    .orderBy(desc(interviews.id));
  const links = new Map<number, string>();
  for (const row of rows) {
    if (links.has(row.applicationId)) continue;
    const token = secrets.open(row.tokenSealed);
    if (!token) continue;
    const dns = profileFromProperties(row.metadata.properties).dns || null;
    links.set(row.applicationId, `${careerSiteUrl(appUrl, dns)}${bookingPagePath(token)}`);
  }
  return links;
}
