import { describe, expect, it } from 'vitest';
import { adStatus, publicationOf } from '../src/publication.ts';

const NOW = 1_800_000_000;

describe('an ad’s one status', () => {
  it.each([
    ['a draft with open dates', 'Öppen', 'Utkast', 'Utkast'],
    ['a draft not yet started', 'Stängd', 'Utkast', 'Utkast'],
    ['a scheduled ad before its start', 'Stängd', 'Schemalagd', 'Schemalagd'],
    ['a published open ad', 'Öppen', 'Publicerad', 'Öppen'],
    ['a published ad past its last day', 'Stängd', 'Publicerad', 'Stängd'],
    ['an archived draft', 'Arkiverad', 'Utkast', 'Arkiverad'],
    ['an archived scheduled ad', 'Arkiverad', 'Schemalagd', 'Arkiverad'],
  ] as const)('%s is %s', (_label, status, publication, shown) =>
    expect(adStatus({ status, publication })).toBe(shown),
  );

  it('a moment still to come is scheduled, one come is published, none is a draft', () => {
    expect(publicationOf(null, NOW)).toBe('Utkast');
    expect(publicationOf(NOW + 1, NOW)).toBe('Schemalagd');
    expect(publicationOf(NOW, NOW)).toBe('Publicerad');
  });
});
