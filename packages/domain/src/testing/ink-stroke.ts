import type { Annotation } from '../applicant-files.ts';

/** An ink annotation through `points`, each [x, y] as fractions of the page. */
export function inkStroke(
  page: number,
  points: readonly (readonly [number, number])[],
  style: { color?: string; thickness?: number } = {},
): Extract<Annotation, { type: 'ink' }> {
  return { type: 'ink', page, points: points.map(([x, y]) => ({ x, y })), ...style };
}
