import { beforeAll, describe, expect, it } from 'vitest';
import { arbetsformedlingen, classifieds as classifiedsChannel } from '@rekry/domain';
import { WAREHOUSE_PREFILL } from '@rekry/domain/testing';
import { CHANNEL_EXAMPLES } from '../src/demo/job-channels.ts';
import { positionTypes } from '../src/db/schema.ts';
import {
  classifiedsPrefillOf,
  platsbankenPrefillOf,
  type AdFacts,
} from '../src/areas/job-channels/prefill.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { buildWritersPosition } from './helpers/factories.ts';
import { withOrganisationNumber } from './helpers/job-boards.ts';

/**
 * A position's channel cards start from the ad: its town, address and type, the company's head office only
 * where the ad has no workplace of its own (never Drottninggatan in Stockholm for a job in Västerås).
 */
const HEAD_OFFICE = { address: 'Drottninggatan 1', zip: '111 51', city: 'Stockholm' };

const warehouse: AdFacts = {
  name: 'Lagermedarbetare till vårt lager i Västerås',
  text: 'Heltid, skift. Tillträde enligt överenskommelse.',
  description:
    '<p>Vi växer och söker fler lagermedarbetare till vårt nya lager i Västerås.</p>' +
    '<h3>Arbetsuppgifter</h3><ul><li>Plock och pack</li></ul><p>Urval sker löpande.</p>',
  location: 'Västerås',
  metadata: { employmentType: 'FULL_TIME', workplace: { address: 'Stenbygatan 12', zipCode: '721 34' } },
  typeName: 'Tillsvidareanställning',
  company: HEAD_OFFICE,
  occupationId: '',
};

/** Every prefilled key has a value that is not empty, and a source. */
function expectNoEmptyField(prefill: { values: Record<string, string>; from: Record<string, string> }) {
  for (const [key, value] of Object.entries(prefill.values)) {
    expect(value.trim(), key).not.toBe('');
    expect(prefill.from[key], key).toBeTruthy();
  }
  expect(Object.keys(prefill.from).sort()).toEqual(Object.keys(prefill.values).sort());
}

describe('Platsbanken: the workplace comes from the ad', () => {
  it("a Västerås ad gets Västerås' kommun and the ad's address, not the Stockholm head office", () => {
    const prefill = platsbankenPrefillOf(warehouse);
    expect(prefill.values).toMatchObject({
      cityId: '1980',
      city: 'Västerås',
      address: 'Stenbygatan 12',
      zipCode: '721 34',
      countryCode: 'SE',
    });
    for (const key of ['cityId', 'city', 'address', 'zipCode']) expect(prefill.from[key]).toBe('annonsen');
    expect(JSON.stringify(prefill.values)).not.toMatch(/Stockholm|Drottninggatan|111 51|0180/);
    expectNoEmptyField(prefill);
  });

  it("a Västerås ad without a street of its own is not given the head office's street", () => {
    const prefill = platsbankenPrefillOf({ ...warehouse, metadata: {} });
    expect(prefill.values).toMatchObject({ cityId: '1980', city: 'Västerås' });
    expect(prefill.values).not.toHaveProperty('address');
    expect(prefill.values).not.toHaveProperty('zipCode');
    expectNoEmptyField(prefill);
  });

  it("an ad without a town falls back on the company's address, and says so", () => {
    const prefill = platsbankenPrefillOf({ ...warehouse, location: '', metadata: {} });
    expect(prefill.values).toMatchObject({
      cityId: '0180',
      city: 'Stockholm',
      address: 'Drottninggatan 1',
      zipCode: '111 51',
    });
    for (const key of ['cityId', 'city', 'address', 'zipCode', 'countryCode'])
      expect(prefill.from[key]).toBe('företagets adress');
    expectNoEmptyField(prefill);
  });
});

