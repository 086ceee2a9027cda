import type { SystemStatus, SystemToolStatus } from '@rekry/domain';

/** What the Systemstatus screen gets: the tools as just checked, and when. */
export function presentSystemStatus(tools: SystemToolStatus[], checkedAt: Date): SystemStatus {
  return {
    checkedAt: checkedAt.toISOString(),
    tools: tools.map(({ kind, present, version }) =>
      version ? { kind, present, version } : { kind, present },
    ),
  };
}
