import { describe, expect, it } from 'vitest';
import { containerRole, hasPositionRight, PermissionId, roleAtLeast, type Role } from '../src/permissions.ts';

const { Administrator, Write, Read } = PermissionId;

describe('containerRole', () => {
  it.each([
    [[Administrator], 'admin'],
    [[Write], 'writer'],
    [[Read], 'reader'],
    [[Read, Write], 'writer'],
    [[Write, Administrator, Read], 'admin'],
    [[], 'signedIn'],
    [[99], 'signedIn'],
  ] as const)('%j → %s', (ids, role) => expect(containerRole(ids)).toBe(role));

  it('is superuser whatever the company permissions', () =>
    expect(containerRole([], true)).toBe('superuser'));
});

describe('roleAtLeast: writer includes admin, admin includes superuser', () => {
  it.each([
    ['admin', 'writer', true],
    ['superuser', 'admin', true],
    ['writer', 'writer', true],
    ['writer', 'admin', false],
    ['reader', 'writer', false],
    ['signedIn', 'reader', false],
  ] as [Role, Role, boolean][])('%s ≥ %s: %s', (have, need, ok) => expect(roleAtLeast(have, need)).toBe(ok));
});

describe('hasPositionRight (SPEC §4, §6)', () => {
  it('a container admin always qualifies', () => {
    expect(hasPositionRight('admin', 'admin', undefined)).toBe(true);
    expect(hasPositionRight('writer', 'superuser', undefined)).toBe(true);
  });
  it('otherwise the position permission decides, Administrator on it including Write', () => {
    expect(hasPositionRight('writer', 'writer', undefined)).toBe(false);
    expect(hasPositionRight('writer', 'reader', Write)).toBe(true);
    expect(hasPositionRight('writer', 'reader', Administrator)).toBe(true);
    expect(hasPositionRight('admin', 'writer', Write)).toBe(false);
    expect(hasPositionRight('writer', 'writer', Read)).toBe(false);
    expect(hasPositionRight('reader', 'reader', Read)).toBe(true);
  });
});
