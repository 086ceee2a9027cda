/** A company's public-page theme (SPEC §3) with the defaults given there. */
export interface Theme {
  button: { backgroundColor: string; textColor: string; borderRadius: string };
  backgroundColor: { mainContent: string; footer: string; socialMedia: string };
  textColor: {
    workAtText: string;
    contactText: string;
    detailText: string;
    otherText: string;
    footerText: string;
  };
  icon: {
    footerIcon: string;
    positionIcons: string;
    positionIcon1: string;
    positionIcon2: string;
    positionIcon3: string;
    positionIcon4: string;
    socialMedia: string;
  };
}

export const THEME_DEFAULTS: Theme = {
  button: { backgroundColor: '#2522BA', textColor: '#FFFFFF', borderRadius: 'rounded-md' },
  backgroundColor: { mainContent: '#FFFFFF', footer: '#333333', socialMedia: '#EFF0FB' },
  textColor: {
    workAtText: '#333333',
    contactText: '#868BFC',
    detailText: '#747474',
    otherText: '#333333',
    footerText: '#FFFFFF',
  },
  icon: {
    footerIcon: '#FFFFFF',
    positionIcons: '#62B5E5',
    positionIcon1: '#8A8DE5',
    positionIcon2: '#F85E8D',
    positionIcon3: '#89C5CC',
    positionIcon4: '#9C55F5',
    socialMedia: '#868BFC',
  },
};

export const THEME_COLOR = /^#[0-9a-f]{3}([0-9a-f]{3})?([0-9a-f]{2})?$/i;
/** Tailwind radius classes a theme may name (SPEC: the button's default is the class rounded-md). */
export const BUTTON_RADII = [
  'rounded-none',
  'rounded-sm',
  'rounded-md',
  'rounded-lg',
  'rounded-full',
] as const;

/**
 * The stored theme over the defaults, value by value: anything missing or not a colour (or a known radius
 * class) falls back, so a half-filled or hand-edited theme never breaks the public page.
 */
export function resolveTheme(stored: unknown): Theme {
  const source = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const result = structuredClone(THEME_DEFAULTS) as unknown as Record<string, Record<string, string>>;
  for (const [group, defaults] of Object.entries(result)) {
    const given = source[group];
    if (typeof given !== 'object' || given === null) continue;
    for (const name of Object.keys(defaults)) {
      const value = (given as Record<string, unknown>)[name];
      if (typeof value !== 'string') continue;
      const ok =
        name === 'borderRadius'
          ? (BUTTON_RADII as readonly string[]).includes(value)
          : THEME_COLOR.test(value);
      if (ok) defaults[name] = value;
    }
  }
  return result as unknown as Theme;
}
