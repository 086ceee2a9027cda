/** The words of an address's alert list (the manage page and Mina sidor). */
export const alertRowStrings = {
  frequency: 'Hur ofta',
  remove: 'Ta bort',
  waiting: 'Väntar på bekräftelse',
  lastSent: (date: string) => `Senast skickad ${date}`,
  notSent: 'Inget skickat ännu',
  removeAsk: (what: string) => ({
    title: 'Ta bort bevakningen?',
    text: `Bevakningen "${what}" tas bort och du får inga fler e-postmeddelanden om den.`,
    confirm: 'Ta bort',
    cancel: 'Avbryt',
  }),
} as const;
