import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUILDER_FIELD_KINDS,
  MAX_MERIT_GROUPS,
  addField,
  addOption,
  addSummerPeriod,
  agePeriodsOf,
  countMeritGroups,
  editorKindOf,
  findValidator,
  isLockedItem,
  isMeritGroup,
  moveItem,
  newFieldProperties,
  normalizeYears,
  removeItem,
  renameGroup,
  rewriteOrders,
  setAgePeriods,
  setAllowedYears,
  setFileRequired,
  setRadioRequired,
  summerPeriodOf,
  updateSummerPeriod,
} from '../../src/forms/builder.ts';
import { formDefinitionSchema } from '../../src/forms/schema.ts';
import { standardApplicationForm } from '../../src/forms/standard-form.ts';
import type { FormProperty } from '../../src/forms/types.ts';
import { membersOf, topLevelProperties } from '../../src/forms/properties.ts';
import { validateAnswers } from '../../src/forms/validators.ts';
import { TODAY, ssnFor } from './helpers.ts';

/** Deterministic keys: k1, k2, … */
function keys() {
  let n = 0;
  return () => `k${++n}`;
}

/** Top-level keys in display order, each group followed by its members in brackets. */
function outline(form: readonly FormProperty[]): string[] {
  return topLevelProperties(form).map((p) => {
    const members = membersOf(p, form).map((m) => m.key);
    return members.length ? `${p.key}[${members.join(',')}]` : p.key;
  });
}

/** Every item's order, in the order the renderer would show them (group members after their group). */
function ordersInDisplayOrder(form: readonly FormProperty[]): number[] {
  return topLevelProperties(form).flatMap((p) => [p, ...membersOf(p, form)].map((x) => x.order));
}

describe('adding fields', () => {
  it('starts an empty form at order 1000 (SPEC §9) and appends after the last item', () => {
    const first = addField([], 'text', keys());
    expect(first.ok && first.form[0]!.order).toBe(1000);
    const form = standardApplicationForm();
    const added = addField(form, 'textarea', () => 'new');
    expect(added.ok && added.form.at(-1)).toMatchObject({ key: 'new', type: 'textarea' });
    expect(added.ok && added.form.at(-1)!.order).toBe(Math.max(...form.map((p) => p.order)) + 10);
  });

  it('gives every kind valid properties with uuid-style new keys, each with its editor', () => {
    const editorOf = {
      text: 'text',
      textarea: 'text',
      checkboxGroup: 'checkboxGroup',
      meritGroup: 'checkboxGroup',
      radioGroup: 'radioGroup',
      textWithHelpLink: 'link',
      personalNumber: 'personalNumber',
      file: 'file',
      summerPeriods: 'summerPeriods',
    } as const;
    let form: FormProperty[] = [];
    const next = keys();
    for (const kind of BUILDER_FIELD_KINDS) {
      const result = addField(form, kind, next);
      if (!result.ok) throw new Error(kind);
      form = result.form;
      expect(editorKindOf(form.find((p) => p.key === result.key)!)).toBe(editorOf[kind]);
    }
    expect(formDefinitionSchema.safeParse(form).success).toBe(true);
    expect(outline(form)).toEqual([
      'k1',
      'k2',
      'k3[k4,k5]',
      'requirementsform_k6[k7,k8]',
      'k9[k10,k11]',
      'k12',
      'k13',
      'k14',
      'k15',
    ]);
  });

  it('refuses a sixth merit group; other checkbox groups, the agreement and driving licence do not count', () => {
    let form = standardApplicationForm();
    const plain = addField(form, 'checkboxGroup', () => 'languages');
    if (!plain.ok) throw new Error('no checkbox group');
    form = plain.form;
    const next = keys();
    for (let i = 0; i < MAX_MERIT_GROUPS; i++) {
      const result = addField(form, 'meritGroup', next);
      if (!result.ok) throw new Error('refused too early');
      form = result.form;
    }
    expect(countMeritGroups(form)).toBe(5);
    expect(addField(form, 'meritGroup', next)).toEqual({ ok: false, reason: 'tooManyMeritGroups' });
    expect(addField(form, 'checkboxGroup', next).ok).toBe(true);
    // A renamed merit group stays one (its key says so); a plain group headed 'Meriterande' is one too.
    const merit = form.find((p) => p.key.startsWith('requirementsform'))!;
    expect(isMeritGroup({ ...merit, label: 'Språk', data: { ...merit.data, label: 'Språk' } })).toBe(true);
    const languages = form.find((p) => p.key === 'languages')!;
    expect(isMeritGroup(languages)).toBe(false);
    expect(isMeritGroup({ ...languages, label: 'Meriterande', data: { label: 'Meriterande' } })).toBe(true);
  });
});

