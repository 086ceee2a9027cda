import { PASSWORD_MIN_LENGTH } from '@rekry/domain';

/** Swedish strings of the shared primitives. */
export const uiStrings = {
  richText: {
    toolbar: 'Textformat',
    bold: 'Fetstil',
    italic: 'Kursiv',
    heading: 'Rubrik',
    bulletList: 'Punktlista',
    orderedList: 'Numrerad lista',
    link: 'Länk',
    linkPrompt: 'Länkens adress (tom för att ta bort länken)',
  },
  passwordHint: `Minst ${PASSWORD_MIN_LENGTH} tecken. Ett långt lösenord eller en fras är säkrast.`,
  passwordOk: 'Lösenordet uppfyller kraven',
  showPassword: 'Visa lösenord',
  hidePassword: 'Dölj lösenord',
  close: 'Stäng',
  cancel: 'Avbryt',
  save: 'Spara',
  confirm: 'Bekräfta',
  remove: 'Ta bort',
  required: 'Obligatoriskt',
  list: { noMatch: 'Inget matchar sökningen', clearFilters: 'Rensa filter' },
  chart: { showTable: 'Visa som tabell', showChart: 'Visa som diagram' },
  pager: {
    pages: 'Sidor',
    previous: 'Föregående',
    next: 'Nästa',
    pageOf: (page: number, pages: number) => `Sida ${page} av ${pages}`,
  },
  /** An e-mail to applicants as it is written (components/ui/email-composer.tsx). */
  email: {
    template: 'Mall',
    noTemplate: 'Ingen mall',
    subject: 'Ämne',
    body: 'Meddelande',
    to: 'Till',
    preview: 'Förhandsgranska',
    previewFor: 'Visa för',
    previewFailed: 'Förhandsgranskningen kunde inte visas',
    backToEditing: 'Tillbaka till texten',
    missingTitle: 'Variabler utan värde',
    missing: (variable: string, count: number, names: string[], total: number) =>
      `${variable} är tom för ${count === total ? 'alla mottagare' : `${count} av ${total}`}` +
      (names.length && count < total ? ` (${names.join(', ')}${count > names.length ? ' …' : ''})` : ''),
  },
  variables: {
    title: 'Variabler',
    hint: 'Fylls i per mottagare. Klicka för att lägga in vid markören.',
    insert: 'lägg in',
    own: 'Företagets egna',
  },
} as const;
