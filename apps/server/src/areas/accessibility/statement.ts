import type { AccessibilityStatement, ActionParsedInput } from '@rekry/domain';
import type { Queryable } from '../../db/client.ts';
import { accessibilityStatement } from '../../db/schema.ts';

/**
 * What stands until the operator first saves: the platform's own knowledge of how it is tested, and the
 * operator's configured name; no dates and no address, which only the operator can give.
 */
export function defaultStatement(operatorName: string): AccessibilityStatement {
  return {
    operatorName,
    siteName: `${operatorName} karriärsidor`,
    compliance: 'partial',
    gaps: [],
    method:
      'Varje version av webbplatsen testas automatiskt: de publika sidorna granskas med verktyget axe mot WCAG 2.1 nivå AA, flödena (söka jobb, läsa en annons, ansöka) genomförs med enbart tangentbord och i en mobil skärmbredd, och sidorna mäts med Lighthouse.',
    assessedOn: null,
    feedbackEmail: '',
    reviewedOn: null,
  };
}

/** The statement as saved, or the defaults when it never was. */
export async function readStatement(db: Queryable, operatorName: string): Promise<AccessibilityStatement> {
  const [row] = await db.select().from(accessibilityStatement);
  if (!row) return defaultStatement(operatorName);
  const {
    operatorName: name,
    siteName,
    compliance,
    gaps,
    method,
    assessedOn,
    feedbackEmail,
    reviewedOn,
  } = row;
  return { operatorName: name, siteName, compliance, gaps, method, assessedOn, feedbackEmail, reviewedOn };
}

/** Writes the one row (inserted the first time), keeping who saved it last. */
export async function saveStatement(
  db: Queryable,
  input: ActionParsedInput<'update_AccessibilityStatement'>,
  userId: number,
): Promise<void> {
  const values = { ...input, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(accessibilityStatement)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: accessibilityStatement.id, set: values });
}
