import { describe, expect, it } from 'vitest';
import type { PositionTemplate } from '@rekry/domain';
import { defaultChoice } from '../../src/features/positions/position-type-picker-page.tsx';

const template = (key: string, typeId: number, isDefault: boolean): PositionTemplate => ({
  folderId: 1,
  key,
  name: key,
  description: '',
  createdAt: 0,
  createdBy: '',
  availableInPositionTypes: [
    { positionTypeId: typeId, positionTypeName: '', included: true, default: isDefault },
  ],
  metadata: { form: [] },
});

describe('the position-type picker’s starting choice', () => {
  it('is the first type that has a template, with its default template', () => {
    const types = [
      { id: 9, name: 'Konsultuppdrag' }, // just created: no templates yet
      { id: 2, name: 'Sommarjobb' },
    ];
    const templates = [template('a', 2, false), template('b', 2, true)];
    expect(defaultChoice(types, templates)).toEqual({ typeId: 2, templateKey: 'b' });
  });

  it('is the first type with the standard form when no type has a template', () => {
    expect(defaultChoice([{ id: 5, name: 'Timanställning' }], [])).toEqual({ typeId: 5, templateKey: '' });
    expect(defaultChoice([], [])).toBeNull();
  });
});
