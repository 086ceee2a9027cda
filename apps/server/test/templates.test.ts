import { beforeAll, describe, expect, it } from 'vitest';
import { PermissionId, type PositionTemplate } from '@rekry/domain';
import { customerServiceForm, warehouseForm } from '../src/areas/data-generation/sample-data/forms.ts';
import { positionTypes } from '../src/db/schema.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { buildUser, buildWorld, tokenFor } from './helpers/factories.ts';

const { t, world, tokens } = testAppWithWorld();
let types: { id: number; name: string }[];
beforeAll(async () => {
  types = await t.db
    .insert(positionTypes)
    .values(['Sommarjobb', 'Timanställning'].map((name) => ({ containerId: world.own.id, name })))
    .returning();
});

const own = () => world.own.id;
const available = (positionTypeId: number, isDefault: boolean) => ({
  positionTypeId,
  included: true,
  default: isDefault,
});

describe('position templates', () => {
  it('says there are no templates while the folder is missing', async () => {
    const company = await buildWorld(t.db);
    const token = await tokenFor(t.db, t.app.services.tokens, company.reader.id);
    const res = await t.as(token).dispatch('get_PositionTemplates', { containerId: company.own.id });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Hittade inga mallar, vänligen kontakta support');
  });

  it('saves templates with their form, and a new default for a type clears the old one', async () => {
    const first = await t.as(tokens.admin).dispatch('upsert_PositionTemplate', {
      containerId: own(),
      name: 'Sommar',
      availableInPositionTypes: [available(types[0]!.id, true), available(types[1]!.id, true)],
      metadata: { form: warehouseForm() },
    });
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(first.data.availableInPositionTypes[0]!.positionTypeName).toBe('Sommarjobb');
    const second = await t.as(tokens.admin).dispatch('upsert_PositionTemplate', {
      containerId: own(),
      name: 'Ny sommar',
      availableInPositionTypes: [available(types[0]!.id, true)],
      metadata: { form: customerServiceForm() },
    });
    expect(second.status).toBe(200);
    const list: PositionTemplate[] = (
      await t.as(tokens.reader).dispatch('get_PositionTemplates', { containerId: own() })
    ).data;
    const byName = Object.fromEntries(list.map((tpl) => [tpl.name, tpl]));
    expect(byName.Sommar!.availableInPositionTypes.map((a) => a.default)).toEqual([false, true]);
    expect(byName['Ny sommar']!.availableInPositionTypes[0]!.default).toBe(true);
    expect(byName['Ny sommar']!.metadata.form).toEqual(customerServiceForm());
    expect(byName.Sommar!.createdBy).toBe(world.admin.email);

    const renamed = await t.as(tokens.admin).dispatch('upsert_PositionTemplate', {
      containerId: own(),
      key: byName.Sommar!.key,
      name: 'Sommar 2027',
    });
    expect(renamed.data).toMatchObject({ key: byName.Sommar!.key, createdAt: byName.Sommar!.createdAt });
  });

  it.each([
    ['name', { name: '' }],
    ['key', { key: 'inte-en-guid' }],
    ['availableInPositionTypes.0.positionTypeId', { availableInPositionTypes: [{ positionTypeId: 'x' }] }],
    ['metadata.form', { metadata: { form: 'fel' } }],
  ])('answers 400 on a bad %s', async (field, data) => {
    const res = await t.as(tokens.admin).dispatchUnchecked('upsert_PositionTemplate', {
      containerId: own(),
      name: 'Mall',
      ...data,
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.[field]).toBeTruthy();
  });

  it('refuses another company’s position type and an unknown key, and a writer', async () => {
    const [foreignType] = await t.db
      .insert(positionTypes)
      .values({ containerId: world.foreign.id, name: 'Utländsk' })
      .returning();
    const res = await t.as(tokens.admin).dispatch('upsert_PositionTemplate', {
      containerId: own(),
      name: 'Mall',
      availableInPositionTypes: [available(foreignType!.id, true)],
    });
    expect(res.status).toBe(400);
    const unknown = await t.as(tokens.admin).dispatch('upsert_PositionTemplate', {
      containerId: own(),
      key: '00000000-0000-4000-8000-000000000000',
      name: 'Mall',
    });
    expect(unknown.status).toBe(404);
    expect(
      (await t.as(tokens.writer).dispatch('upsert_PositionTemplate', { containerId: own(), name: 'Mall' }))
        .status,
    ).toBe(403);
  });
});

describe('form templates', () => {
  it('create, list, update and delete, the form round-tripping unchanged', async () => {
    const created = await t.as(tokens.writer).dispatch('upsert_FormTemplate', {
      containerId: own(),
      name: 'Kundtjänst',
      form: customerServiceForm(),
    });
    expect(created.status).toBe(200);
    const id = created.data.id;
    const list = (await t.as(tokens.reader).dispatch('get_FormTemplates', { containerId: own() })).data;
    expect(list.find((f: { id: number }) => f.id === id)!.form).toEqual(customerServiceForm());
    const updated = await t.as(tokens.writer).dispatch('upsert_FormTemplate', {
      containerId: own(),
      id,
      name: 'Lager',
      form: warehouseForm(),
    });
    expect(updated.data).toMatchObject({ id, name: 'Lager', form: warehouseForm() });
    expect(
      (await t.as(tokens.writer).dispatch('delete_FormTemplate', { containerId: own(), id })).status,
    ).toBe(200);
    expect(
      (await t.as(tokens.writer).dispatch('delete_FormTemplate', { containerId: own(), id })).status,
    ).toBe(404);
  });

  it('never touches another company’s template and answers 400 on a bad form', async () => {
    const foreignAdmin = await tokenFor(t.db, t.app.services.tokens, world.foreignAdmin.id);
    const theirs = (
      await t.as(foreignAdmin).dispatch('upsert_FormTemplate', {
        containerId: world.foreign.id,
        name: 'X',
        form: [],
      })
    ).data;
    expect(
      (await t.as(tokens.admin).dispatch('delete_FormTemplate', { containerId: own(), id: theirs.id }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.as(tokens.admin).dispatch('upsert_FormTemplate', {
          containerId: own(),
          id: theirs.id,
          name: 'Y',
          form: [],
        })
      ).status,
    ).toBe(404);
    const bad = await t.as(tokens.admin).dispatchUnchecked('upsert_FormTemplate', {
      containerId: own(),
      name: 'Y',
      form: [{}],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error!.fields!)[0]).toMatch(/^form\.0\./);
    expect(
      (
        await t.as(tokens.reader).dispatch('upsert_FormTemplate', {
          containerId: own(),
          name: 'Y',
          form: [],
        })
      ).status,
    ).toBe(403);
  });
});

describe('folders and assets', () => {
  it('creates a folder once, stores JSON in it, refuses bad JSON and foreign folders, deletes', async () => {
    const folder = await t.as(tokens.admin).dispatch('create_Folder', {
      containerId: own(),
      name: 'Banners',
    });
    expect(folder.status).toBe(200);
    expect(
      (await t.as(tokens.admin).dispatch('create_Folder', { containerId: own(), name: 'Banners' })).status,
    ).toBe(409);
    expect(
      (await t.as(tokens.admin).dispatch('create_Folder', { containerId: own(), name: '../x' })).status,
    ).toBe(400);
    const folders = (await t.as(tokens.reader).dispatch('get_Folders', { containerId: own() })).data;
    expect(folders.map((f: { name: string }) => f.name)).toContain('Banners');

    const asset = { containerId: own(), folderId: folder.data.id, contentType: 'application/json' as const };
    const badJson = await t.as(tokens.admin).dispatch('create_Asset', {
      ...asset,
      name: 'a.json',
      content: '{',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.error?.fields?.content).toBe('Innehållet är inte giltig JSON');
    const stored = await t.as(tokens.admin).dispatch('create_Asset', {
      ...asset,
      name: 'a.json',
      content: '{"a":1}',
    });
    expect(stored.data).toMatchObject({ name: 'a.json', size: 7 });
    expect(
      (await t.as(tokens.admin).dispatch('create_Asset', { ...asset, name: 'a.json', content: '{}' })).status,
    ).toBe(409);

    const outsider = await buildUser(t.db, { memberOf: [[world.foreign.id, [PermissionId.Administrator]]] });
    const outsiderToken = await tokenFor(t.db, t.app.services.tokens, outsider.id);
    const theirFolder = (
      await t.as(outsiderToken).dispatch('create_Folder', { containerId: world.foreign.id, name: 'Deras' })
    ).data;
    expect(
      (
        await t.as(tokens.admin).dispatch('create_Asset', {
          ...asset,
          folderId: theirFolder.id,
          name: 'b.json',
          content: '{}',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.as(outsiderToken).dispatch('delete_Asset', {
          containerId: world.foreign.id,
          assetId: stored.data.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.as(tokens.admin).dispatch('delete_Asset', {
          containerId: own(),
          assetId: stored.data.id,
        })
      ).status,
    ).toBe(200);
  });
});
