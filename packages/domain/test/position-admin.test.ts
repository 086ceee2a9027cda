import { describe, expect, it } from 'vitest';
import { PermissionId } from '../src/permissions.ts';
import { actions } from '../src/catalogue.ts';
import {
  clearOtherDefaults,
  mayUsePosition,
  startNotAfterStop,
  type AvailableInPositionType,
} from '../src/position-admin.ts';
import { positionStatus } from '../src/positions.ts';

const NOW = 1_800_000_000;

describe('positionStatus at the boundaries', () => {
  it.each([
    ['start exactly now', { start: NOW, stop: NOW + 10 }, 'Öppen'],
    ['stop exactly now', { start: NOW - 10, stop: NOW }, 'Öppen'],
    ['start and stop exactly now', { start: NOW, stop: NOW }, 'Öppen'],
    ['start one second later', { start: NOW + 1, stop: NOW + 10 }, 'Stängd'],
    ['stop one second earlier', { start: NOW - 10, stop: NOW - 1 }, 'Stängd'],
    ['no dates', { start: null, stop: null }, 'Öppen'],
  ] as const)('%s → %s', (_label, dates, status) =>
    expect(positionStatus({ isArchived: false, ...dates }, NOW)).toBe(status),
  );
  it('archived wins over open dates', () =>
    expect(positionStatus({ isArchived: true, start: NOW, stop: NOW }, NOW)).toBe('Arkiverad'));
});

const type = (positionTypeId: number, isDefault: boolean): AvailableInPositionType => ({
  positionTypeId,
  positionTypeName: `Typ ${positionTypeId}`,
  included: true,
  default: isDefault,
});

describe('clearOtherDefaults: one default template per position type', () => {
  const a = { key: 'a', availableInPositionTypes: [type(1, true), type(2, true)] };
  const b = { key: 'b', availableInPositionTypes: [type(2, true), type(3, true)] };
  const c = { key: 'c', availableInPositionTypes: [type(3, true)] };

  it('clears the flag on other templates for the types the saved one marks default, and nothing else', () => {
    const saved = { key: 'new', availableInPositionTypes: [type(2, true), type(3, false)] };
    expect(clearOtherDefaults([a, b, c], saved)).toEqual([
      { key: 'a', availableInPositionTypes: [type(1, true), type(2, false)] },
      { key: 'b', availableInPositionTypes: [type(2, false), type(3, true)] },
    ]);
  });
  it('leaves the saved template itself alone (an update of an existing one)', () =>
    expect(clearOtherDefaults([a, b], { ...a })).toEqual([
      { key: 'b', availableInPositionTypes: [type(2, false), type(3, true)] },
    ]));
  it('changes nothing when the saved template is default for no type', () =>
    expect(clearOtherDefaults([a, b, c], { key: 'x', availableInPositionTypes: [type(1, false)] })).toEqual(
      [],
    ));
});

describe('position input', () => {
  it('start may equal stop but not come after it', () => {
    expect(startNotAfterStop({ start: NOW, stop: NOW })).toBe(true);
    expect(startNotAfterStop({ start: NOW + 1, stop: NOW })).toBe(false);
    expect(startNotAfterStop({ start: null, stop: NOW })).toBe(true);
  });
  it('answers a stop before the start on the stop field, in Swedish', () => {
    const result = actions.create_Position.input.safeParse({
      containerId: 1,
      name: 'X',
      start: NOW,
      stop: NOW - 1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['stop'],
      message: 'Slutdatum får inte vara före startdatum',
    });
  });
});

describe('mayUsePosition (the position access scope)', () => {
  it('every member of the company reads every position', () => {
    expect(mayUsePosition('reader', 'reader', undefined)).toBe(true);
    expect(mayUsePosition('reader', 'signedIn', PermissionId.Administrator)).toBe(false);
  });
  it('writing needs the position right unless the caller is a company admin', () => {
    expect(mayUsePosition('writer', 'writer', undefined)).toBe(false);
    expect(mayUsePosition('writer', 'writer', PermissionId.Read)).toBe(false);
    expect(mayUsePosition('writer', 'reader', PermissionId.Write)).toBe(true);
    expect(mayUsePosition('admin', 'writer', PermissionId.Write)).toBe(false);
    expect(mayUsePosition('admin', 'admin', undefined)).toBe(true);
    expect(mayUsePosition('admin', 'superuser', undefined)).toBe(true);
  });
});
