/** Swedish strings of the public career site. */
export const careerStrings = {
  searchJobs: 'Sök jobb',
  positions: 'Lediga tjänster',
  home: 'Rekry – lediga jobb',
  openMenu: 'Öppna menyn',
  closeMenu: 'Stäng menyn',
  menu: 'Meny',
  testNotice: 'OBS! Ej riktig data, endast för utveckling och testning.',
  heading: 'Hitta ditt nästa jobb',
  intro: 'Här publicerar företagen sina lediga tjänster. Sök direkt – det tar bara några minuter.',
  empty: 'Inga lediga tjänster just nu',
  emptyText: 'Det finns inga publicerade tjänster för tillfället. Titta gärna in igen snart.',
  inCooperation: 'I samarbete med',
  rights: 'Rekry',
} as const;
