import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SOCIAL_LINKS, type PublicContainer } from '@rekry/domain/public';
import { cn } from '../../lib/cn.ts';
import { CandidateLink } from './candidate-link.tsx';
import { StatementLink } from './statement-link.tsx';
import { telHref } from './contact-links.ts';
import { SOCIAL_ICONS } from './social-icons.tsx';
import { careerStrings as t } from './strings.ts';

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 text-[var(--rk-footer-icon)]">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

const linkClass = 'text-[var(--rk-contact)] underline-offset-2 hover:underline';

/** Only http(s) addresses become links; anything else a company typed is left out. */
function safeUrl(value: string): string | null {
  try {
    const url = new URL(value.includes('://') ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A company page's footer (SPEC §2): logo, phone and e-mail when present, address, social icons and
 * 'I samarbete med' plus the operator's name, in the theme's footer colours; the candidate's
 * 'Logga in' ('Mina sidor') and the operator's accessibility statement.
 */
export function CompanyFooter({
  company,
  operatorName,
}: {
  company: PublicContainer;
  operatorName?: string;
}) {
  const name = company.fields.DisplayName.data || company.name;
  const { PhoneNumber, Email, CompanyLogo } = company.fields;
  const { address, zip, city, website, social } = company.profile;
  const place = [zip, city].filter(Boolean).join(' ');
  const site = website ? safeUrl(website) : null;
  const hasContact = !!(PhoneNumber.data || Email.data || address || place || site);
  const socials = SOCIAL_LINKS.flatMap((key) => {
    const url = social[key] ? safeUrl(social[key]) : null;
    return url ? [{ key, url, ...SOCIAL_ICONS[key] }] : [];
  });

  return (
    <footer className="bg-[var(--rk-footer-bg)] text-sm text-[var(--rk-footer-text)]">
      {socials.length ? (
        <div className="bg-[var(--rk-social-bg)]">
          <ul
            aria-label={t.socialMedia}
            className="mx-auto flex max-w-6xl flex-wrap justify-center gap-2 px-4 py-4 sm:px-6"
          >
            {socials.map(({ key, url, icon: Icon, label }) => (
              <li key={key}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  title={label}
                  className="flex size-11 items-center justify-center rounded-full text-[var(--rk-social-icon)] transition hover:bg-black/5"
                >
                  <Icon className="size-5" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <div className="space-y-4">
          {CompanyLogo.data ? (
            <img
              src={CompanyLogo.data}
              alt={t.logoOf(name)}
              className="h-14 w-auto max-w-[12rem] rounded-md bg-white object-contain p-2"
            />
          ) : (
            <p className="text-lg font-semibold">{name}</p>
          )}
          {operatorName ? (
            <p>
              {t.inCooperation} <span className="font-semibold">{operatorName}</span>
            </p>
          ) : null}
          {/* A company's pages have no navbar (SPEC §2): the candidate's way in is here, discreetly. */}
          <CandidateLink className={cn('inline-flex items-center gap-1.5 font-medium', linkClass)} />
          <p>
            <StatementLink className={cn('font-medium underline', linkClass)} />
          </p>
        </div>
        {hasContact ? (
          // The heading stays outside <address>, which may hold no heading (HTML's content model).
          <div>
            <h2 className="mb-3 text-base font-semibold">{t.contact}</h2>
            <address className="not-italic">
              <ul className="space-y-2">
                {PhoneNumber.data ? (
                  <ContactLine icon={<Phone className="size-4" role="img" aria-label={t.phone} />}>
                    <a className={linkClass} href={telHref(PhoneNumber.data)}>
                      {PhoneNumber.data}
                    </a>
                  </ContactLine>
                ) : null}
                {Email.data ? (
                  <ContactLine icon={<Mail className="size-4" role="img" aria-label={t.email} />}>
                    <a className={linkClass} href={`mailto:${Email.data}`}>
                      {Email.data}
                    </a>
                  </ContactLine>
                ) : null}
                {address || place ? (
                  <ContactLine icon={<MapPin className="size-4" role="img" aria-label={t.address} />}>
                    {address ? <span className="block">{address}</span> : null}
                    {place ? <span className="block">{place}</span> : null}
                  </ContactLine>
                ) : null}
                {site ? (
                  <ContactLine icon={<Globe className="size-4" role="img" aria-label={t.website} />}>
                    <a className={linkClass} href={site} target="_blank" rel="noopener noreferrer">
                      {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                    </a>
                  </ContactLine>
                ) : null}
              </ul>
            </address>
          </div>
        ) : null}
      </div>
    </footer>
  );
}
