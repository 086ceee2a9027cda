/**
 * Colour contrast (WCAG 2) for company themes: a company may pick colours that are hard to read, so the
 * public pages and the mails in the company's colours nudge a colour towards black or white until it
 * reaches the wanted contrast.
 */

type Rgb = [number, number, number];

/** '#abc', '#aabbcc' or '#aabbccdd' → [r, g, b]; the alpha of an 8-digit colour is ignored. */
function parseHex(hex: string): Rgb {
  let digits = hex.replace('#', '');
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const value = Number.parseInt(digits.slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour without alpha, written #rrggbb. */
export function opaque(hex: string): string {
  return toHex(parseHex(hex));
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parseHex(a)), luminance(parseHex(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * `color` as is when it reaches `min` contrast against `background` (4.5 for text, 3 for icons and large
 * text); otherwise mixed step by step towards black or white (whichever the background allows) until it
 * does. The hue stays recognisable, the text stays readable.
 */
export function readable(color: string, background: string, min = 4.5): string {
  const fg = parseHex(color);
  const bg = opaque(background);
  if (contrastRatio(toHex(fg), bg) >= min) return toHex(fg);
  const target: Rgb =
    contrastRatio('#000000', bg) >= contrastRatio('#ffffff', bg) ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const t = step / 20;
    const mixed = toHex(fg.map((c, i) => c + (target[i]! - c) * t) as Rgb);
    if (contrastRatio(mixed, bg) >= min) return mixed;
  }
  return toHex(target);
}