describe('order rewrite', () => {
  const form = standardApplicationForm();

  it('moves an item (a group with its members) and rewrites every order from 1000 in steps of 10', () => {
    const moved = moveItem(form, 'form_referer', 'form_firstname');
    expect(outline(moved).slice(0, 2)).toEqual([
      'form_referer[form_referer_1,form_referer_2,form_referer_3,form_referer_4,form_referer_5]',
      'form_firstname',
    ]);
    const orders = ordersInDisplayOrder(moved);
    expect(orders).toEqual(orders.map((_, i) => 1000 + 10 * i));
    expect(moved).toHaveLength(form.length);
  });

  it('moves down as dnd-kit does (to the place of the item it is dropped on)', () => {
    const moved = moveItem(form, 'form_firstname', 'form_address');
    expect(outline(moved).slice(0, 4)).toEqual([
      'form_surname',
      'form_ssn',
      'form_address',
      'form_firstname',
    ]);
  });

  it('keeps the form as it is for an unknown key or a drop on itself', () => {
    expect(outline(moveItem(form, 'nope', 'form_ssn'))).toEqual(outline(form));
    expect(outline(moveItem(form, 'form_ssn', 'form_ssn'))).toEqual(outline(form));
  });

  it('for any sequence of moves: same items, same groups, orders 1000, 1010, … in display order', () => {
    const top = topLevelProperties(form).map((p) => p.key);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...top), fc.constantFrom(...top)), { maxLength: 20 }),
        (moves) => {
          const result = moves.reduce((f, [a, b]) => moveItem(f, a, b), form);
          expect(new Set(result.map((p) => p.key))).toEqual(new Set(form.map((p) => p.key)));
          const orders = ordersInDisplayOrder(result);
          expect(orders).toEqual(orders.map((_, i) => 1000 + 10 * i));
          expect(outline(result).sort()).toEqual(outline(form).sort());
        },
      ),
    );
  });

  it('repairs orders of a form whose orders collide', () => {
    const messy = form.map((p) => ({ ...p, order: 5 }));
    const fixed = rewriteOrders(messy);
    expect(new Set(fixed.map((p) => p.order)).size).toBe(fixed.length);
  });
});

