/** Swedish strings of Systemstatus (/admin/system, superuser). */
export const systemStrings = {
  title: 'Systemstatus',
  description:
    'Programmen som servern kör utöver Node. Saknas ett program är en del av funktionerna avstängd tills dess Debian-paket har installerats. Filerna väntar under tiden och läses sedan.',
  recheck: 'Kontrollera igen',
  rechecking: 'Kontrollerar…',
  recheckFailed: 'Programmen kunde inte kontrolleras',
  checkedAt: (when: string) => `Kontrollerat ${when}`,
  missingSummary: (missing: number, total: number) => `${missing} av ${total} program saknas`,
  missingSummaryText: 'Funktionerna som behöver dem är avstängda tills de har installerats på servern.',
  list: {
    title: 'Program',
    label: 'Systemprogram',
    loading: 'Kontrollerar programmen…',
    failed: 'Programmen kunde inte kontrolleras',
    empty: 'Inga program att visa',
    program: 'Program',
    status: 'Status',
    details: 'Detaljer',
    installed: 'Installerad',
    missing: 'Saknas',
    version: (version: string) => `Version ${version}`,
    install: 'Installera Debian-paketet',
    /** Files whose reading or conversion waits for the program (read once it is installed). */
    waiting: (n: number) => (n === 1 ? '1 fil väntar på programmet' : `${n} filer väntar på programmet`),
    /** The program came: the worker takes the waiting files within a minute. */
    waitingPresent: (n: number) => (n === 1 ? '1 fil läses nu' : `${n} filer läses nu`),
  },
} as const;
