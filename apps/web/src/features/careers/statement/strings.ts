import type { ComplianceLevel, GapReason } from '@rekry/domain/public';

/**
 * The fixed text of the accessibility statement, after DIGG's model ('Tillgänglighetsredogörelse för
 * <webbplats>'), in its order; the operator's parts come from the statement itself. Loaded with the page only.
 */
export const statementStrings = {
  title: (site: string) => `Tillgänglighetsredogörelse för ${site}`,
  intro: (operator: string, site: string) =>
    `${operator} står bakom den här webbplatsen. Vi vill att så många som möjligt ska kunna använda webbplatsen. Det här dokumentet beskriver hur ${site} uppfyller lagen om tillgänglighet till digital offentlig service, eventuella kända tillgänglighetsproblem och hur du kan rapportera brister till oss så att vi kan åtgärda dem.`,
  howAccessible: 'Hur tillgänglig är webbplatsen?',
  awareness: {
    full: 'Vi känner inte till några delar av webbplatsen som inte är tillgängliga.',
    partial:
      'Vi är medvetna om att delar av webbplatsen inte är helt tillgängliga. Se avsnittet om innehåll som inte är tillgängligt nedan för mer information.',
    none: 'Vi är medvetna om att stora delar av webbplatsen inte är tillgängliga. Se avsnittet om innehåll som inte är tillgängligt nedan för mer information.',
  } satisfies Record<ComplianceLevel, string>,
  whatToDo: 'Vad kan du göra om du inte kan använda delar av webbplatsen?',
  otherFormat: (site: string) =>
    `Om du behöver innehåll från ${site} som inte är tillgängligt för dig, men som är undantaget från lagens tillämpningsområde enligt beskrivningen nedan, kan du meddela oss så får du innehållet i ett tillgängligt format.`,
  report: 'Rapportera brister i webbplatsens tillgänglighet',
  reportText:
    'Vi strävar hela tiden efter att förbättra webbplatsens tillgänglighet. Om du upptäcker problem som inte är beskrivna på den här sidan, eller om du anser att vi inte uppfyller lagens krav, meddela oss så att vi får veta att problemet finns.',
  email: 'E-post:',
  noEmail: (operator: string) => `Kontakta ${operator}.`,
  supervision: 'Tillsyn',
  supervisionText:
    'Myndigheten för digital förvaltning har ansvaret för tillsyn över lagen om tillgänglighet till digital offentlig service. Om du inte är nöjd med hur vi hanterar dina synpunkter kan du kontakta Myndigheten för digital förvaltning och påtala det.',
  supervisionLink: 'Anmäl till Myndigheten för digital förvaltning',
  technical: 'Teknisk information om webbplatsens tillgänglighet',
  compliance: {
    full: 'Webbplatsen är helt förenlig med lagen om tillgänglighet till digital offentlig service.',
    partial:
      'Webbplatsen är delvis förenlig med lagen om tillgänglighet till digital offentlig service, på grund av de brister som beskrivs nedan.',
    none: 'Webbplatsen är inte förenlig med lagen om tillgänglighet till digital offentlig service, på grund av de brister som beskrivs nedan.',
  } satisfies Record<ComplianceLevel, string>,
  standard: 'Lagens krav är de i standarden EN 301 549, som motsvarar WCAG 2.1 på nivå AA.',
  gaps: 'Innehåll som inte är tillgängligt',
  gapsIntro: 'Innehållet som beskrivs nedan är på ett eller annat sätt inte helt tillgängligt.',
  noGaps: 'Vi känner inte till något innehåll som inte är tillgängligt.',
  reasons: {
    nonCompliance: 'Bristande förenlighet med lagkraven',
    disproportionateBurden: 'Oskälig belastning',
    outOfScope: 'Innehåll som inte omfattas av lagstiftningen',
  } satisfies Record<GapReason, string>,
  tested: 'Hur vi testat webbplatsen',
  assessedOn: (date: string) => `Webbplatsen testades senast ${date}.`,
  reviewedOn: (date: string) => `Redogörelsen uppdaterades senast ${date}.`,
  notReviewed: 'Redogörelsen har ännu inte granskats.',
  loading: 'Hämtar tillgänglighetsredogörelsen…',
  failed: 'Vi kunde inte hämta tillgänglighetsredogörelsen.',
} as const;
