/**
 * What an applicant consents to (SPEC §1, §9): the GDPR text per company, the operator's terms, the
 * agreement checkbox labels and the record stored with an application. All HTML here is built from
 * fixed text with every inserted name escaped, so it is safe as returned.
 */
import { escapeHtml } from './messages.ts';

/** SPEC §9: personal data kept at most 36 months, on consent, under the text valid from 2022-01-31. */
export const GDPR_RETENTION_MONTHS = 36;
export const GDPR_VALID_FROM = '2022-01-31';
export const LEGAL_BASIS = 'Samtycke';

/** SPEC §1/§9 special containers. */
export const SUMMER_JOBS_CONTAINER_ID = 390;
export const GROUP_CONTAINER_ID = 393;
export const OWN_CONSENT_NAME_CONTAINER_ID = 382;

/** Labels of the agreement group and its checkboxes; the terms label links '#term01' and '#term02'. */
export const AGREEMENT_TEXTS = {
  group: 'Villkor och samtycke',
  terms:
    'Jag har läst och godkänner <a href="#term01">företagets villkor</a> och <a href="#term02">de allmänna villkoren</a>',
  gdpr: 'Jag samtycker till att mina personuppgifter behandlas enligt informationen nedan',
  /** Title of the modal the two links open. */
  termsTitle: 'Allmänna villkor',
} as const;

/** Link targets in the terms label: the company's terms and the operator's. */
export const TERMS_LINKS = { company: '#term01', operator: '#term02' } as const;

/** What is stored with an application about the consent given. */
export interface ConsentRecord {
  /** When the applicant sent the approved form, ISO 8601. */
  approvedAt: string;
  terms: true;
  gdpr: true;
  consentCompanyName: string;
  gdprValidFrom: typeof GDPR_VALID_FROM;
  /** The company's retention period the text named (at most GDPR_RETENTION_MONTHS). */
  retentionMonths: number;
  legalBasis: typeof LEGAL_BASIS;
  /** SHA-256 of the GDPR text shown, computed by the server. */
  gdprTextSha256?: string;
}

/** The company named as responsible: the display name, except 382 which names its own consent company. */
export function consentCompanyName(
  containerId: number,
  displayName: string,
  properties: Readonly<Record<string, unknown>>,
): string {
  const own = properties.consentCompanyName;
  if (containerId === OWN_CONSENT_NAME_CONTAINER_ID && typeof own === 'string' && own.trim() !== '') {
    return own.trim();
  }
  return displayName;
}

export interface GdprTextInput {
  containerId: number;
  companyName: string;
  consentCompanyName: string;
  /** 393: the group's member companies, by name. */
  members: readonly string[];
  gdprContact?: string | null;
  gdprAddress?: string | null;
  operatorName: string;
  /** The company's own retention period, which the text promises. */
  retentionMonths: number;
}

/**
 * A name in the genitive as Swedish writes it: 'Volvos', 'Demo AB:s' (an abbreviation or a digit takes
 * a colon), and a name ending in s, x or z takes nothing ('Hennes & Mauritz', 'Fax').
 */
export function genitive(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || /[sxz]$/i.test(trimmed)) return trimmed;
  const last = trimmed.split(/\s+/).pop() ?? '';
  const abbreviation =
    /\d$/.test(last) || (last.length > 1 && last === last.toUpperCase() && /\p{Lu}/u.test(last));
  return abbreviation ? `${trimmed}:s` : `${trimmed}s`;
}

function paragraphs(...texts: string[]): string {
  return texts.map((t) => `<p>${t}</p>`).join('');
}

/** The purpose paragraphs: ordinary recruitment, 390's summer jobs, or 393's group-wide sharing. */
function purposeHtml(input: GdprTextInput, responsible: string): string {
  if (input.containerId === SUMMER_JOBS_CONTAINER_ID) {
    return paragraphs(
      `${responsible} behandlar dina uppgifter för att kunna erbjuda dig ett sommarjobb: uppgifterna används för att matcha dig mot sommarjobb och de perioder du har valt, och för att kontakta dig om din ansökan.`,
      'Är du under 18 år kan vi komma att kontakta din vårdnadshavare, till exempel inför en anställning.',
    );
  }
  if (input.containerId === GROUP_CONTAINER_ID) {
    const members = input.members.filter((m) => m.trim() !== '');
    const list = members.length ? `<ul>${members.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>` : '';
    return (
      paragraphs(
        `${responsible} behandlar dina uppgifter för att hantera din ansökan och rekrytera till tjänster inom koncernen.`,
        'Din ansökan delas inom koncernen, så att den kan bedömas av alla bolag i koncernen som rekryterar. Koncernens bolag är:',
      ) + list
    );
  }
  return paragraphs(
    `${responsible} behandlar dina uppgifter för att hantera din ansökan och genomföra rekryteringen.`,
  );
}

/** The GDPR text shown under the agreement checkboxes (SPEC §1, §9). */
export function gdprHtml(input: GdprTextInput): string {
  const name = input.consentCompanyName || input.companyName;
  const responsible = `<strong>${escapeHtml(name)}</strong>`;
  const contact = [input.gdprContact, input.gdprAddress]
    .map((v) => v?.trim() ?? '')
    .filter(Boolean)
    .map(escapeHtml)
    .join(', ');
  return (
    '<h3>Behandling av personuppgifter</h3>' +
    paragraphs(
      `När du skickar din ansökan behandlar ${responsible} de personuppgifter du lämnar. ${responsible} är personuppgiftsansvarig.`,
    ) +
    purposeHtml(input, responsible) +
    paragraphs(
      `Den rättsliga grunden för behandlingen är ditt samtycke. Uppgifterna sparas som längst i ${input.retentionMonths} månader och raderas därefter.`,
      `Tjänsten tillhandahålls av ${escapeHtml(input.operatorName)}, som behandlar uppgifterna för <strong>${escapeHtml(genitive(name))}</strong> räkning.`,
      'Du har rätt att begära att få ta del av, rätta eller radera dina uppgifter, och du kan när som helst återkalla ditt samtycke. Ett återkallat samtycke gäller från den tidpunkten.',
      contact
        ? `Kontakta ${responsible} om dina personuppgifter: ${contact}.`
        : `Kontakta ${responsible} om du har frågor om dina personuppgifter.`,
      `Gäller från ${GDPR_VALID_FROM}.`,
    )
  );
}

/** The operator's 'Allmänna villkor' (term02). */
export function operatorTermsHtml(operatorName: string, retentionMonths: number): string {
  const operator = escapeHtml(operatorName);
  return (
    `<h3>${AGREEMENT_TEXTS.termsTitle}</h3>` +
    paragraphs(
      `${operator} tillhandahåller den här rekryteringstjänsten åt företaget som annonserar tjänsten. Genom att skicka din ansökan godkänner du dessa villkor.`,
      'Du ansvarar för att uppgifterna och filerna du skickar är korrekta och att du har rätt att lämna dem. Skicka inte känsliga personuppgifter som inte behövs för ansökan.',
      'Din ansökan skickas till det annonserande företaget, som ansvarar för rekryteringen och för beslut om anställning.',
      `${operator} sparar dina uppgifter som längst i ${retentionMonths} månader och raderar dem därefter, eller tidigare om du återkallar ditt samtycke.`,
    )
  );
}
