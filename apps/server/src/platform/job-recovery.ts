/** How the job queue recovers: when a failed job runs again, and whether a lock's worker is gone. */
import { hostname } from 'node:os';

/** The delay before retry number `attempts` (1-based): backoff, 2×, 4× … capped. */
export function retryDelayMs(attempts: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Whether a lock's owner (workerId: `host:pid:random`) is a process of this host that has ended. Signal 0
 * only asks whether the pid exists; EPERM means it does (another user's), so only ESRCH counts as dead.
 */
export function isDeadLocalWorker(lockedBy: string, host = hostname()): boolean {
  const [lockHost, pidText] = lockedBy.split(':');
  const pid = Number(pidText);
  if (lockHost !== host || !Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
