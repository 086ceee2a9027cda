/** Swedish strings of the company picker. */
export const containerStrings = {
  title: 'Välj företag',
  subtitle: 'Du har tillgång till flera företag. Välj vilket du vill arbeta i – du kan byta när som helst.',
  subtitleSuperuser: 'Välj ett av dina företag eller sök bland alla företag på plattformen.',
  current: 'Valt',
  choose: (name: string) => `Välj ${name}`,
  chosen: (name: string) => `Du arbetar nu i ${name}`,
  searchLabel: 'Sök bland alla företag',
  searchPlaceholder: 'Företagsnamn…',
  searchEmpty: 'Inga företag matchar sökningen',
  searchFailed: 'Sökningen misslyckades',
  members: (n: number) => (n === 1 ? '1 användare' : `${n} användare`),
  yourCompanies: 'Dina företag',
  allCompanies: 'Alla företag',
  none: 'Du är inte medlem i något företag.',
  backToStart: 'Tillbaka till start',
  logout: 'Logga ut',
} as const;
