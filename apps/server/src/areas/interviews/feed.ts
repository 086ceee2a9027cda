/**
 * A staff member's private feed of their interviews: a secret address (renewable) that any calendar can
 * subscribe to. It holds the booked interviews they take part in, from a month back on, with the same UIDs
 * as the invitations, so a subscribed calendar and an accepted invitation are one event.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INTERVIEW_TEXTS } from '@rekry/domain';
import { interviewerAvailability, interviews, interviewSlots } from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { feedIcs } from '../../platform/calendar/ics-writer.ts';
import { LINK_TOKEN_PATTERN, tokenHash } from '../../platform/link-tokens.ts';
import type { Services } from '../../platform/services.ts';
import { interviewEvent } from './interview-mails.ts';
import { interviewRecords } from './records.ts';

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const MONTH_MS = 31 * 86_400_000;

export function registerInterviewFeedRoute(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  app.get<{ Params: { file: string } }>(
    '/api/calendar/:file',
    { config: rateLimit(120, 15 * 60_000, services.config.rateLimitFactor) },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const [owner] =
        token && LINK_TOKEN_PATTERN.test(token)
          ? await db
              .select({ userId: interviewerAvailability.userId })
              .from(interviewerAvailability)
              .where(eq(interviewerAvailability.feedTokenHash, tokenHash(token)))
          : [];
      if (!owner) throw notFound(INTERVIEW_TEXTS.linkUnknown);
      const taking = db
        .select({ id: interviewSlots.interviewId })
        .from(interviewSlots)
        .where(eq(interviewSlots.userId, owner.userId));
      const records = await interviewRecords(
        db,
        and(
          inArray(interviews.id, taking),
          eq(interviews.status, 'booked'),
          gt(interviews.endsAt, new Date(Date.now() - MONTH_MS)),
        ),
      );
      const ics = feedIcs(
        'Rekry – mina intervjuer',
        records.map((r) => interviewEvent(services.config, r)),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
}
