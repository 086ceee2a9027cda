/** Position status and public addresses (SPEC §2, §4). */

export type PositionStatus = 'Öppen' | 'Stängd' | 'Arkiverad';

export interface PositionTiming {
  isArchived: boolean;
  /** unix seconds; null means no bound */
  start: number | null;
  stop: number | null;
}

/** Derived, never stored: Arkiverad if archived; Öppen if stop is not before now and start not after. */
export function positionStatus(
  p: PositionTiming,
  nowSeconds = Math.floor(Date.now() / 1000),
): PositionStatus {
  if (p.isArchived) return 'Arkiverad';
  const started = p.start === null || p.start <= nowSeconds;
  const notEnded = p.stop === null || p.stop >= nowSeconds;
  return started && notEnded ? 'Öppen' : 'Stängd';
}

const FOLD: Record<string, string> = { å: 'a', ä: 'a', ö: 'o', é: 'e', ü: 'u' };

/** 'Lagerarbetare Umeå – sommar 2026' → 'lagerarbetare-umea-sommar-2026'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[åäöéü]/g, (c) => FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** The public address of a position: /{id}_{slug}, or /internal/{guid} for an internal one. */
export function positionPath(p: { id: number; name: string; isInternal?: boolean; linkId?: string | null }) {
  if (p.isInternal && p.linkId) return `/internal/${p.linkId}`;
  const slug = slugify(p.name);
  return slug ? `/${p.id}_${slug}` : `/${p.id}`;
}

/** The id in a '/{id}_{slug}' segment (both parts optional); null when the segment names no position. */
export function positionIdFromSegment(segment: string): number | null {
  const match = /^(\d{1,9})(?:_[a-z0-9-]*)?$/i.exec(segment);
  return match ? Number(match[1]) : null;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isGuid(value: string): boolean {
  return GUID.test(value);
}

/**
 * Whether a loaded position may be shown at this address on this site: internal positions only through
 * their guid (SPEC §2), and a company's site shows only its own positions.
 */
export function isReachableHere(
  position: { containerId: number; isInternal: boolean },
  ref: number | string,
  siteCompanyId: number | null,
): boolean {
  if (position.isInternal && typeof ref === 'number') return false;
  return siteCompanyId === null || position.containerId === siteCompanyId;
}
