import type { SystemStatus, SystemToolKind, SystemToolStatus } from '@rekry/domain';

/** What the Systemstatus screen gets: the tools as just checked, and when, and the files that wait. */
export function presentSystemStatus(
  tools: SystemToolStatus[],
  checkedAt: Date,
  waiting: ReadonlyMap<SystemToolKind, number>,
): SystemStatus {
  return {
    checkedAt: checkedAt.toISOString(),
    tools: tools.map(({ kind, present, version }) => ({
      kind,
      present,
      ...(version ? { version } : {}),
      waitingFiles: waiting.get(kind) ?? 0,
    })),
  };
}
