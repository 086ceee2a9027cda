import { LABEL_TYPE_NAMES, TAG_TEXTS } from '@rekry/domain';

/** Swedish strings of /admin/templates/statuses: the labels and the tags. */
export const tagStrings = {
  page: {
    title: 'Statusar och taggar',
    description: (company: string) => `Statusar, processnivåer och taggar som ${company} sätter på sökande.`,
  },
  actions: 'Åtgärder',
  edit: 'Redigera',
  save: 'Spara',
  failed: 'Något gick fel',
  labels: {
    title: 'Statusar och processnivåer',
    description:
      'Statusar och processnivåer som ni sätter på sökande, i den ordning de visas. Den förvalda statusen är förvald när ni ändrar status; en förvald etikett kan inte tas bort.',
    name: 'Namn',
    type: 'Typ',
    types: { Interest: LABEL_TYPE_NAMES.Interest.one, Process: LABEL_TYPE_NAMES.Process.one },
    lists: { Interest: LABEL_TYPE_NAMES.Interest.many, Process: LABEL_TYPE_NAMES.Process.many },
    applicants: 'Sökande',
    applicantCount: (count: number) => `${count} sökande`,
    isDefault: 'Förvald',
    defaultText: 'Förvald för sin typ (exakt en av varje typ)',
    create: 'Ny etikett',
    createTitle: 'Ny etikett',
    createText: 'Läggs sist bland sin typ; flytta den upp eller ner i listan.',
    created: (name: string) => `Etiketten ${name} skapad`,
    editTitle: 'Redigera etikett',
    saved: 'Etiketten sparad',
    moveUp: (name: string) => `Flytta ${name} upp`,
    moveDown: (name: string) => `Flytta ${name} ner`,
    removeNamed: (name: string) => `Ta bort ${name}`,
    removeTitle: 'Ta bort etiketten?',
    removeText: (name: string) =>
      `Etiketten ”${name}” och dess e-postmallar tas bort. Ingen sökande har den. Det går inte att ångra.`,
    removeUsedTitle: (name: string) => `Ta bort ${name}`,
    removeUsedText: (count: number, the: string, name: string) =>
      `${count === 1 ? 'En sökande har' : `${count} sökande har`} ${the} ${name}. Välj vart ${
        count === 1 ? 'den' : 'de'
      } ska flyttas; sedan tas etiketten och dess e-postmallar bort.`,
    moveTo: 'Flytta sökande till',
    removeSubmit: 'Flytta och ta bort',
    removed: (name: string) => `Etiketten ${name} borttagen`,
    loading: 'Hämtar etiketterna …',
    empty: 'Inga etiketter',
    failed: 'Det gick inte att hämta etiketterna',
  },
  tags: {
    title: 'Taggar',
    description:
      'Egna ord som ni sätter på sökande, hur många som helst per sökande. Filtrera listan på en tagg eller sätt den på flera sökande på en gång.',
    name: 'Namn',
    applicants: 'Sökande',
    applicantCount: (count: number) => `${count} sökande`,
    create: 'Ny tagg',
    createTitle: 'Ny tagg',
    editTitle: 'Byt namn på taggen',
    created: (name: string) => `Taggen ${name} skapad`,
    saved: TAG_TEXTS.renamed,
    renameNamed: (name: string) => `Byt namn på ${name}`,
    removeNamed: (name: string) => `Ta bort ${name}`,
    removeTitle: 'Ta bort taggen?',
    removeText: (name: string, count: number) =>
      `Taggen ”${name}” tas bort${
        count ? ` från ${count === 1 ? 'en sökande' : `${count} sökande`}` : ''
      }. Det går inte att ångra.`,
    removed: (name: string) => `Taggen ${name} borttagen`,
    loading: 'Hämtar taggarna …',
    empty: 'Inga taggar än',
    emptyText: 'Skapa en tagg här eller direkt på en sökande.',
    failed: 'Det gick inte att hämta taggarna',
  },
};