describe('Platsbanken: extent, working hours and duration from the ad and its type', () => {
  it('a permanent full-time ad: Heltid as the ad words it, Vanlig anställning, Tills vidare', () => {
    const prefill = platsbankenPrefillOf(warehouse);
    expect(prefill.values).toMatchObject({
      scheduleTimeType: '1',
      scheduleText: 'Heltid, skift',
      regularTimeType: '1',
      temporaryTimeLength: '1',
      durationText: 'Tills vidare',
    });
    expect(prefill.from).toMatchObject({
      scheduleTimeType: 'annonsen',
      scheduleText: 'annonsen',
      regularTimeType: 'annonstypen',
      temporaryTimeLength: 'annonstypen',
      durationText: 'annonstypen',
    });
    expectNoEmptyField(prefill);
    // The whole of it, as the web's tests give it to the card.
    expect(prefill).toEqual(WAREHOUSE_PREFILL.board);
  });

  it('a summer job: the summer months; an hourly job: part time, its employment form left to the recruiter', () => {
    const summer = platsbankenPrefillOf({ ...warehouse, typeName: 'Sommarjobb', text: '', metadata: {} });
    expect(summer.values).toMatchObject({ regularTimeType: '2', temporaryTimeLength: '4' });
    expect(summer.values['durationText']).toMatch(/juni–augusti/);
    const hourly = platsbankenPrefillOf({ ...warehouse, typeName: 'Timanställning', text: '', metadata: {} });
    expect(hourly.values).toMatchObject({ scheduleTimeType: '2', scheduleText: 'Deltid' });
    expect(hourly.values).not.toHaveProperty('regularTimeType');
    expect(hourly.values).not.toHaveProperty('temporaryTimeLength');
    for (const prefill of [summer, hourly]) expectNoEmptyField(prefill);
  });

  it('an ad and type that say nothing of them leave the fields out rather than empty', () => {
    const prefill = platsbankenPrefillOf({ ...warehouse, typeName: 'Övrigt', text: '', metadata: {} });
    for (const key of [
      'scheduleTimeType',
      'scheduleText',
      'regularTimeType',
      'temporaryTimeLength',
      'durationText',
    ])
      expect(prefill.values).not.toHaveProperty(key);
    expectNoEmptyField(prefill);
  });
});

describe('Annonssajt: the card starts from the ad too', () => {
  it("ingress from the description's first paragraph, category, employment form, län and kommun", () => {
    expect(classifiedsPrefillOf(warehouse)).toEqual(WAREHOUSE_PREFILL.site);
  });

  it('takes the category from the occupation chosen for Platsbanken, and the ingress within 300 characters', () => {
    const long = `<p>${'Vi söker dig som kör truck. '.repeat(20)}</p>`;
    const prefill = classifiedsPrefillOf({ ...warehouse, description: long, occupationId: '5842' });
    expect(prefill.values['summary']!.length).toBeLessThanOrEqual(300);
    expect(prefill.values['summary']).toMatch(/\.$/);
    expect(prefill.values).toMatchObject({ categoryId: '17', categorySubId: '1701' });
    expect(prefill.from['categoryId']).toBe('yrket i Platsbanken');
  });
});

describe('the prefill as the cards get it', () => {
  const { t, world } = testAppWithWorld();
  let positionId: number;
  beforeAll(async () => {
    await withOrganisationNumber(t.db, world.own.id, HEAD_OFFICE);
    const [type] = await t.db
      .insert(positionTypes)
      .values({ containerId: world.own.id, name: 'Tillsvidareanställning' })
      .returning();
    const position = await buildWritersPosition(t.db, world.own.id, world.writer, {
      name: warehouse.name,
      text: warehouse.text,
      description: warehouse.description,
      location: 'Västerås',
      positionTypeId: type!.id,
      metadata: warehouse.metadata,
    });
    positionId = position.id;
  });

  const cards = async () =>
    (await t.as(world.writer).dispatch('get_PositionIntegrations', { containerId: world.own.id, positionId }))
      .data;

  it('both channels are prefilled from the Västerås ad, and what is saved wins', async () => {
    const list = await cards();
    const platsbanken = list.find((c) => c.partnerSettingName === 'arbetsformedlingen')!;
    const classifieds = list.find((c) => c.partnerSettingName === 'classifieds')!;
    expect(platsbanken.prefill.values).toMatchObject({ cityId: '1980', address: 'Stenbygatan 12' });
    expect(classifieds.prefill.values).toMatchObject({ regionId: '19', employmentId: '1' });
    expectNoEmptyField(platsbanken.prefill);
    expectNoEmptyField(classifieds.prefill);

    // The prefill, as the card shows it, passes the channels' checks once the recruiter's choices are added.
    const { occupationId, salaryType, experienceRequired } = CHANNEL_EXAMPLES.arbetsformedlingen.data;
    const board = { ...platsbanken.prefill.values, occupationId, salaryType, experienceRequired };
    expect(arbetsformedlingen.dataSchema.safeParse(board).error).toBeUndefined();
    const site = { ...classifieds.prefill.values, productId: 'JOBB-BAS' };
    expect(classifiedsChannel.dataSchema.safeParse(site).error).toBeUndefined();

    // Saved, the card holds what was saved; the prefill is only a suggestion beside it.
    const saved = await t.as(world.writer).dispatch('update_PositionIntegration', {
      containerId: world.own.id,
      positionId,
      partner: 'arbetsformedlingen',
      isChecked: false,
      data: { ...board, city: 'Köping' },
    });
    expect(saved.status).toBe(200);
    const after = (await cards()).find((c) => c.partnerSettingName === 'arbetsformedlingen')!;
    expect(after.data).toMatchObject({ city: 'Köping', cityId: '1980' });
  });
});
