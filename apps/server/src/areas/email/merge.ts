import { and, eq, inArray } from 'drizzle-orm';
import {
  missingVariables,
  renderEmailTemplate,
  stockholmDate,
  type ApplicantInfo,
  type EmailTemplateValues,
} from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { containers, jobApplications, positions, users } from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';
import type { AuthUser } from '../../core/access/auth.ts';
import { displayNameOf } from '../../core/access/membership.ts';
import { looksLikeHtml } from '../../platform/sanitize.ts';
import { sanitizeStoredHtml } from '../../platform/sanitize.ts';
import { ownVariables } from '../email-templates/index.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Recipient {
  applicationId: number;
  userEmail: string;
  info: ApplicantInfo;
  /** Their interview's booking page (##BOOKINGLINK##), when they have an open interview. */
  bookingLink?: string;
  /** The position's prefilled application (##APPLYLINK##), when a talent pool member is invited. */
  applyLink?: string;
}

/** The position's applicants among `ids` (the company's own only). */
export async function recipientsOf(db: Queryable, containerId: number, positionId: number, ids: number[]) {
  return db
    .select({ applicationId: jobApplications.id, userEmail: users.email, info: jobApplications.info })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(
      and(
        inArray(jobApplications.id, ids),
        eq(jobApplications.positionId, positionId),
        eq(jobApplications.containerId, containerId),
      ),
    );
}

/** The applicant's address: the one the application came with (lower case). */
export const addressOf = (r: Recipient) => (r.info.email || r.userEmail).trim().toLowerCase();

/** What one e-mail's variables are filled from, whoever receives it: the position, the company, the sender. */
export interface MergeContext {
  positionName: string;
  common: EmailTemplateValues;
  own: Record<string, string>;
}

export async function mergeContextOf(
  db: Queryable,
  sender: AuthUser,
  containerId: number,
  positionId: number,
): Promise<MergeContext> {
  const [context] = await db
    .select({
      positionName: positions.name,
      company: { name: containers.name, metadata: containers.metadata },
    })
    .from(positions)
    .innerJoin(containers, eq(containers.id, positions.containerId))
    .where(and(eq(positions.id, positionId), eq(positions.containerId, containerId)));
  if (!context) throw notFound('Tjänsten finns inte');
  return {
    positionName: context.positionName,
    own: await ownVariables(db, containerId),
    common: {
      '##POSITION##': context.positionName,
      '##COMPANY##': displayNameOf(context.company),
      '##SENDER##': `${sender.firstname} ${sender.lastname}`.trim(),
      '##DATE##': stockholmDate(),
    },
  };
}

const valuesFor = (context: MergeContext, r: Recipient): EmailTemplateValues => ({
  ...context.common,
  '##FIRSTNAME##': r.info.firstname ?? '',
  '##LASTNAME##': r.info.lastname ?? '',
  '##NAME##': r.info.name || `${r.info.firstname ?? ''} ${r.info.lastname ?? ''}`.trim(),
  '##EMAIL##': addressOf(r),
  '##BOOKINGLINK##': r.bookingLink ?? '',
  '##APPLYLINK##': r.applyLink ?? '',
});

const escapedAll = (values: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v ?? '')]));

/**
 * The e-mail as this recipient gets it: the variables filled for them (escaped in an HTML body), the body
 * cleaned when it is HTML, the subject on one line; and the variables that stay empty for them.
 */
export function mergeFor(context: MergeContext, r: Recipient, subject: string, body: string) {
  const html = looksLikeHtml(body);
  const values = valuesFor(context, r);
  const filled = html
    ? renderEmailTemplate(body, escapedAll(values) as EmailTemplateValues, escapedAll(context.own))
    : renderEmailTemplate(body, values, context.own);
  return {
    to: addressOf(r),
    subject: renderEmailTemplate(subject, values, context.own).replace(/[\r\n]+/g, ' '),
    body: html ? sanitizeStoredHtml(filled) : filled,
    isHtml: html,
    missing: missingVariables(`${subject}\n${body}`, values, context.own),
  };
}
