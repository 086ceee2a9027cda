/**
 * The accessibility statement (tillgänglighetsredogörelse, lagen (2018:1937) om tillgänglighet till
 * digital offentlig service): one per operator, published at ACCESSIBILITY_STATEMENT_PATH on every career
 * site. The fixed text follows DIGG's model and lives in the web; these are the parts the operator sets.
 * Zod-free, since the public bundle reads it (the input's schema is in actions/accessibility.ts).
 */

/** The public page's address on the portal and on every company's career site. */
export const ACCESSIBILITY_STATEMENT_PATH = '/tillganglighet';

/** DIGG's form for reporting a site that does not follow the law. */
export const DIGG_REPORT_URL = 'https://www.digg.se/tdosanmalan';

/** How far the site meets the law's requirements (WCAG 2.1 AA through EN 301 549). */
export const COMPLIANCE_LEVELS = ['full', 'partial', 'none'] as const;
export type ComplianceLevel = (typeof COMPLIANCE_LEVELS)[number];

/** Why a part is not accessible: the three headings of DIGG's model. */
export const GAP_REASONS = ['nonCompliance', 'disproportionateBurden', 'outOfScope'] as const;
export type GapReason = (typeof GAP_REASONS)[number];

export const ACCESSIBILITY_LIMITS = {
  name: 200,
  gaps: 30,
  gapContent: 500,
  gapExplanation: 2000,
  method: 4000,
  email: 254,
} as const;

export const ACCESSIBILITY_MESSAGES = {
  operatorName: 'Ange vem som ansvarar för webbplatsen',
  siteName: 'Ange webbplatsens namn',
  nameLength: `Namnet får vara högst ${ACCESSIBILITY_LIMITS.name} tecken`,
  compliance: 'Välj hur väl webbplatsen följer lagen',
  gaps: `Högst ${ACCESSIBILITY_LIMITS.gaps} brister kan listas`,
  gapContent: 'Beskriv vad som inte är tillgängligt',
  gapContentLength: `Beskrivningen får vara högst ${ACCESSIBILITY_LIMITS.gapContent} tecken`,
  gapReason: 'Välj varför innehållet inte är tillgängligt',
  gapExplanation: 'Förklara bristen',
  gapExplanationLength: `Förklaringen får vara högst ${ACCESSIBILITY_LIMITS.gapExplanation} tecken`,
  method: 'Beskriv hur webbplatsen har testats',
  methodLength: `Beskrivningen får vara högst ${ACCESSIBILITY_LIMITS.method} tecken`,
  assessedOn: 'Ange när webbplatsen senast testades (ÅÅÅÅ-MM-DD)',
  feedbackEmail: 'Ange en giltig e-postadress för synpunkter',
  reviewedOn: 'Ange när redogörelsen senast granskades (ÅÅÅÅ-MM-DD)',
  futureDate: 'Datumet får inte ligga i framtiden',
} as const;

/** A part of the site that is not accessible, and why. Plain text throughout. */
export interface AccessibilityGap {
  content: string;
  reason: GapReason;
  explanation: string;
}

/**
 * The operator's parts of the statement, as the platform screen edits them and the public page shows
 * them. Plain text (never HTML); dates are YYYY-MM-DD, null until the operator first saves.
 */
export interface AccessibilityStatement {
  operatorName: string;
  siteName: string;
  compliance: ComplianceLevel;
  gaps: AccessibilityGap[];
  /** How the site was assessed (the axe and keyboard journeys, Lighthouse, manual checks). */
  method: string;
  assessedOn: string | null;
  feedbackEmail: string;
  reviewedOn: string | null;
}
