/** Swedish strings of the company picker. */
export const containerStrings = {
  title: 'Välj företag',
  subtitle: 'Du har tillgång till flera företag. Välj vilket du vill arbeta i – du kan byta när som helst.',
  subtitleSuperuser: 'Som superanvändare kan du arbeta i alla företag på plattformen. Välj ett.',
  current: 'Valt',
  choose: (name: string) => `Välj ${name}`,
  chosen: (name: string) => `Du arbetar nu i ${name}`,
  filterLabel: 'Filtrera företag',
  filterPlaceholder: 'Sök företag…',
  filterEmpty: 'Inget företag matchar sökningen',
  more: (shown: number, all: number) => `Visar ${shown} av ${all} företag. Sök på namnet för att hitta fler.`,
  none: 'Du är inte medlem i något företag.',
  backToStart: 'Tillbaka till start',
  logout: 'Logga ut',
} as const;
