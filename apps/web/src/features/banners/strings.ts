import { BANNER_LIMITS, FILE_SIZE_HINT, type BannerUse } from '@rekry/domain';

const l = BANNER_LIMITS;

/** Swedish strings of the banners screen (/admin/banners) and the banner picker. */
export const bannerStrings = {
  page: {
    title: 'Annonsbilder',
    description: (company: string) =>
      `Bilder som ${company} visar överst på karriärsidan och i annonserna. Välj dem i företagsprofilen och i varje annons.`,
    loading: 'Laddar annonsbilder',
    failed: 'Vi kunde inte hämta annonsbilderna.',
    empty: 'Inga annonsbilder ännu',
    emptyText: 'Ladda upp en bred bild, till exempel från kontoret eller arbetsplatsen.',
    count: (n: number) => (n === 1 ? '1 bild' : `${n} bilder`),
  },
  upload: {
    drop: 'Dra en bild hit eller',
    choose: 'Välj bild',
    busy: (name: string) => `Laddar upp ${name} …`,
    hint: `png, jpg, gif eller webp · minst ${l.minWidth}x${l.minHeight}, högst ${l.maxWidth}x${l.maxHeight} pixlar · ${FILE_SIZE_HINT}`,
    done: 'Bilden är uppladdad',
    oneAtATime: 'Välj en bild i taget',
  },
  card: {
    pixels: (w: number, h: number) => `${w}×${h} px`,
    used: (uses: readonly BannerUse[]) =>
      uses.map((u) => (u.kind === 'company' ? 'Företagssidan' : u.name)).join(', '),
    usedLabel: 'Används:',
    /** Begins with the format the link shows. */
    open: (format: string, name: string) => `${format}, öppna ${name} i full storlek`,
    remove: 'Ta bort',
    removeNamed: (name: string) => `Ta bort ${name}`,
  },
  remove: {
    title: 'Ta bort bild?',
    text: (name: string) => `Bilden ”${name}” tas bort för gott.`,
    confirm: 'Ta bort',
    done: 'Bilden är borttagen',
  },
  picker: {
    hint: 'Namnet på en av företagets annonsbilder eller en adress som börjar med https://',
    choose: 'Välj annonsbild',
    clear: 'Ta bort val',
    title: 'Välj annonsbild',
    description: 'Bilden visas överst på sidan. Ladda upp nya bilder under Annonsbilder.',
    loading: 'Laddar annonsbilder',
    failed: 'Vi kunde inte hämta annonsbilderna.',
    empty: 'Inga annonsbilder ännu.',
    toBanners: 'Gå till Annonsbilder',
    none: 'Ingen bild vald',
    selected: 'Vald',
  },
} as const;
