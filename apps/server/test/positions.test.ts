import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  PermissionId,
  addField,
  addSummerPeriod,
  moveItem,
  setAgePeriods,
  standardApplicationForm,
  type ActionInput,
  type PublicPositionList,
} from '@rekry/domain';
import { customerServiceForm } from '../src/areas/data-generation/sample-data/forms.ts';
import { jobApplications, positionPermissions, positions, positionTypes } from '../src/db/schema.ts';
import { get, testAppWithWorld } from './helpers/app.ts';
import { buildPosition, buildUser, positionInput, tokenFor } from './helpers/factories.ts';

const { t, world, tokens } = testAppWithWorld();

const now = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 3600;
const own = () => world.own.id;
const valid = () => ({
  ...positionInput(own(), 'Truckförare'),
  text: 'Kort om tjänsten',
  description: '<p>Hej <strong>du</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
  isInternal: false,
  contactPerson: {
    title: 'Rekryterare',
    firstname: 'Eva',
    lastname: 'Ek',
    phoneNumber: '070-111 22 33',
    email: 'eva@example.se',
  },
  form: customerServiceForm(),
});
const create = (token: string, data: Record<string, unknown> = {}) =>
  t.as(token).dispatch('create_Position', { ...valid(), ...data });
async function addApplication(positionId: number, labelId: number | null = null) {
  const applicant = await buildUser(t.db, { candidate: true });
  await t.db
    .insert(jobApplications)
    .values({ containerId: own(), positionId, userId: applicant.id, labelId });
}

