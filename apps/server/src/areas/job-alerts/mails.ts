/**
 * The alert's mails: the confirmation, the new ads, and the question whether to go on. Written as HTML
 * (the send job cleans it, frames it in the company's name and colours and makes the text part from it),
 * so every value is escaped here.
 */
import { JOB_ALERT_RULES, JOB_ALERT_TEXTS, escapeHtml, formatDate } from '@rekry/domain';
import { mailFrameOf, platformFrame, type MailFrame } from '../../platform/mail-frame.ts';

/** The company an alert belongs to, as its mails and links name it. */
export interface AlertCompany {
  id: number;
  name: string;
  dns: string | null;
  /** Its career page's stored theme: its mails take the page's colours. */
  theme: unknown;
}

/** The e-mail log's types of the alert's mails (a failed alert mail stops its alert). */
export const JOB_ALERT_EMAIL = {
  confirmation: 'job_alert_confirmation',
  ads: 'job_alert',
  continue: 'job_alert_continue',
} as const;

/** Who the portal's alerts come from. */
const PORTAL = 'Rekry';

const signature = (company: AlertCompany | null) => company?.name ?? PORTAL;

/** The sender's name: the company's on its page's alerts. */
export const fromNameOf = (company: AlertCompany | null) => (company ? company.name : null);

/** The frame of the mail's HTML: the company's name and colours, or the portal's. */
export const frameOf = (company: AlertCompany | null): MailFrame =>
  company ? mailFrameOf(company.name, company.theme) : platformFrame(PORTAL);

const paragraph = (...lines: string[]) => `<p>${lines.join('<br>')}</p>`;
const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
const closing = (company: AlertCompany | null) =>
  paragraph('Med vänliga hälsningar', escapeHtml(signature(company)));

function mail(company: AlertCompany | null, subject: string, heading: string, parts: string[]) {
  return {
    subject,
    fromName: fromNameOf(company),
    text: [`<h1>${escapeHtml(heading)}</h1>`, ...parts, closing(company)].join(''),
    frame: frameOf(company),
  };
}

export function confirmationMail(company: AlertCompany | null, what: string, href: string) {
  return mail(company, JOB_ALERT_TEXTS.confirmSubject, JOB_ALERT_TEXTS.confirmSubject, [
    paragraph('Hej!'),
    paragraph(
      escapeHtml(
        `Någon, förhoppningsvis du, vill få e-post från ${signature(company)} när nya annonser matchar sökningen "${what}".`,
      ),
    ),
    paragraph(link(href, 'Bekräfta bevakningen')),
    paragraph(
      `Bekräftar du inte skickas inget, och adressen tas bort efter ${JOB_ALERT_RULES.unconfirmedDays} dagar.`,
    ),
  ]);
}

/** One new ad as a mail lists it. */
export interface AlertAd {
  name: string;
  companyName: string;
  location: string;
  /** Unix seconds of its last day, or null. */
  stop: number | null;
  url: string;
}

export function adsMail(
  company: AlertCompany | null,
  what: string,
  ads: AlertAd[],
  more: { count: number; searchUrl: string },
  manage: string,
) {
  const items = ads.map(
    (ad) =>
      `<li>${[
        `<strong>${link(ad.url, ad.name)}</strong>`,
        escapeHtml([ad.companyName, ad.location].filter(Boolean).join(', ')),
        ad.stop ? `Sista ansökningsdag: ${formatDate(ad.stop)}` : '',
      ]
        .filter(Boolean)
        .join('<br>')}</li>`,
  );
  const total = ads.length + more.count;
  const subject = JOB_ALERT_TEXTS.alertSubject(total, what);
  return mail(company, subject, subject, [
    paragraph(
      escapeHtml(
        `${total === 1 ? 'En ny annons matchar' : `${total} nya annonser matchar`} din bevakning "${what}":`,
      ),
    ),
    `<ul>${items.join('')}</ul>`,
    ...(more.count ? [paragraph(link(more.searchUrl, `Se alla ${total} annonser`))] : []),
    paragraph(`Ändra hur ofta du får e-post eller avsluta bevakningen: ${link(manage, 'Dina bevakningar')}`),
  ]);
}

export function continueMail(company: AlertCompany | null, what: string, manage: string) {
  return mail(company, JOB_ALERT_TEXTS.continueSubject, JOB_ALERT_TEXTS.continueSubject, [
    paragraph('Hej!'),
    paragraph(
      escapeHtml(`Du bevakar sökningen "${what}" men har inte öppnat någon av våra länkar på länge.`),
    ),
    paragraph('Vill du fortsätta få e-post om nya annonser? Öppna länken så fortsätter bevakningen.'),
    paragraph(link(manage, 'Fortsätt bevaka')),
    paragraph(
      `Gör du inget inom ${JOB_ALERT_RULES.continueDays} dagar tas bevakningen och din e-postadress bort.`,
    ),
  ]);
}
