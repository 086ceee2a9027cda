import { formatNumber } from '@rekry/domain';

/** Swedish strings of the admin home screen. */
const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

export const homeStrings = {
  greeting: (name: string) => (name ? `Hej ${name}!` : 'Hej!'),
  yourRole: 'Din roll',
  company: 'Företag',
  noCompany:
    'Ditt konto är inte kopplat till något företag ännu. När en administratör lägger till dig visas företaget här.',
  whatNext: 'Vad vill du göra?',
  needsRole: (role: string) => `Kräver behörighet: ${role}`,
  overview: {
    loading: 'Laddar översikten',
    failed: 'Vi kunde inte hämta översikten.',
  },
  positions: {
    title: 'Öppna tjänster',
    description: (shown: number, open: number) =>
      shown < open
        ? `De ${shown} med flest nya sökande av ${open} öppna`
        : 'Nya och obehandlade sökande per tjänst',
    all: 'Visa alla tjänster',
    create: 'Skapa annons',
    empty: 'Inga öppna tjänster',
    emptyText: 'När en tjänst är publicerad och öppen för ansökningar syns den här.',
    emptyTextWriter: 'Skapa en annons för att börja ta emot ansökningar.',
    stop: (date: string) => `Sista ansökningsdag ${date}`,
    untilFurther: 'Löpande ansökan',
    applicants: (n: number) => count(n, 'sökande', 'sökande'),
    new: (n: number) => count(n, 'ny', 'nya'),
    unprocessed: (n: number) => count(n, 'obehandlad', 'obehandlade'),
  },
  charts: {
    perDay: {
      title: 'Ansökningar per dag',
      description: (days: number) => `De senaste ${days} dagarna`,
      day: 'Dag',
      count: 'Ansökningar',
      summary: (total: number, days: number, top?: { day: string; count: number }) =>
        total === 0
          ? `Inga ansökningar de senaste ${days} dagarna.`
          : `${count(total, 'ansökan', 'ansökningar')} de senaste ${days} dagarna, flest ${top!.day} (${top!.count}).`,
    },
    byStatus: {
      title: 'Sökande per status',
      description: 'Alla företagets sökande',
      status: 'Status',
      count: 'Sökande',
      summary: (total: number, parts: { name: string; count: number }[]) =>
        total === 0
          ? 'Inga sökande ännu.'
          : `${count(total, 'sökande', 'sökande')}: ${parts.map((p) => `${p.name} ${p.count}`).join(', ')}.`,
    },
  },
} as const;