describe('create_Position', () => {
  it('answers 401 without a token', async () => {
    expect((await t.as(undefined).dispatch('create_Position', valid())).status).toBe(401);
  });

  it('stores a position, sanitizes the description, and gives the form back unchanged', async () => {
    const res = await create(tokens.writer);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const p = res.data;
    expect(p).toMatchObject({
      name: 'Truckförare',
      status: 'Öppen',
      location: 'Umeå',
      totalApplicants: 0,
      canEdit: true,
      contactPerson: valid().contactPerson,
    });
    expect(p.description).toBe('<p>Hej <strong>du</strong></p>');
    expect(p.form).toEqual(customerServiceForm());
    expect(p.publicPath).toBe(`/${p.id}_truckforare`);
    expect(p.internalPath).toBe(`/internal/${p.linkId}`);
    const again = await t.as(tokens.writer).dispatch('get_PositionById', {
      containerId: own(),
      positionId: p.id,
    });
    expect(again.data.form).toEqual(customerServiceForm());
    // The creator may edit, delete and share what they made.
    expect(again.data).toMatchObject({ canEdit: true, canDelete: true });
    const [grant] = await t.db
      .select()
      .from(positionPermissions)
      .where(eq(positionPermissions.positionId, p.id));
    expect(grant).toMatchObject({ userId: world.writer.id, permissionId: PermissionId.Administrator });
  });

  it("keeps the workplace's address and postcode (written as the post does), and takes them away when emptied", async () => {
    const p = (await create(tokens.writer, { workplace: { address: ' Stenbygatan 12 ', zipCode: '72134' } }))
      .data;
    expect(p.workplace).toEqual({ address: 'Stenbygatan 12', zipCode: '721 34' });
    const emptied = await t.as(tokens.writer).dispatch('update_Position', {
      ...valid(),
      positionId: p.id,
      workplace: { address: '', zipCode: '' },
    });
    expect(emptied.status, JSON.stringify(emptied.error)).toBe(200);
    expect(emptied.data.workplace).toBeNull();
    const [row] = await t.db.select().from(positions).where(eq(positions.id, p.id));
    expect(row!.metadata).not.toHaveProperty('workplace');
    expect(row!.metadata).toHaveProperty('contactPerson');
  });

  it('an internal position has a guid address only', async () => {
    const p = (await create(tokens.admin, { isInternal: true })).data;
    expect(p.isInternal).toBe(true);
    expect(p.publicPath).toBe(`/internal/${p.linkId}`);
  });

  it.each([
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(201) }],
    ['stop', { start: now() + DAY, stop: now() }],
    ['start', { start: 'i morgon' }],
    ['stop', { stop: -5 }],
    ['responsibleId', { responsibleId: 'abc' }],
    ['isInternal', { isInternal: 'ja' }],
    ['contactPerson.email', { contactPerson: { email: 'inte-en-adress' } }],
    ['workplace.zipCode', { workplace: { address: 'Stenbygatan 12', zipCode: '7213' } }],
    ['workplace.address', { workplace: { address: 'x'.repeat(201) } }],
    ['form', { form: [...customerServiceForm(), customerServiceForm()[0]] }],
    ['form.0.type', { form: [{ key: 'a', type: 'hologram', order: 1 }] }],
    ['description', { description: 'x'.repeat(200_001) }],
  ])('answers 400 on a bad %s and stores nothing', async (field, data) => {
    const before = (await t.db.select().from(positions)).length;
    const res = await create(tokens.admin, data);
    expect(res.status).toBe(400);
    expect(res.error?.fields?.[field]).toMatch(/[a-zåäö]/i);
    expect((await t.db.select().from(positions)).length).toBe(before);
  });

  it.each([
    ['name', { name: 'Lager\u0000' }],
    ['form.0.label', { form: [{ ...customerServiceForm()[0]!, label: 'x\u0000' }] }],
    ['contactPerson.firstname', { contactPerson: { firstname: '\u0000' } }],
  ])('answers 400 on a NUL character in %s (PostgreSQL cannot store it)', async (field, data) => {
    const res = await create(tokens.admin, data);
    expect(res.status).toBe(400);
    expect(res.error?.fields?.[field]).toBe('Texten innehåller ett otillåtet tecken');
  });

  it('refuses a responsible person outside the company and a position type of another company', async () => {
    const outsider = await buildUser(t.db, { memberOf: [[world.foreign.id, [PermissionId.Read]]] });
    const bad = await create(tokens.admin, { responsibleId: outsider.id });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields?.responsibleId).toBe('Den ansvariga måste vara användare i företaget');
    const [foreignType] = await t.db
      .insert(positionTypes)
      .values({ containerId: world.foreign.id, name: 'Sommarjobb' })
      .returning();
    const typed = await create(tokens.admin, { positionTypeId: foreignType!.id });
    expect(typed.status).toBe(400);
    expect(typed.error?.fields?.positionTypeId).toBe('Okänd annonstyp');
    const [ownType] = await t.db
      .insert(positionTypes)
      .values({ containerId: own(), name: 'Sommarjobb' })
      .returning();
    const ok = await create(tokens.admin, { positionTypeId: ownType!.id, responsibleId: world.reader.id });
    expect(ok.data).toMatchObject({
      positionTypeName: 'Sommarjobb',
      responsible: { id: world.reader.id, email: world.reader.email },
    });
    expect((await create(tokens.admin, { responsibleId: null })).data.responsible).toBeNull();
  });

  it('a reader cannot create; a company never receives a position from a non-member', async () => {
    expect((await create(tokens.reader)).status).toBe(403);
    expect((await create(tokens.foreignAdmin)).status).toBe(403);
  });
});

