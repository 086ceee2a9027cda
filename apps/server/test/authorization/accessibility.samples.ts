import type { AreaSamples } from './context.ts';

export const accessibilitySamples: AreaSamples<'accessibility'> = {
  get_AccessibilityStatement: () => ({}),
  update_AccessibilityStatement: () => ({
    operatorName: 'Rekry AB',
    siteName: 'Rekry karriärsidor',
    compliance: 'partial',
    gaps: [{ content: 'Inbäddade filmer', reason: 'outOfScope', explanation: 'Publicerade före 2020.' }],
    method: 'axe och tangentbord',
    assessedOn: '2025-01-15',
    feedbackEmail: 'tillganglighet@rekry.test',
    reviewedOn: '2025-01-20',
  }),
};
