import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { action } from '../src/actions/define.ts';
import { mergeAreas } from '../src/actions/merge.ts';
import { actionNames, actions, catalogueAreas, catalogueAsJson, isActionName } from '../src/catalogue.ts';

describe('the action catalogue', () => {
  it('names actions verb_Noun and knows only its own names', () => {
    for (const name of actionNames) expect(name).toMatch(/^[a-z]+_[A-Za-z]+$/);
    expect(isActionName('get_Container')).toBe(true);
    expect(isActionName('toString')).toBe(false);
    expect(isActionName('__proto__')).toBe(false);
  });

  it('renders every input as a JSON Schema object', () => {
    const json = catalogueAsJson();
    expect(json).toHaveLength(actionNames.length);
    for (const entry of json) expect(entry.input).toMatchObject({ type: 'object' });
  });

  it('coerces and checks ids in Swedish', () => {
    expect(actions.get_Container.input.parse({ containerId: '12' })).toEqual({ containerId: 12 });
    expect(actions.get_Container.input.safeParse({ containerId: -1 }).error?.issues[0]?.message).toBe(
      'Ogiltigt företags-id',
    );
  });

  it('is the union of its areas, each name declared by one area only', () => {
    const declared = Object.values(catalogueAreas).flatMap((area) => Object.keys(area));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...actionNames].sort());
  });

  it('declares cache invalidation only on mutations', () => {
    for (const name of actionNames) {
      const def: { mutation: boolean; invalidates?: string } = actions[name];
      if (def.invalidates) expect(def.mutation, name).toBe(true);
    }
    expect(actions.update_Position.invalidates).toBe('public');
  });

  it('takes URL parameters only for fields of the input, and says so in its JSON', () => {
    for (const name of actionNames) {
      const def: { urlParams?: readonly string[]; input: z.ZodType } = actions[name];
      const shape = (def.input as z.ZodObject).shape;
      for (const param of def.urlParams ?? []) expect(Object.keys(shape), name).toContain(param);
    }
    expect(catalogueAsJson().find((e) => e.name === 'get_applicantPositionBySearchQuery')).toMatchObject({
      urlParams: ['filter'],
    });
  });

  it('refuses two areas declaring the same name', () => {
    const entry = action<{ ok: true }>()({
      input: z.object({}),
      access: { role: 'signedIn', scope: 'self' },
      mutation: false,
      description: 'x',
    });
    expect(() => mergeAreas({ one: { get_Same: entry }, two: { get_Same: entry } })).toThrow(
      /get_Same is declared by both one and two/,
    );
  });
});
