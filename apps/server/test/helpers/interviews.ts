/** Interviews made straight in the database, for tests that start from one (the staff and public routes). */
import { addDays, stockholmDate } from '@rekry/domain';
import { interviewInterviewers, interviews } from '../../src/db/schema.ts';
import { newLinkToken, tokenHash } from '../../src/platform/link-tokens.ts';
import { SecretBox } from '../../src/platform/secret-box.ts';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';

/** An interview invitation for an application, waiting for its booking; answers its row and its link's secret. */
export async function buildInterview(
  t: { db: Db; config: Pick<Config, 'integrationKey'> },
  at: { containerId: number; positionId: number; applicantId: number },
  options: {
    interviewerIds: number[];
    need?: number;
    /** The window from today: its first and last day's offsets (default 0 and 14). */
    window?: [number, number];
    durationMinutes?: number;
  },
) {
  const token = newLinkToken();
  const today = stockholmDate();
  const [row] = await t.db
    .insert(interviews)
    .values({
      containerId: at.containerId,
      positionId: at.positionId,
      applicationId: at.applicantId,
      kind: 'video',
      place: 'https://meet.example.se/abc',
      durationMinutes: options.durationMinutes ?? 45,
      need: options.need ?? options.interviewerIds.length,
      noticeHours: 0,
      windowFrom: addDays(today, options.window?.[0] ?? 0),
      windowTo: addDays(today, options.window?.[1] ?? 14),
      tokenHash: tokenHash(token),
      tokenSealed: new SecretBox(t.config.integrationKey).seal(token),
    })
    .returning();
  await t.db
    .insert(interviewInterviewers)
    .values(options.interviewerIds.map((userId) => ({ interviewId: row!.id, userId })));
  return { interview: row!, token };
}
