import { formatDate, type PositionListItem } from '@rekry/domain';
import { positionStrings } from './strings.ts';

/** 'YYYY-MM-DD – YYYY-MM-DD' (Stockholm); an open end is '…', no dates at all 'Inget datum'. */
export function periodText({ start, stop }: Pick<PositionListItem, 'start' | 'stop'>): string {
  if (start === null && stop === null) return positionStrings.detail.noDate;
  return `${formatDate(start) || '…'} – ${formatDate(stop) || '…'}`;
}

/** Location and ad type, the second line of a row. */
export function subtitle(p: Pick<PositionListItem, 'location' | 'positionTypeName'>): string {
  return [p.location, p.positionTypeName].filter(Boolean).join(' · ');
}
