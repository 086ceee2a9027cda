import { z } from 'zod';
import {
  ACCESSIBILITY_LIMITS as LIMITS,
  ACCESSIBILITY_MESSAGES as MESSAGES,
  COMPLIANCE_LEVELS,
  GAP_REASONS,
  type AccessibilityStatement,
} from '../accessibility.ts';
import { isIsoDate } from '../dates.ts';
import { action, type ActionArea } from './define.ts';

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const pastDate = (message: string) =>
  z
    .string({ error: message })
    .refine(isIsoDate, message)
    // A day ahead of UTC's today, so a Swedish morning's date is never refused as the future.
    .refine(
      (day) => day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      MESSAGES.futureDate,
    );

/** The operator's parts of the statement, as the platform screen sends them (plain text). */
export const accessibilityStatementSchema = z.object({
  operatorName: text(LIMITS.name, MESSAGES.operatorName, MESSAGES.nameLength),
  siteName: text(LIMITS.name, MESSAGES.siteName, MESSAGES.nameLength),
  compliance: z.enum(COMPLIANCE_LEVELS, { error: MESSAGES.compliance }),
  gaps: z
    .array(
      z.object({
        content: text(LIMITS.gapContent, MESSAGES.gapContent, MESSAGES.gapContentLength),
        reason: z.enum(GAP_REASONS, { error: MESSAGES.gapReason }),
        explanation: text(LIMITS.gapExplanation, MESSAGES.gapExplanation, MESSAGES.gapExplanationLength),
      }),
      { error: MESSAGES.gaps },
    )
    .max(LIMITS.gaps, MESSAGES.gaps),
  method: text(LIMITS.method, MESSAGES.method, MESSAGES.methodLength),
  assessedOn: pastDate(MESSAGES.assessedOn),
  feedbackEmail: z
    .string({ error: MESSAGES.feedbackEmail })
    .trim()
    .max(LIMITS.email, MESSAGES.feedbackEmail)
    .pipe(z.email({ error: MESSAGES.feedbackEmail })),
  reviewedOn: pastDate(MESSAGES.reviewedOn),
});

/**
 * The accessibility statement (/admin/accessibility; the public page /tillganglighet): the operator is
 * the platform, so only the superuser reads and writes it here; the public reads it without signing in.
 */
export const accessibilityActions = {
  get_AccessibilityStatement: action<AccessibilityStatement>()({
    input: z.object({}).strict(),
    access: { role: 'superuser', scope: 'platform' },
    mutation: false,
    description:
      'Tillgänglighetsredogörelsens delar som operatören anger (standardtexter tills den sparats första gången).',
  }),
  update_AccessibilityStatement: action<AccessibilityStatement>()({
    input: accessibilityStatementSchema,
    access: { role: 'superuser', scope: 'platform' },
    mutation: true,
    invalidates: 'public',
    description:
      'Spara tillgänglighetsredogörelsen: ansvarig, webbplats, efterlevnad, brister, testmetod och datum, e-post för synpunkter.',
  }),
} satisfies ActionArea;
