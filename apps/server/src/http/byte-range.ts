import type { ByteRange } from '../platform/object-store.ts';

/**
 * The part of a file of `size` bytes a Range header asks for (RFC 9110 §14): one `bytes=` range as
 * `first-last`, `first-` or `-suffix`. No header, one that cannot be read or several ranges: the whole file
 * ('whole', as the RFC lets a server answer); a range that starts past the end: 'unsatisfiable' (416).
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (!m[1] && !m[2])) return 'whole';
  if (!m[1]) {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  if (m[2] && Number(m[2]) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  const last = m[2] ? Number(m[2]) : size - 1;
  return { start, end: Math.min(last, size - 1) };
}
