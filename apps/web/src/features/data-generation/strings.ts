/** Swedish strings of Generera data (SPEC §2 /admin/generate-data, superuser). */
const positionCount = (n: number) => `${n} ${n === 1 ? 'tjänst' : 'tjänster'}`;

export const dataGenerationStrings = {
  title: 'Generera data',
  description:
    'Fyll ett företag med påhittade tjänster och sökande, till exempel för demo eller belastningstester. Allt som genereras kan tas bort igen.',
  form: {
    title: 'Ny körning',
    description:
      'Tjänsterna blir interna (syns inte på karriärsidan). Högst 100\u00a0000 sökande per körning.',
    search: 'Sök företag',
    searchPlaceholder: 'Sök på företagets namn',
    company: 'Företag',
    chooseCompany: 'Välj företag',
    noCompanies: 'Inga företag matchar sökningen',
    positions: 'Antal tjänster',
    positionsHint: '1–20',
    applicants: 'Sökande per tjänst',
    applicantsHint: '0–100 000',
    submit: 'Generera',
    started: 'Genereringen har startat',
  },
  current: {
    title: 'Senaste körningen',
    empty: 'Ingen körning ännu',
    emptyText: 'Välj företag och antal ovan och starta med Generera.',
    progress: 'Förlopp',
    removal: 'Borttagning',
    removing: 'Tar bort',
    positionsOnly: (n: number) => `${positionCount(n)} utan sökande`,
    live: 'Uppdateras varje sekund',
  },
  list: {
    title: 'Körningar',
    loading: 'Laddar körningar…',
    failed: 'Körningarna kunde inte hämtas',
    empty: 'Inga körningar ännu',
    company: 'Företag',
    started: 'Startad',
    positions: 'Tjänster',
    applicants: 'Sökande',
    status: 'Status',
    actions: 'Åtgärder',
    remove: 'Ta bort genererad data',
    removeNamed: (company: string, started: string) =>
      `Ta bort genererad data för ${company}, startad ${started}`,
    by: (name: string) => `av ${name}`,
    summary: (positions: number, applicants: string) => `${positionCount(positions)} · ${applicants} sökande`,
  },
  remove: {
    title: 'Ta bort genererad data?',
    text: (positions: number, applicants: string, company: string) =>
      `Körningens ${positionCount(positions)} och ${applicants} påhittade sökande tas bort från ${company}. Annan data rörs inte. Det går inte att ångra.`,
    confirm: 'Ta bort',
    done: 'Borttagningen har startat',
    failed: 'Något gick fel. Datan ej borttagen',
  },
} as const;