describe('update_Position and the position right', () => {
  it('a writer without a right on the position cannot edit it; with Write they can', async () => {
    const p = await buildPosition(t.db, own());
    const data = { ...valid(), positionId: p.id, name: 'Nytt namn' };
    expect((await t.as(tokens.writer).dispatch('update_Position', data)).status).toBe(403);
    const detail = await t.as(tokens.writer).dispatch('get_PositionById', {
      containerId: own(),
      positionId: p.id,
    });
    expect(detail.data).toMatchObject({ canEdit: false, canDelete: false });
    await t.db.insert(positionPermissions).values({
      containerId: own(),
      positionId: p.id,
      userId: world.writer.id,
      permissionId: PermissionId.Write,
    });
    const res = await t.as(tokens.writer).dispatch('update_Position', data);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: 'Nytt namn', canEdit: true });
    expect(res.data.form).toEqual(customerServiceForm());
  });

  it("a position of another company is 404 under the caller's company and 403 under the other", async () => {
    const theirs = await buildPosition(t.db, world.foreign.id);
    const data = { ...valid(), positionId: theirs.id };
    expect((await t.as(tokens.admin).dispatch('update_Position', data)).status).toBe(404);
    expect(
      (await t.as(tokens.admin).dispatch('update_Position', { ...data, containerId: world.foreign.id }))
        .status,
    ).toBe(403);
    const [row] = await t.db.select().from(positions).where(eq(positions.id, theirs.id));
    expect(row!.name).toBe(theirs.name);
  });

  it('answers 400 on a stop before the start', async () => {
    const p = await buildPosition(t.db, own());
    const res = await t.as(tokens.admin).dispatch('update_Position', {
      ...valid(),
      positionId: p.id,
      start: now(),
      stop: now() - 1,
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.stop).toBe('Slutdatum får inte vara före startdatum');
  });
});

describe('update_PositionForm (the form builder saves)', () => {
  const builtForm = () => {
    let form = customerServiceForm();
    const added = addField(form, 'summerPeriods', () => 'periods');
    if (!added.ok) throw new Error('no summer periods');
    form = addSummerPeriod(added.form, 'periods', () => 'periods_1', {
      startDate: '2027-06-14',
      endDate: '2027-07-02',
      minAge: 16,
      maxAge: 19,
    });
    const ssn = form.find((p) => p.key === 'form_ssn')!.key;
    form = setAgePeriods(form, ssn, [
      { periodStart: '2027-06-14', periodEnd: '2027-07-02', minAge: 15, maxAge: 19 },
    ]);
    return moveItem(form, 'periods', form[0]!.key);
  };
  const save = (
    token: string | undefined,
    positionId: number,
    form: ActionInput<'update_PositionForm'>['form'],
    containerId = own(),
  ) => t.as(token).dispatch('update_PositionForm', { containerId, positionId, form });

  it('round-trips the saved form definition unchanged, and the public site serves it at once', async () => {
    const p = await buildPosition(t.db, own());
    const form = builtForm();
    const before = await get(t.app, `/api/public/positions/${p.id}`);
    expect(before.status).toBe(200);
    const res = await save(tokens.admin, p.id, form);
    expect(res.status).toBe(200);
    const detail = await t.as(tokens.admin).dispatch('get_PositionById', {
      containerId: own(),
      positionId: p.id,
    });
    expect(detail.data.form).toEqual(form);
    // The public answer was cached before the save; the save's NOTIFY refreshes it.
    await vi.waitFor(async () => {
      const after = await get(t.app, `/api/public/positions/${p.id}`);
      expect(after.body.form.map((x: { key: string }) => x.key)).toEqual(form.map((x) => x.key));
    });
  });

  it('update_Position without a form keeps the saved form', async () => {
    const p = await buildPosition(t.db, own());
    await save(tokens.admin, p.id, builtForm());
    const { form: _form, ...withoutForm } = valid();
    const res = await t.as(tokens.admin).dispatch('update_Position', { ...withoutForm, positionId: p.id });
    expect(res.status).toBe(200);
    expect(res.data.form).toEqual(builtForm());
  });

  it('401 without a token; 403 for a reader and for a writer without a right on the position', async () => {
    const p = await buildPosition(t.db, own());
    expect((await save(undefined, p.id, builtForm())).status).toBe(401);
    expect((await save(tokens.reader, p.id, builtForm())).status).toBe(403);
    expect((await save(tokens.writer, p.id, builtForm())).status).toBe(403);
    const [row] = await t.db.select().from(positions).where(eq(positions.id, p.id));
    expect(row!.form).toEqual(p.form);
  });

  it("another company's position: 404 under the caller's company, 403 under the other", async () => {
    const theirs = await buildPosition(t.db, world.foreign.id);
    expect((await save(tokens.admin, theirs.id, builtForm())).status).toBe(404);
    expect((await save(tokens.admin, theirs.id, builtForm(), world.foreign.id)).status).toBe(403);
  });

  it('answers 400 and saves nothing for a broken form (duplicate keys, bad key, bad age rule)', async () => {
    const p = await buildPosition(t.db, own());
    const form = builtForm();
    const broken = [
      [...form, form[0]],
      [{ ...form[0]!, key: 'bad key!' }],
      [
        {
          ...form[0]!,
          validators: [{ name: 'allowedAgeInPeriod', data: { periods: [{ periodStart: 'x' }] } }],
        },
      ],
      'not a list',
    ];
    for (const bad of broken) {
      const res = await t.as(tokens.admin).dispatchUnchecked('update_PositionForm', {
        containerId: own(),
        positionId: p.id,
        form: bad,
      });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBeTruthy();
    }
    const [row] = await t.db.select().from(positions).where(eq(positions.id, p.id));
    expect(row!.form).toEqual(p.form);
  });
});

