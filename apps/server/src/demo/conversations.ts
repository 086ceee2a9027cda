import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  appMeta,
  conversationMessages,
  conversationReads,
  conversations,
  jobApplications,
  users,
} from '../db/schema.ts';

/** What the demo's conversations say: staff first, the applicant's answer when there is one. */
const SCRIPTS: { staff: string; answer?: string; staffAfter?: string; answeredByEmail?: boolean }[] = [
  {
    staff: 'Hej! Tack för din ansökan. Har du möjlighet att komma på en intervju på tisdag kl. 10?',
    answer: 'Hej! Ja, tisdag kl. 10 passar mig bra. Ska jag ta med något?',
  },
  {
    staff: 'Hej! Vi skulle gärna se ditt senaste betyg. Kan du skicka det hit?',
    answer: 'Absolut, jag skickar det i kväll.',
    // Answered from the applicant's mail program: shown 'via e-post', the quote folded away.
    answeredByEmail: true,
  },
  {
    staff: 'Hej! Vi har gått igenom ansökningarna och vill gärna träffa dig. Vilka dagar passar nästa vecka?',
  },
  {
    staff: 'Tack för samtalet i dag! Vi återkommer med besked på fredag.',
    answer: 'Tack själv, det var trevligt att träffas!',
    staffAfter: 'Vad roligt! Vi hörs på fredag.',
  },
];

/**
 * A few conversations on Demo AB's newest applications, written by the company's writer; two
 * end with an answer the staff have not read yet, so /admin/chat and the header show unread ones.
 */
export async function seedConversations(db: Db, containerId: number, writerEmail: string): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demo_conversations_seeded'));
  if (done) return false;
  const [writer] = await db.select({ id: users.id }).from(users).where(eq(users.email, writerEmail));
  const newest = await db
    .select({ id: jobApplications.id, userId: jobApplications.userId })
    .from(jobApplications)
    .where(and(eq(jobApplications.containerId, containerId), eq(jobApplications.isManuallyCreated, false)))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(SCRIPTS.length);
  if (!writer || !newest.length) return false;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [i, application] of newest.entries()) {
      const script = SCRIPTS[i]!;
      // Older conversations further back: hours apart, a few minutes between the lines of one.
      const start = now - (i + 1) * 3 * 3600_000;
      const at = (step: number) => new Date(start + step * 7 * 60_000);
      const lines = [
        { fromApplicant: false, body: script.staff },
        ...(script.answer
          ? [
              {
                fromApplicant: true,
                body: script.answer,
                ...(script.answeredByEmail
                  ? {
                      via: 'email',
                      quoted: `Den ${at(0).toLocaleDateString('sv-SE')} skrev Sven Skribent, Demo AB:\n> ${script.staff}`,
                    }
                  : {}),
              },
            ]
          : []),
        ...(script.staffAfter ? [{ fromApplicant: false, body: script.staffAfter }] : []),
      ];
      const last = at(lines.length - 1);
      const [conversation] = await tx
        .insert(conversations)
        .values({
          containerId,
          applicationId: application.id,
          lastMessageAt: sql`date_trunc('milliseconds', ${last.toISOString()}::timestamptz)`,
          createdAt: at(0),
        })
        .returning({ id: conversations.id });
      const written = await tx
        .insert(conversationMessages)
        .values(
          lines.map((line, step) => ({
            conversationId: conversation!.id,
            containerId,
            authorUserId: line.fromApplicant ? null : writer.id,
            fromApplicant: line.fromApplicant,
            body: line.body,
            ...('via' in line ? { via: line.via, quoted: line.quoted } : {}),
            createdAt: at(step),
          })),
        )
        .returning({ id: conversationMessages.id, fromApplicant: conversationMessages.fromApplicant });
      const lastStaff = written.filter((m) => !m.fromApplicant).at(-1)!.id;
      // The writer has read up to their own last line; the applicant has read what they answered.
      const reads = [{ conversationId: conversation!.id, userId: writer.id, lastReadMessageId: lastStaff }];
      const lastOwn = written.filter((m) => m.fromApplicant).at(-1);
      if (lastOwn)
        reads.push({
          conversationId: conversation!.id,
          userId: application.userId,
          lastReadMessageId: lastOwn.id,
        });
      await tx.insert(conversationReads).values(reads);
    }
    await tx.insert(appMeta).values({ key: 'demo_conversations_seeded', value: new Date(now).toISOString() });
  });
  return true;
}
