import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PublicContactPerson } from '@rekry/domain/public';
import { cn } from '../../lib/cn.ts';
import { mailtoHref, telHref } from './contact-links.ts';
import { careerStrings as t } from './strings.ts';
import { themed } from './theme.ts';

const linkClass = cn('font-medium underline-offset-2 hover:underline', themed.link);

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className={cn('mt-0.5 shrink-0', themed.icon)}>{icon}</span>
      {/* An address is one long word: it breaks anywhere rather than widen the page on a phone. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </li>
  );
}

/**
 * 'Kontaktperson' under the ad: the name, title, phone (a tel: link) and e-mail (a mailto: link) the
 * position's contact person has; only the parts given.
 */
export function PositionContact({ contact }: { contact: PublicContactPerson }) {
  const mailto = contact.email ? mailtoHref(contact.email) : null;
  return (
    <section
      aria-labelledby="position-contact-heading"
      className={cn('rounded-xl p-5 ring-1 ring-gray-900/10 sm:max-w-md', themed.surface)}
    >
      <h2 id="position-contact-heading" className={cn('text-base font-semibold', themed.heading)}>
        {t.contactPerson}
      </h2>
      {contact.name || contact.title ? (
        <p className="mt-3">
          {contact.name ? (
            <span className={cn('block font-medium break-words', themed.text)}>{contact.name}</span>
          ) : null}
          {contact.title ? (
            <span className={cn('block text-sm break-words', themed.detail)}>{contact.title}</span>
          ) : null}
        </p>
      ) : null}
      {contact.phone || contact.email ? (
        <ul className="mt-3 space-y-2 text-sm">
          {contact.phone ? (
            <Line icon={<Phone className="size-4" role="img" aria-label={t.phone} />}>
              <a className={linkClass} href={telHref(contact.phone)}>
                {contact.phone}
              </a>
            </Line>
          ) : null}
          {contact.email ? (
            <Line icon={<Mail className="size-4" role="img" aria-label={t.email} />}>
              {mailto ? (
                <a className={linkClass} href={mailto}>
                  {contact.email}
                </a>
              ) : (
                <span className={themed.text}>{contact.email}</span>
              )}
            </Line>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
