import type { CSSProperties } from 'react';
import { opaque, readable, type Theme } from '@rekry/domain/public';
import { cn } from '../../lib/cn.ts';

/** CSS lengths of the radius classes a theme may name (SPEC §3: the button's default is rounded-md). */
const RADIUS: Record<string, string> = {
  'rounded-none': '0px',
  'rounded-sm': '0.25rem',
  'rounded-md': '0.375rem',
  'rounded-lg': '0.5rem',
  'rounded-full': '9999px',
};

/**
 * A company's theme as CSS custom properties on its pages' root element. Text colours are made readable
 * against the background they sit on (companies may pick poor pairs); decorative accents stay as given.
 * Portal pages set none of these, and every class below falls back to the product's own colours.
 */
export function themeStyle(theme: Theme): CSSProperties {
  const main = opaque(theme.backgroundColor.mainContent);
  const footer = opaque(theme.backgroundColor.footer);
  const social = opaque(theme.backgroundColor.socialMedia);
  const button = opaque(theme.button.backgroundColor);
  return {
    '--rk-main-bg': main,
    '--rk-heading': readable(theme.textColor.workAtText, main),
    '--rk-text': readable(theme.textColor.otherText, main),
    '--rk-detail': readable(theme.textColor.detailText, main),
    '--rk-link': readable(button, main),
    '--rk-position-icon': readable(theme.icon.positionIcons, main, 3),
    '--rk-accent-1': opaque(theme.icon.positionIcon1),
    '--rk-accent-2': opaque(theme.icon.positionIcon2),
    '--rk-accent-3': opaque(theme.icon.positionIcon3),
    '--rk-accent-4': opaque(theme.icon.positionIcon4),
    '--rk-btn-bg': button,
    '--rk-btn-text': readable(theme.button.textColor, button),
    '--rk-btn-radius': RADIUS[theme.button.borderRadius] ?? RADIUS['rounded-md'],
    '--rk-footer-bg': footer,
    '--rk-footer-text': readable(theme.textColor.footerText, footer),
    '--rk-contact': readable(theme.textColor.contactText, footer),
    '--rk-footer-icon': readable(theme.icon.footerIcon, footer, 3),
    '--rk-social-bg': social,
    '--rk-social-icon': readable(theme.icon.socialMedia, social, 3),
  } as CSSProperties;
}

/** Classes reading the theme variables, with the portal's colours when there is no company theme. */
export const themed = {
  page: 'bg-[var(--rk-main-bg,var(--color-gray-50))]',
  surface: 'bg-[var(--rk-main-bg,white)]',
  heading: 'text-[var(--rk-heading,var(--color-gray-900))]',
  text: 'text-[var(--rk-text,var(--color-gray-900))]',
  detail: 'text-[var(--rk-detail,var(--color-gray-600))]',
  link: 'text-[var(--rk-link,var(--color-brand-700))]',
  icon: 'text-[var(--rk-position-icon,var(--color-brand-600))]',
} as const;

const buttonSizes = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-5 text-base',
} as const;

/**
 * The company's button (SPEC §3 theme.button: colours and radius) for links and buttons on the public
 * pages, the apply form included; the product's primary button where there is no company theme.
 */
export function themedButtonClass(size: keyof typeof buttonSizes = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 font-medium whitespace-nowrap shadow-sm transition',
    'bg-[var(--rk-btn-bg,var(--color-brand-600))] text-[var(--rk-btn-text,white)]',
    'rounded-[var(--rk-btn-radius,0.375rem)] hover:brightness-90 active:brightness-75',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'focus-visible:outline-[var(--rk-btn-bg,var(--color-brand-500))]',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed',
    buttonSizes[size],
    extra,
  );
}
