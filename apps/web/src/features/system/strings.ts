/** Swedish strings of Systemstatus (/admin/system, superuser). */
export const systemStrings = {
  title: 'Systemstatus',
  description:
    'Programmen som servern behöver utöver Node. Saknas ett program är det som hör till stängt av tills Debian-paketet installeras; filerna väntar under tiden och läses sedan.',
  recheck: 'Kontrollera igen',
  rechecking: 'Kontrollerar…',
  recheckFailed: 'Programmen kunde inte kontrolleras',
  checkedAt: (when: string) => `Kontrollerat ${when}`,
  missingSummary: (missing: number, total: number) => `${missing} av ${total} program saknas`,
  missingSummaryText: 'Det som programmen sköter är avstängt tills de installeras på servern.',
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
  },
} as const;
