import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { emailLog } from '../src/db/schema.ts';
import { buildApplication } from './helpers/applicants.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { buildWritersPosition } from './helpers/factories.ts';

const { t, world } = testAppWithWorld(() => ({ jobWorker: false, mailFrom: 'Rekry <no-reply@rekry.test>' }));

async function positionWith(people: { firstname: string; lastname: string }[]) {
  const position = await buildWritersPosition(t.db, world.own.id, world.writer, { name: 'Truckförare' });
  const applications = [];
  for (const person of people)
    applications.push(await buildApplication(t.db, world.own.id, position.id, person));
  return { applications, at: { containerId: world.own.id, positionId: position.id } };
}

const TEMPLATE = {
  subject: 'Om ##POSITION##',
  body: 'Hej ##FIRSTNAME##!\n\nVälkommen på intervju.\n##SENDER##',
};

describe('a sent e-mail read back', () => {
  it('is the whole mail as sent: the variables filled, the sender by name, where answers go, the address, its delivery state', async () => {
    const { applications, at } = await positionWith([{ firstname: 'Anna', lastname: 'Andersson' }]);
    const anna = applications[0]!;
    await t.as(world.writer).dispatch('send_ApplicantEmail', {
      ...at,
      applicantId: anna.id,
      email: anna.user.email,
      ...TEMPLATE,
    });
    const [logged] = await t.db.select().from(emailLog).where(eq(emailLog.applicationId, anna.id));

    const read = await t
      .as(world.reader)
      .dispatch('get_SentEmail', { ...at, applicantId: anna.id, id: logged!.id });
    expect(read.data).toMatchObject({
      id: logged!.id,
      subject: 'Om Truckförare',
      body: 'Hej Anna!\n\nVälkommen på intervju.\nTest Testsson',
      isHtml: false,
      emailAddress: anna.user.email.toLowerCase(),
      from: `Test Testsson, ${world.own.name} <no-reply@rekry.test>`,
      // No inbound mail here: answers go to the sender's own address.
      replyTo: world.writer.email,
      sentBy: 'Test Testsson',
      status: 'queued',
    });
    expect(Date.parse(read.data.updated)).not.toBeNaN();
  });

  it('is not found through another application, nor in another company', async () => {
    const { applications, at } = await positionWith([
      { firstname: 'Anna', lastname: 'A' },
      { firstname: 'Bo', lastname: 'B' },
    ]);
    const [anna, bo] = applications;
    await t.as(world.writer).dispatch('send_ApplicantEmail', {
      ...at,
      applicantId: anna!.id,
      email: anna!.user.email,
      ...TEMPLATE,
    });
    const [logged] = await t.db.select().from(emailLog).where(eq(emailLog.applicationId, anna!.id));
    const viaBo = await t
      .as(world.admin)
      .dispatch('get_SentEmail', { ...at, applicantId: bo!.id, id: logged!.id });
    expect(viaBo.status).toBe(404);
    expect(viaBo.error?.message).toBe('E-postmeddelandet finns inte');
    const foreign = await t.as(world.admin).dispatch('get_SentEmail', {
      containerId: world.foreign.id,
      positionId: at.positionId,
      applicantId: anna!.id,
      id: logged!.id,
    });
    expect([403, 404]).toContain(foreign.status);
  });
});

describe('an e-mail previewed before it is sent', () => {
  it('is merged for the chosen recipient, names the variables some recipients lack, and sends nothing', async () => {
    const { applications, at } = await positionWith([
      { firstname: 'Anna', lastname: 'Andersson' },
      { firstname: '', lastname: 'Berg' },
      { firstname: '', lastname: 'Dahl' },
    ]);
    const ids = applications.map((a) => a.id);
    const preview = await t.as(world.writer).dispatch('preview_ApplicantsEmail', {
      ...at,
      recipients: ids,
      previewFor: ids[0]!,
      subject: TEMPLATE.subject,
      body: `${TEMPLATE.body}\n##OKAND##`,
    });
    expect(preview.data).toMatchObject({
      to: applications[0]!.user.email.toLowerCase(),
      subject: 'Om Truckförare',
      body: 'Hej Anna!\n\nVälkommen på intervju.\nTest Testsson\n##OKAND##',
      isHtml: false,
    });
    expect(preview.data.missing).toEqual([
      { variable: '##FIRSTNAME##', recipients: 2, names: ['Berg', 'Dahl'] },
      { variable: '##OKAND##', recipients: 3, names: expect.arrayContaining(['Berg', 'Dahl']) },
    ]);
    expect(await t.db.select().from(emailLog).where(inArray(emailLog.applicationId, ids))).toEqual([]);
  });

  it('escapes the values in an HTML body as the sent mail does', async () => {
    const { applications, at } = await positionWith([{ firstname: '<b>Bo</b>', lastname: 'Ek' }]);
    const preview = await t.as(world.writer).dispatch('preview_ApplicantsEmail', {
      ...at,
      recipients: [applications[0]!.id],
      previewFor: applications[0]!.id,
      subject: 'Hej',
      body: '<p>Hej ##FIRSTNAME##</p>',
    });
    expect(preview.data).toMatchObject({
      isHtml: true,
      body: '<p>Hej &lt;b&gt;Bo&lt;/b&gt;</p>',
      missing: [],
    });
  });

  it('answers 400 on the field for a recipient to preview that is not among the recipients', async () => {
    const { applications, at } = await positionWith([
      { firstname: 'Anna', lastname: 'A' },
      { firstname: 'Bo', lastname: 'B' },
    ]);
    const res = await t.as(world.writer).dispatch('preview_ApplicantsEmail', {
      ...at,
      recipients: [applications[0]!.id],
      previewFor: applications[1]!.id,
      ...TEMPLATE,
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields).toEqual({ previewFor: 'Välj en av mottagarna att förhandsgranska för' });
  });
});
