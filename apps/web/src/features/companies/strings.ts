/** Swedish strings of the superuser's companies screen (/admin/container/new). */
export const companyStrings = {
  /** The company picker: which of one's companies to work in. */
  pick: {
    title: 'Välj företag',
    subtitle: 'Du har tillgång till flera företag. Välj vilket du vill arbeta i – du kan byta när som helst.',
    subtitleSuperuser: 'Som superanvändare kan du arbeta i alla företag på plattformen. Välj ett.',
    current: 'Valt',
    chosen: (name: string) => `Du arbetar nu i ${name}`,
    filterLabel: 'Filtrera företag',
    filterPlaceholder: 'Sök företag…',
    filterEmpty: 'Inget företag matchar sökningen',
    more: (shown: number, all: number) =>
      `Visar ${shown} av ${all} företag. Sök på namnet för att hitta fler.`,
    none: 'Du är inte medlem i något företag.',
    backToStart: 'Tillbaka till start',
    logout: 'Logga ut',
  },
  page: {
    title: 'Företag',
    description: 'Skapa företag, bjud in deras första administratör och styr kontostatus.',
  },
  create: {
    title: 'Nytt företag',
    description: 'Administratören får en inbjudan via e-post och väljer själv sitt lösenord.',
    name: 'Företagets namn',
    plans: 'Planer',
    adminEmail: 'Första administratörens e-post',
    submit: 'Skapa företag',
    created: 'Företaget skapat',
    invited: (name: string, email: string, until: string) =>
      `${name} är skapat. En inbjudan har skickats till ${email} och gäller till ${until}. Inbjudan syns under Användare i företaget tills den besvaras.`,
  },
  list: {
    title: 'Alla företag',
    search: 'Sök företag',
    searchPlaceholder: 'Sök på namn…',
    demo: 'Skapa demoföretag',
    demoCreated: (name: string) => `${name} skapat med tjänster och sökande`,
    loading: 'Laddar företag…',
    failed: 'Företagen kunde inte hämtas',
    empty: 'Inga företag ännu',
    emptyText: 'Skapa det första företaget med formuläret ovan.',
    noMatch: 'Inget företag matchar sökningen',
    noMatchText: 'Prova en annan del av namnet.',
    counts: (users: number, positions: number) =>
      `${users} ${users === 1 ? 'användare' : 'användare'} · ${positions} ${positions === 1 ? 'tjänst' : 'tjänster'}`,
    name: 'Företag',
    status: 'Status',
    users: 'Användare',
    positions: 'Tjänster',
    plans: 'Abonnemang',
    actions: 'Åtgärder',
    statusOf: (name: string) => `Kontostatus för ${name}`,
    remove: 'Ta bort',
    removeNamed: (name: string) => `Ta bort ${name}`,
    more: (take: number) => `Visar de ${take} första. Sök för att hitta fler.`,
  },
  status: {
    saved: 'Kontostatus ändrad',
    failed: 'Något gick fel, vänligen försök igen',
    suspendTitle: 'Stäng av företaget?',
    suspendText: (name: string) =>
      `Personalen på ${name} kan inte logga in, karriärsidan visar att sidan inte är tillgänglig och annonserna tas bort från jobbsajterna. Du kan aktivera företaget igen senare; då publiceras de ikryssade kanalerna på nytt.`,
    suspendConfirm: 'Stäng av',
  },
  remove: {
    title: 'Ta bort företaget?',
    text: (name: string) =>
      `${name} tas bort med alla tjänster, sökande, filer och användare som bara finns där. Det går inte att ångra.`,
    confirmLabel: (name: string) => `Skriv ${name} för att bekräfta`,
    confirm: 'Ta bort företaget',
    done: 'Företaget borttaget',
  },
} as const;
