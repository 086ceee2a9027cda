/** The alert's mails: the confirmation, the new ads, and the question whether to go on. */
import { JOB_ALERT_RULES, JOB_ALERT_TEXTS, formatDate } from '@rekry/domain';

/** The company an alert belongs to, as its mails and links name it. */
export interface AlertCompany {
  id: number;
  name: string;
  dns: string | null;
}

/** The e-mail log's types of the alert's mails (a failed alert mail stops its alert). */
export const JOB_ALERT_EMAIL = {
  confirmation: 'job_alert_confirmation',
  ads: 'job_alert',
  continue: 'job_alert_continue',
} as const;

const signature = (company: AlertCompany | null) => company?.name ?? 'Rekry';

/** The sender's name: the company's on its page's alerts. */
export const fromNameOf = (company: AlertCompany | null) => (company ? company.name : null);

export function confirmationMail(company: AlertCompany | null, what: string, link: string) {
  return {
    subject: JOB_ALERT_TEXTS.confirmSubject,
    fromName: fromNameOf(company),
    text: [
      'Hej!',
      `Någon, förhoppningsvis du, vill få e-post från ${signature(company)} när nya annonser matchar sökningen "${what}".`,
      `Bekräfta bevakningen här:\n${link}`,
      `Bekräftar du inte skickas inget, och adressen tas bort efter ${JOB_ALERT_RULES.unconfirmedDays} dagar.`,
      `Med vänliga hälsningar\n${signature(company)}`,
    ].join('\n\n'),
  };
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
  const lines = ads.map((ad) =>
    [
      ad.name,
      [ad.companyName, ad.location].filter(Boolean).join(', '),
      ad.stop ? `Sista ansökningsdag: ${formatDate(ad.stop)}` : '',
      ad.url,
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return {
    subject: JOB_ALERT_TEXTS.alertSubject(ads.length + more.count, what),
    fromName: fromNameOf(company),
    text: [
      `Nya annonser som matchar din bevakning "${what}":`,
      ...lines,
      ...(more.count ? [`… och ${more.count} till: ${more.searchUrl}`] : []),
      `Ändra hur ofta du får e-post eller avsluta bevakningen:\n${manage}`,
      `Med vänliga hälsningar\n${signature(company)}`,
    ].join('\n\n'),
  };
}

export function continueMail(company: AlertCompany | null, what: string, manage: string) {
  return {
    subject: JOB_ALERT_TEXTS.continueSubject,
    fromName: fromNameOf(company),
    text: [
      'Hej!',
      `Du bevakar sökningen "${what}" men har inte öppnat någon av våra länkar på länge.`,
      `Vill du fortsätta få e-post om nya annonser? Öppna länken så fortsätter bevakningen:\n${manage}`,
      `Gör du inget inom ${JOB_ALERT_RULES.continueDays} dagar tas bevakningen och din e-postadress bort.`,
      `Med vänliga hälsningar\n${signature(company)}`,
    ].join('\n\n'),
  };
}