describe('archive, copy and delete', () => {
  it('copy: a new open position named Kopia av …, same form, new guid, no applicants', async () => {
    const source = await buildPosition(t.db, own(), {
      name: 'Kock',
      isArchived: true,
      form: customerServiceForm(),
    });
    await addApplication(source.id);
    const res = await t.as(tokens.admin).dispatch('copy_Position', {
      containerId: own(),
      positionId: source.id,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: 'Kopia av Kock', isArchived: false, totalApplicants: 0 });
    expect(res.data.id).not.toBe(source.id);
    expect(res.data.linkId).not.toBe(source.linkId);
    expect(res.data.form).toEqual(source.form);
  });

  it('delete is refused while the position has applications, and removes one without', async () => {
    const used = await buildPosition(t.db, own());
    await addApplication(used.id);
    const refused = await t.as(tokens.admin).dispatch('delete_Position', {
      containerId: own(),
      positionId: used.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toContain('Arkivera den i stället');
    const empty = await buildPosition(t.db, own());
    const ok = await t.as(tokens.admin).dispatch('delete_Position', {
      containerId: own(),
      positionId: empty.id,
    });
    expect(ok.status).toBe(200);
    expect(await t.db.select().from(positions).where(eq(positions.id, empty.id))).toHaveLength(0);
    const again = await t.as(tokens.admin).dispatch('delete_Position', {
      containerId: own(),
      positionId: empty.id,
    });
    expect(again.status).toBe(404);
  });

  it('answers 400 on a missing isArchived and a bad positionId', async () => {
    const p = await buildPosition(t.db, own());
    const noFlag = await t.as(tokens.admin).dispatchUnchecked('archive_Position', {
      containerId: own(),
      positionId: p.id,
    });
    expect(noFlag.status).toBe(400);
    expect(noFlag.error?.fields?.isArchived).toBeTruthy();
    const badId = await t.as(tokens.admin).dispatch('archive_Position', {
      containerId: own(),
      positionId: 'x',
      isArchived: true,
    });
    expect(badId.status).toBe(400);
    expect(badId.error?.fields?.positionId).toBe('Ogiltigt tjänste-id');
  });

  it('the public list changes at once after publish and archive (the cache is invalidated)', async () => {
    const url = `/api/public/positions?containerId=${own()}`;
    const names = async () => (await get<PublicPositionList>(t.app, url)).body.items.map((p) => p.name);
    await names(); // fill the cache
    const created = (await create(tokens.admin, { name: 'Syns publikt', form: standardApplicationForm() }))
      .data;
    // A new ad is a draft: not on the list until it is published.
    expect(await names()).not.toContain('Syns publikt');
    const published = await t.as(tokens.admin).dispatch('publish_Position', {
      containerId: own(),
      positionId: created.id,
    });
    expect(published.status, JSON.stringify(published.error)).toBe(200);
    await vi.waitFor(async () => expect(await names()).toContain('Syns publikt'), { timeout: 3000 });
    await t.as(tokens.admin).dispatch('archive_Position', {
      containerId: own(),
      positionId: created.id,
      isArchived: true,
    });
    await vi.waitFor(async () => expect(await names()).not.toContain('Syns publikt'), { timeout: 3000 });
  });
});

describe('position permissions', () => {
  it('an admin grants a member Write, which lets them edit; duplicates, outsiders and unknown grants answer 4xx', async () => {
    const p = await buildPosition(t.db, own());
    const member = await buildUser(t.db, { memberOf: [[own(), [PermissionId.Write]]] });
    const base = { containerId: own(), positionId: p.id };
    const created = await t.as(tokens.admin).dispatch('create_PositionPermission', {
      ...base,
      email: member.email,
      permissionId: PermissionId.Read,
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ userId: member.id, permissionId: PermissionId.Read });
    const duplicate = await t.as(tokens.admin).dispatch('create_PositionPermission', {
      ...base,
      email: member.email,
      permissionId: PermissionId.Read,
    });
    expect(duplicate.status).toBe(409);
    const memberToken = await tokenFor(t.db, t.app.services.tokens, member.id);
    const edit = { ...valid(), positionId: p.id };
    expect((await t.as(memberToken).dispatch('update_Position', edit)).status).toBe(403);
    const updated = await t.as(tokens.admin).dispatch('update_PositionPermission', {
      ...base,
      email: member.email,
      permissionId: PermissionId.Write,
    });
    expect(updated.data.permissionId).toBe(PermissionId.Write);
    expect((await t.as(memberToken).dispatch('update_Position', edit)).status).toBe(200);
    const list = (await t.as(tokens.admin).dispatch('get_PositionPermissions', base)).data;
    expect(list).toEqual([expect.objectContaining({ userId: member.id, permissionId: PermissionId.Write })]);

    const outsider = await t.as(tokens.admin).dispatch('create_PositionPermission', {
      ...base,
      email: world.foreignAdmin.email,
      permissionId: PermissionId.Read,
    });
    expect(outsider.status).toBe(400);
    expect(outsider.error?.fields?.email).toBe('Användaren finns inte i företaget');
    const unknown = await t.as(tokens.admin).dispatch('create_PositionPermission', {
      ...base,
      email: member.email,
      permissionId: 9,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.fields?.permissionId).toBe('Okänd behörighet');
    const none = await t.as(tokens.admin).dispatch('update_PositionPermission', {
      ...base,
      email: world.reader.email,
      permissionId: PermissionId.Write,
    });
    expect(none.status).toBe(404);
    // A writer with Write (not Administrator) on the position may not share it.
    expect((await t.as(memberToken).dispatch('get_PositionPermissions', base)).status).toBe(403);
  });
});

describe('list_PositionOwnerChoices', () => {
  it("gives a writer the company's active staff as id and name only; a reader gets 403", async () => {
    const gone = await buildUser(t.db, { memberOf: [[own(), [3]]], disabled: true, firstname: 'Borta' });
    const res = await t.as(world.writer).dispatch('list_PositionOwnerChoices', { containerId: own() });
    expect(res.status).toBe(200);
    const ids = res.data.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([world.reader.id, world.writer.id, world.admin.id]));
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(world.foreignAdmin.id);
    for (const choice of res.data) expect(Object.keys(choice).sort()).toEqual(['id', 'name']);
    expect(res.data.find((c) => c.id === world.writer.id)?.name).toBe('Test Testsson');
    const reader = await t.as(world.reader).dispatch('list_PositionOwnerChoices', { containerId: own() });
    expect(reader.status).toBe(403);
  });

  it('offers what update_Position accepts as responsible', async () => {
    const position = await buildPosition(t.db, own());
    await t.db
      .insert(positionPermissions)
      .values({ containerId: own(), positionId: position.id, userId: world.writer.id, permissionId: 2 });
    const writer = t.as(world.writer);
    const [choice] = (await writer.dispatch('list_PositionOwnerChoices', { containerId: own() })).data;
    const saved = await writer.dispatch('update_Position', {
      containerId: own(),
      positionId: position.id,
      name: position.name,
      responsibleId: choice!.id,
    });
    expect(saved.status).toBe(200);
    expect(saved.data.responsibleId).toBe(choice!.id);
  });
});
