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
} as const;
