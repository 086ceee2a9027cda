/** Mina bevakningar in Mina sidor. */
export const myJobAlertStrings = {
  title: 'Mina bevakningar',
  description: 'Sökningar du bevakar med din e-postadress. Du får e-post när nya annonser matchar.',
  loading: 'Hämtar dina bevakningar',
  failed: 'Det gick inte att hämta dina bevakningar',
  empty: 'Inga bevakningar',
  emptyText: 'Välj "Bevaka sökningen" under sökningen på karriärsidan för att få nya annonser med e-post.',
  removed: 'Bevakningen är borttagen',
  changed: 'Ändringen är sparad',
  company: {
    title: 'Bevakningar på karriärsidan',
    description: (total: number) =>
      `${total} ${total === 1 ? 'adress bevakar' : 'adresser bevakar'} sökningar på företagets karriärsida. Sök på en e-postadress för att se eller ta bort dess bevakningar.`,
    search: 'Sök bevakning på e-postadress',
    placeholder: 'E-postadress',
    noMatch: 'Ingen adress med bevakningar matchar',
    failed: 'Det gick inte att hämta bevakningarna',
    remove: 'Ta bort bevakningarna',
    removed: 'Bevakningarna är borttagna',
    removeAsk: (email: string) => ({
      title: 'Ta bort bevakningarna?',
      text: `${email} får inga fler e-postmeddelanden från karriärsidan. Borttagningen loggas.`,
      confirm: 'Ta bort',
      cancel: 'Avbryt',
    }),
  },
} as const;
