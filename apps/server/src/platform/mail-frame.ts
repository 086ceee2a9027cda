/**
 * A system mail's HTML part: its content (HTML under the stored-HTML policy, cleaned again on the way out
 * as every HTML mail is) inside a frame of its sender's name and colours, a company's being its career
 * page's button colours made readable as the page makes them. One document every mail program and screen
 * reader reads alike: lang="sv", a title, no layout tables, inline styles only (Gmail and Outlook drop
 * much else), real links; a link alone in its paragraph is the mail's action and looks like a button.
 */
import { THEME_DEFAULTS, escapeHtml, opaque, readable, resolveTheme } from '@rekry/domain';

/** Whose mail it is and its colours (the job queue carries it beside the mail). */
export interface MailFrame {
  /** The company's name, or the platform's. */
  name: string;
  /** The band behind the name and the action's background. */
  color: string;
  /** The name's and the action's text on `color`. */
  textColor: string;
}

/** A frame in a theme's colours (a company's stored theme, or the defaults for the platform). */
export function mailFrameOf(name: string, theme: unknown): MailFrame {
  const { button } = resolveTheme(theme);
  return { name, color: button.backgroundColor, textColor: button.textColor };
}

/** The platform's own frame: its name in the default theme. */
export const platformFrame = (name: string): MailFrame => mailFrameOf(name, THEME_DEFAULTS);

const PAGE = '#f3f4f6';
const PAPER = '#ffffff';
const INK = '#1f2937';
const FONT = 'Arial,Helvetica,sans-serif';

const STYLES: Record<string, string> = {
  h1: 'margin:0 0 16px;font-size:22px;line-height:1.3;',
  h2: 'margin:24px 0 8px;font-size:18px;line-height:1.3;',
  p: 'margin:0 0 16px;',
  ul: 'margin:0 0 16px;padding:0 0 0 20px;',
  li: 'margin:0 0 12px;',
};

/** The framed document of a mail whose content `html` has been cleaned (sanitizeStoredHtml). */
export function framedMail(html: string, frame: MailFrame, subject: string): string {
  const band = opaque(frame.color);
  const onBand = readable(frame.textColor, band);
  const link = readable(band, PAPER);
  const styled = html
    // The action: a link alone in its paragraph.
    .replace(
      /<p>\s*<a ([^>]*)>([\s\S]*?)<\/a>\s*<\/p>/g,
      (_m, attributes: string, label: string) =>
        `<p style="margin:24px 0;"><a style="display:inline-block;padding:12px 20px;border-radius:6px;` +
        `background-color:${band};color:${onBand};font-weight:bold;text-decoration:none;" ${attributes}>${label}</a></p>`,
    )
    .replace(/<a (?!style=)/g, `<a style="color:${link};text-decoration:underline;" `)
    .replace(/<(h1|h2|p|ul|li)>/g, (_m, tag: string) => `<${tag} style="${STYLES[tag]}">`);
  const title = escapeHtml(subject);
  return [
    '<!doctype html>',
    '<html lang="sv" dir="ltr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${title}</title>`,
    '</head>',
    `<body style="margin:0;padding:24px 8px;background-color:${PAGE};">`,
    `<div role="article" aria-roledescription="e-post" aria-label="${title}" lang="sv" ` +
      `style="max-width:600px;margin:0 auto;background-color:${PAPER};color:${INK};font-family:${FONT};font-size:16px;line-height:1.5;">`,
    `<div style="padding:20px 24px;background-color:${band};color:${onBand};font-size:20px;font-weight:bold;">${escapeHtml(frame.name)}</div>`,
    `<div style="padding:24px;">${styled}</div>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