describe('removing and editing', () => {
  it('removes a group with its members, and a member from its group', () => {
    const form = standardApplicationForm();
    const noReferer = removeItem(form, 'form_referer');
    expect(noReferer.some((p) => p.key.startsWith('form_referer'))).toBe(false);
    const oneLess = removeItem(form, 'form_referer_2');
    expect(oneLess.find((p) => p.key === 'form_referer')!.data!.keys).not.toContain('form_referer_2');
    expect(oneLess).toHaveLength(form.length - 1);
  });

  it('renames a group in label and data.label; adds an option after the last one', () => {
    const added = addField([], 'checkboxGroup', keys());
    if (!added.ok) throw new Error();
    let form = renameGroup(added.form, 'k1', 'Språk');
    expect(form[0]).toMatchObject({ label: 'Språk', data: { label: 'Språk' } });
    form = addOption(form, 'k1', () => 'extra', { label: 'Lägg till val' });
    expect(outline(form)).toEqual(['k1[k2,k3,extra]']);
    expect(form.find((p) => p.key === 'extra')).toMatchObject({ type: 'checkbox', order: 1030 });
  });

  it('toggles radioRequired; replaces fileRequired rather than adding a second one', () => {
    const radio = newFieldProperties('radioGroup', 1000, keys());
    const on = setRadioRequired(radio, 'k1', true);
    expect(on[0]!.validators).toEqual([{ name: 'radioRequired' }]);
    expect(setRadioRequired(on, 'k1', false)[0]!.validators).toEqual([]);
    const file = newFieldProperties('file', 1000, keys());
    const required = setFileRequired(file, 'k1', true);
    expect(required[0]!.validators).toEqual([{ name: 'fileRequired', data: true }]);
    expect(setFileRequired(required, 'k1', false)[0]!.validators).toEqual([
      { name: 'fileRequired', data: false },
    ]);
  });

  it('allowed years: normalized, and turning the checkbox off removes the validator', () => {
    expect(normalizeYears(' 2009, 2008 2009;2010 ')).toBe('2008,2009,2010');
    expect(normalizeYears('2008, abc')).toBeNull();
    expect(normalizeYears('')).toBeNull();
    const ssn = newFieldProperties('personalNumber', 1000, keys());
    const limited = setAllowedYears(ssn, 'k1', '2008,2009');
    expect(findValidator(limited[0]!, 'allowedYearsBornSwe')).toEqual({
      name: 'allowedYearsBornSwe',
      data: '2008,2009',
    });
    expect(findValidator(setAllowedYears(limited, 'k1', null)[0]!, 'allowedYearsBornSwe')).toBeUndefined();
    // ssnValidSwe stays where it was: the first failing rule does not change.
    expect(limited[0]!.validators.map((v) => v.name)).toEqual([
      'minLength',
      'ssnValidSwe',
      'allowedYearsBornSwe',
    ]);
  });

  it('age periods: set, read back, and turning the checkbox off clears them all', () => {
    const ssn = newFieldProperties('personalNumber', 1000, keys());
    const period = { periodStart: '2027-06-14', periodEnd: '2027-07-02', minAge: 15, maxAge: 19 };
    const ruled = setAgePeriods(ssn, 'k1', [period]);
    expect(agePeriodsOf(ruled[0]!)).toEqual([period]);
    const cleared = setAgePeriods(ruled, 'k1', null);
    expect(agePeriodsOf(cleared[0]!)).toEqual([]);
    expect(findValidator(cleared[0]!, 'allowedAgeInPeriod')).toBeUndefined();
  });

  it("'Villkor' items are locked: the agreement group and any label starting with Villkor", () => {
    const form = standardApplicationForm();
    expect(isLockedItem(form.find((p) => p.key === 'form_agreement')!)).toBe(true);
    expect(isLockedItem({ ...form[0]!, label: 'Villkor för tjänsten' })).toBe(true);
    expect(isLockedItem(form[0]!)).toBe(false);
  });
});

describe('summer periods with ages', () => {
  const build = () => {
    const ssn = newFieldProperties('personalNumber', 1000, () => 'ssn');
    const group = newFieldProperties('summerPeriods', 1010, () => 'periods');
    let form = [...ssn, ...group];
    form = addSummerPeriod(form, 'periods', () => 'p1', {
      startDate: '2026-06-15',
      endDate: '2026-07-03',
      minAge: 16,
      maxAge: 18,
    });
    form = addSummerPeriod(form, 'periods', () => 'p2', { startDate: '2026-07-06', endDate: '2026-07-24' });
    return form;
  };

  it("labels a period 'start - end' and keeps its ages as the period's own age rule", () => {
    const form = build();
    const p1 = form.find((p) => p.key === 'p1')!;
    expect(p1).toMatchObject({ type: 'periodCheckbox', label: '2026-06-15 - 2026-07-03' });
    expect(summerPeriodOf(p1)).toEqual({
      startDate: '2026-06-15',
      endDate: '2026-07-03',
      minAge: 16,
      maxAge: 18,
    });
    const changed = updateSummerPeriod(form, 'p1', { startDate: '2026-06-22', endDate: '2026-07-03' });
    expect(summerPeriodOf(changed.find((p) => p.key === 'p1')!)).toEqual({
      startDate: '2026-06-22',
      endDate: '2026-07-03',
    });
    expect(formDefinitionSchema.safeParse(form).success).toBe(true);
  });

  it('the public validators hold a chosen period to its ages on its first day', () => {
    const form = build();
    const seventeen = ssnFor('2009-01-01');
    const twenty = ssnFor('2006-01-01');
    const answers = (ssn: string, p1: boolean, p2 = false) => ({ ssn, p1, p2 });
    expect(validateAnswers(form, answers(seventeen, true), { today: TODAY })).toEqual([]);
    const refused = validateAnswers(form, answers(twenty, true), { today: TODAY });
    expect(refused).toEqual([
      { key: 'periods', rule: 'allowedAgeInPeriod', data: '16–18 år (2026-06-15 – 2026-07-03)' },
    ]);
    // A period without ages takes anyone; an unchosen period is not checked.
    expect(validateAnswers(form, answers(twenty, false, true), { today: TODAY })).toEqual([]);
  });
});
