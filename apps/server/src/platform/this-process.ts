/**
 * How this server process names what it leaves on disk (a conversion's folder, a file waiting for its
 * row's commit), so a later start can tell its own leftovers from another live instance's.
 */
import { hostname } from 'node:os';

/** The machine's name, safe in a file name: with the pid it says which process a leftover is from. */
export const HOST_TAG =
  hostname()
    .replace(/[^A-Za-z0-9.]/g, '_')
    .slice(0, 40) || 'host';

/** Whether a process of this machine still runs (EPERM: it does, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
