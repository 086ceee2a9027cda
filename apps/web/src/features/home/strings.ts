/** Swedish strings of the admin home screen. */
export const homeStrings = {
  greeting: (name: string) => (name ? `Hej ${name}!` : 'Hej!'),
  yourRole: 'Din roll',
  company: 'Företag',
  noCompany:
    'Ditt konto är inte kopplat till något företag ännu. När en administratör lägger till dig visas företaget här.',
  whatNext: 'Vad vill du göra?',
  needsRole: (role: string) => `Kräver behörighet: ${role}`,
} as const;
