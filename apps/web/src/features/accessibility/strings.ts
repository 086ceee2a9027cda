import type { ComplianceLevel, GapReason } from '@rekry/domain';

/** Swedish strings of the accessibility statement's screen (/admin/accessibility, superuser). */
export const accessibilityStrings = {
  title: 'Tillgänglighetsredogörelse',
  description:
    'Redogörelsen som lagen om tillgänglighet till digital offentlig service kräver. Den visas på varje karriärsida; texten följer DIGG:s mall och här anger du delarna som gäller er.',
  showPublic: 'Visa den publika sidan',
  loading: 'Hämtar redogörelsen…',
  failed: 'Redogörelsen kunde inte hämtas',
  saved: 'Redogörelsen är sparad',
  save: 'Spara redogörelsen',
  sections: {
    who: {
      title: 'Webbplats och ansvarig',
      description: 'Vem som står bakom webbplatsen och vad den heter.',
    },
    compliance: {
      title: 'Efterlevnad',
      description: 'Hur väl webbplatsen följer lagens krav (EN 301 549, WCAG 2.1 nivå AA).',
    },
    gaps: {
      title: 'Innehåll som inte är tillgängligt',
      description: 'Varje känd brist med varför den finns. Lämna tomt om inga brister är kända.',
    },
    testing: { title: 'Hur webbplatsen testats', description: 'Metod och datum som redogörelsen anger.' },
    feedback: {
      title: 'Synpunkter',
      description: 'Adressen dit besökare rapporterar brister och ber om innehåll i annat format.',
    },
  },
  labels: {
    operatorName: 'Ansvarig organisation',
    siteName: 'Webbplatsens namn',
    compliance: 'Efterlevnad',
    method: 'Så har webbplatsen testats',
    assessedOn: 'Senast testad',
    reviewedOn: 'Redogörelsen senast granskad',
    feedbackEmail: 'E-post för synpunkter',
  },
  hints: {
    method: 'Vanlig text; en tom rad börjar ett nytt stycke.',
  },
  levels: {
    full: 'Helt förenlig med lagen',
    partial: 'Delvis förenlig med lagen',
    none: 'Inte förenlig med lagen',
  } satisfies Record<ComplianceLevel, string>,
  reasons: {
    nonCompliance: 'Bristande förenlighet med lagkraven',
    disproportionateBurden: 'Oskälig belastning',
    outOfScope: 'Omfattas inte av lagen',
  } satisfies Record<GapReason, string>,
  gap: (n: number) => `Brist ${n}`,
  gapContent: 'Vad som inte är tillgängligt',
  gapReason: 'Varför',
  gapExplanation: 'Förklaring',
  noGaps: 'Inga brister listade.',
  addGap: 'Lägg till brist',
  removeGap: (n: number) => `Ta bort brist ${n}`,
} as const;
