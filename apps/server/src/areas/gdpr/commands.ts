/** What the GDPR screen changes and records: the retention, a legal hold, a register extract given. */
import { and, eq } from 'drizzle-orm';
import { EXTRACT_TEXTS, RETENTION_PROPERTY, retentionMonthsOf, type PersonExtract } from '@rekry/domain';
import { containers, jobApplications } from '../../db/schema.ts';
import { badRequest } from '../../core/errors.ts';
import { displayNameOf } from '../../core/access/membership.ts';
import { actorOf, recordPersonalData } from '../../platform/audit.ts';
import { queueEmails } from '../../platform/mail-queue.ts';
import { patchProperties } from '../company/index.ts';
import type { ActionContext } from '../../platform/action-context.ts';

const NOT_HELD = 'Personen har inga ansökningar hos företaget';

/** Sets how many months the company keeps an applicant's data, with its audit entry; answers the months. */
export async function setRetentionMonths(
  { db, audit }: Pick<ActionContext, 'db' | 'audit'>,
  containerId: number,
  months: number,
) {
  const properties = await patchProperties(db, containerId, { [RETENTION_PROPERTY]: months }, []);
  await audit({
    kind: 'gdpr',
    summary: `Ändrade lagringstiden till ${months} månader`,
    containerId,
    data: { months },
  });
  return retentionMonthsOf(properties);
}

/**
 * Puts a legal hold on (or lifts it from) every application of the person to the company, with its
 * audit entry; 400 when they have none. Answers how many applications.
 */
export async function setLegalHold(
  { db, audit }: Pick<ActionContext, 'db' | 'audit'>,
  containerId: number,
  userId: number,
  hold: boolean,
) {
  const changed = await db
    .update(jobApplications)
    .set({ legalHold: hold })
    .where(and(eq(jobApplications.containerId, containerId), eq(jobApplications.userId, userId)))
    .returning({ id: jobApplications.id });
  if (changed.length === 0) throw badRequest(NOT_HELD, { userId: NOT_HELD });
  await audit({
    kind: 'gdpr',
    summary: hold
      ? `Satte bevarandebeslut på en sökande (${changed.length} ansökningar)`
      : `Hävde bevarandebeslut för en sökande (${changed.length} ansökningar)`,
    containerId,
    data: { hold, applications: changed.length },
  });
  return changed.length;
}

/** Records that the person was given their extract, by e-mail (both formats) or as a download in one. */
export async function recordInform(
  ctx: ActionContext,
  containerId: number,
  extract: PersonExtract,
  { delivery, format }: { delivery: 'email' | 'download'; format: 'json' | 'pdf' },
) {
  const applications = extract.companies.flatMap((c) => c.applications);
  // The register row says what was given and how, never to whom (an erasure later must leave no trace).
  await recordPersonalData(
    ctx.db,
    {
      containerId,
      actorId: ctx.user.id,
      kind: 'inform',
      reason: '',
      summary: {
        delivery,
        ...(delivery === 'download' ? { format } : { formats: ['json', 'pdf'] }),
        applications: applications.length,
        files: applications.reduce((n, a) => n + a.files.length, 0),
        notes: applications.reduce((n, a) => n + a.notes.length, 0),
      },
    },
    {
      actor: actorOf(ctx.user, ctx.ip),
      entry: {
        kind: 'gdpr',
        summary:
          delivery === 'email'
            ? `Skickade ett registerutdrag med e-post (${applications.length} ansökningar)`
            : `Laddade ner ett registerutdrag som ${format.toUpperCase()} (${applications.length} ansökningar)`,
        containerId,
        data: {
          inform: true,
          delivery,
          ...(delivery === 'download' ? { format } : {}),
          applications: applications.length,
        },
      },
    },
  );
}

/** Queues the extract to the person's address, as JSON and PDF made when the mail goes. Answers the address. */
export async function mailExtract(
  ctx: ActionContext,
  containerId: number,
  userId: number,
  extract: PersonExtract,
) {
  const [company] = await ctx.db
    .select({ name: containers.name, metadata: containers.metadata })
    .from(containers)
    .where(eq(containers.id, containerId));
  const name = extract.companies[0]?.controller ?? (company ? displayNameOf(company) : '');
  await queueEmails(ctx.db, [
    {
      to: extract.person.email,
      subject: EXTRACT_TEXTS.subject(name),
      text: EXTRACT_TEXTS.mailText(name),
      emailType: 'register_extract',
      containerId,
      sentBy: ctx.user.id,
      attach: { personExtract: { userId, containerIds: [containerId] } },
    },
  ]);
  return extract.person.email;
}
