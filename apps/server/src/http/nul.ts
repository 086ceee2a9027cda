/**
 * The path ('form.0.label') of the first string, or object key, holding a NUL character anywhere in a
 * parsed input; null when there is none. PostgreSQL text and jsonb cannot store NUL, so such input must be
 * turned away as a 400 before it reaches the database (where it would be a 500).
 */
export function nulPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = nulPath(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

export const NUL_MESSAGE = 'Texten innehåller ett otillåtet tecken';
