import { z } from 'zod';
import { BUTTON_RADII, THEME_COLOR, type Theme } from './theme.ts';

// Apart from theme.ts, which the career site's zod-free bundle imports.
const themeColor = z.string({ error: 'Ange en färg' }).trim().regex(THEME_COLOR, 'Ange en färg som #RRGGBB');

/** A whole theme as the editor sends it: every key of SPEC §3, colours as hex, a known radius class. */
export const themeSchema = z.object({
  button: z.object({
    backgroundColor: themeColor,
    textColor: themeColor,
    borderRadius: z.enum(BUTTON_RADII, { error: 'Välj en hörnrundning' }),
  }),
  backgroundColor: z.object({ mainContent: themeColor, footer: themeColor, socialMedia: themeColor }),
  textColor: z.object({
    workAtText: themeColor,
    contactText: themeColor,
    detailText: themeColor,
    otherText: themeColor,
    footerText: themeColor,
  }),
  icon: z.object({
    footerIcon: themeColor,
    positionIcons: themeColor,
    positionIcon1: themeColor,
    positionIcon2: themeColor,
    positionIcon3: themeColor,
    positionIcon4: themeColor,
    socialMedia: themeColor,
  }),
}) satisfies z.ZodType<Theme>;
