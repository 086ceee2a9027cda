import { beforeAll, describe, expect, it } from 'vitest';
import { PermissionId, type PositionTemplate } from '@rekry/domain';
import { customerServiceForm, warehouseForm } from '../src/areas/data-generation/sample-data/forms.ts';
import { positionTypes } from '../src/db/schema.ts';
import { dispatch, testAppWithWorld } from './helpers/app.ts';
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
    const res = await dispatch(t.app, token, 'get_PositionTemplates', { containerId: company.own.id });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Hittade inga mallar, vänligen kontakta support');
  });

  it('saves templates with their form, and a new default for a type clears the old one', async () => {
    const first = await dispatch(t.app, tokens.admin, 'upsert_PositionTemplate', {
      containerId: own(),
      name: 'Sommar',
      availableInPositionTypes: [available(types[0]!.id, true), available(types[1]!.id, true)],
      metadata: { form: warehouseForm() },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.availableInPositionTypes[0].positionTypeName).toBe('Sommarjobb');
    const second = await dispatch(t.app, tokens.admin, 'upsert_PositionTemplate', {
      containerId: own(),
      name: 'Ny sommar',
      availableInPositionTypes: [available(types[0]!.id, true)],
      metadata: { form: customerServiceForm() },
    });
    expect(second.status).toBe(200);
    const list: PositionTemplate[] = (
      await dispatch(t.app, tokens.reader, 'get_PositionTemplates', { containerId: own() })
    ).body.data;
    const byName = Object.fromEntries(list.map((tpl) => [tpl.name, tpl]));
    expect(byName.Sommar!.availableInPositionTypes.map((a) => a.default)).toEqual([false, true]);
    expect(byName['Ny sommar']!.availableInPositionTypes[0]!.default).toBe(true);
    expect(byName['Ny sommar']!.metadata.form).toEqual(customerServiceForm());
    expect(byName.Sommar!.createdBy).toBe(world.admin.email);

    const renamed = await dispatch(t.app, tokens.admin, 'upsert_PositionTemplate', {
      containerId: own(),
      key: byName.Sommar!.key,
      name: 'Sommar 2027',
    });
    expect(renamed.body.data).toMatchObject({ key: byName.Sommar!.key, createdAt: byName.Sommar!.createdAt });
  });

  it.each([
    ['name', { name: '' }],
    ['key', { key: 'inte-en-guid' }],
    ['availableInPositionTypes.0.positionTypeId', { availableInPositionTypes: [{ positionTypeId: 'x' }] }],
    ['metadata.form', { metadata: { form: 'fel' } }],
  ])('answers 400 on a bad %s', async (field, data) => {
    const res = await dispatch(t.app, tokens.admin, 'upsert_PositionTemplate', {
      containerId: own(),
      name: 'Mall',
      ...data,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBeTruthy();
  });

  it('refuses another company’s position type and an unknown key, and a writer', async () => {
    const [foreignType] = await t.db
      .insert(positionTypes)
      .values({ containerId: world.foreign.id, name: 'Utländsk' })
      .returning();
    const res = await dispatch(t.app, tokens.admin, 'upsert_PositionTemplate', {
      containerId: own(),
      name: 'Mall',
      availableInPositionTypes: [available(foreignType!.id, true)],
    });
    expect(res.status).toBe(400);
    const unknown = await dispatch(t.app, tokens.admin, 'upsert_PositionTemplate', {
      containerId: own(),
      key: '00000000-0000-4000-8000-000000000000',
      name: 'Mall',
    });
    expect(unknown.status).toBe(404);
    expect(
      (await dispatch(t.app, tokens.writer, 'upsert_PositionTemplate', { containerId: own(), name: 'Mall' }))
        .status,
    ).toBe(403);
  });
});

describe('form templates', () => {
  it('create, list, update and delete, the form round-tripping unchanged', async () => {
    const created = await dispatch(t.app, tokens.writer, 'upsert_FormTemplate', {
      containerId: own(),
      name: 'Kundtjänst',
      form: customerServiceForm(),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const list = (await dispatch(t.app, tokens.reader, 'get_FormTemplates', { containerId: own() })).body
      .data;
    expect(list.find((f: { id: number }) => f.id === id).form).toEqual(customerServiceForm());
    const updated = await dispatch(t.app, tokens.writer, 'upsert_FormTemplate', {
      containerId: own(),
      id,
      name: 'Lager',
      form: warehouseForm(),
    });
    expect(updated.body.data).toMatchObject({ id, name: 'Lager', form: warehouseForm() });
    expect(
      (await dispatch(t.app, tokens.writer, 'delete_FormTemplate', { containerId: own(), id })).status,
    ).toBe(200);
    expect(
      (await dispatch(t.app, tokens.writer, 'delete_FormTemplate', { containerId: own(), id })).status,
    ).toBe(404);
  });

  it('never touches another company’s template and answers 400 on a bad form', async () => {
    const foreignAdmin = await tokenFor(t.db, t.app.services.tokens, world.foreignAdmin.id);
    const theirs = (
      await dispatch(t.app, foreignAdmin, 'upsert_FormTemplate', {
        containerId: world.foreign.id,
        name: 'X',
        form: [],
      })
    ).body.data;
    expect(
      (await dispatch(t.app, tokens.admin, 'delete_FormTemplate', { containerId: own(), id: theirs.id }))
        .status,
    ).toBe(404);
    expect(
      (
        await dispatch(t.app, tokens.admin, 'upsert_FormTemplate', {
          containerId: own(),
          id: theirs.id,
          name: 'Y',
          form: [],
        })
      ).status,
    ).toBe(404);
    const bad = await dispatch(t.app, tokens.admin, 'upsert_FormTemplate', {
      containerId: own(),
      name: 'Y',
      form: [{}],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)[0]).toMatch(/^form\.0\./);
    expect(
      (
        await dispatch(t.app, tokens.reader, 'upsert_FormTemplate', {
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
    const folder = await dispatch(t.app, tokens.admin, 'create_Folder', {
      containerId: own(),
      name: 'Banners',
    });
    expect(folder.status).toBe(200);
    expect(
      (await dispatch(t.app, tokens.admin, 'create_Folder', { containerId: own(), name: 'Banners' })).status,
    ).toBe(409);
    expect(
      (await dispatch(t.app, tokens.admin, 'create_Folder', { containerId: own(), name: '../x' })).status,
    ).toBe(400);
    const folders = (await dispatch(t.app, tokens.reader, 'get_Folders', { containerId: own() })).body.data;
    expect(folders.map((f: { name: string }) => f.name)).toContain('Banners');

    const asset = { containerId: own(), folderId: folder.body.data.id, contentType: 'application/json' };
    const badJson = await dispatch(t.app, tokens.admin, 'create_Asset', {
      ...asset,
      name: 'a.json',
      content: '{',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.error.fields.content).toBe('Innehållet är inte giltig JSON');
    const stored = await dispatch(t.app, tokens.admin, 'create_Asset', {
      ...asset,
      name: 'a.json',
      content: '{"a":1}',
    });
    expect(stored.body.data).toMatchObject({ name: 'a.json', size: 7 });
    expect(
      (await dispatch(t.app, tokens.admin, 'create_Asset', { ...asset, name: 'a.json', content: '{}' }))
        .status,
    ).toBe(409);

    const outsider = await buildUser(t.db, { memberOf: [[world.foreign.id, [PermissionId.Administrator]]] });
    const outsiderToken = await tokenFor(t.db, t.app.services.tokens, outsider.id);
    const theirFolder = (
      await dispatch(t.app, outsiderToken, 'create_Folder', { containerId: world.foreign.id, name: 'Deras' })
    ).body.data;
    expect(
      (
        await dispatch(t.app, tokens.admin, 'create_Asset', {
          ...asset,
          folderId: theirFolder.id,
          name: 'b.json',
          content: '{}',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await dispatch(t.app, outsiderToken, 'delete_Asset', {
          containerId: world.foreign.id,
          assetId: stored.body.data.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await dispatch(t.app, tokens.admin, 'delete_Asset', {
          containerId: own(),
          assetId: stored.body.data.id,
        })
      ).status,
    ).toBe(200);
  });
});
