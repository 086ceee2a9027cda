export const layoutStrings = {
  testBanner: 'Testmiljö - ej riktig data',
  brandPanel: 'Om Rekry',
  tagline: 'Rekrytering utan krångel.',
  taglineText:
    'Publicera annonser, ta emot ansökningar och samarbeta kring kandidaterna – allt på ett ställe.',
  footer: 'Rekry – rekrytering och ansökningshantering',
} as const;
