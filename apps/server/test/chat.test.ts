import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CHAT_TEXTS, HUB_CLOSE, PermissionId } from '@rekry/domain';
import {
  applicationFiles,
  conversationLinks,
  emailLog,
  jobApplications,
  notifications,
  users,
} from '../src/db/schema.ts';
import { createTestApp, get, post, testAppForFile } from './helpers/app.ts';
import { buildApplication } from './helpers/applicants.ts';
import { hubSocket, joinedHubSocket } from './helpers/hub.ts';
import {
  buildContainer,
  buildPosition,
  buildUser,
  buildWritersPosition,
  tokenFor,
} from './helpers/factories.ts';

const t = testAppForFile({ rateLimitFactor: 1000 });
let w: Awaited<ReturnType<typeof buildCompany>>;

const text = (value: string) => `data:text/plain;base64,${Buffer.from(value).toString('base64')}`;

async function buildCompany() {
  const company = await buildContainer(t.db, { name: `Chattbolaget ${Date.now()}` });
  const foreign = await buildContainer(t.db);
  const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
  const writer = await buildUser(t.db, {
    firstname: 'Rita',
    lastname: 'Rekryterare',
    memberOf: [[company.id, [PermissionId.Write]]],
  });
  const writerWithout = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Write]]] });
  const reader = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Read]]] });
  const foreignAdmin = await buildUser(t.db, { memberOf: [[foreign.id, [PermissionId.Administrator]]] });
  const position = await buildWritersPosition(t.db, company.id, writer, { name: 'Lagerchef' });
  const anna = await buildApplication(t.db, company.id, position.id, {
    firstname: 'Anna',
    lastname: 'Svensson',
  });
  const bo = await buildApplication(t.db, company.id, position.id, { firstname: 'Bo', lastname: 'Berg' });
  const foreignPosition = await buildPosition(t.db, foreign.id);
  const elsewhere = await buildApplication(t.db, foreign.id, foreignPosition.id);
  return {
    company,
    foreign,
    admin,
    writer,
    writerWithout,
    reader,
    foreignAdmin,
    position,
    anna,
    bo,
    elsewhere,
  };
}

beforeAll(async () => {
  w = await buildCompany();
});

/** The newest reply link e-mailed about an application. */
async function replyTokenOf(applicationId: number): Promise<string> {
  const [mail] = await t.db
    .select({ body: emailLog.body })
    .from(emailLog)
    .where(and(eq(emailLog.applicationId, applicationId), eq(emailLog.emailType, 'conversation_message')))
    .orderBy(sql`${emailLog.id} desc`)
    .limit(1);
  const match = /\/svar\/([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '');
  if (!match) throw new Error('no reply link');
  return match[1]!;
}

describe('staff conversations', () => {
  it('answers 401 without a login and 400 per bad field in Swedish', async () => {
    const anonymous = await t.as(undefined).dispatch('get_MessagingChannels', { containerId: w.company.id });
    expect(anonymous.status).toBe(401);
    const as = t.as(w.writer);
    const base = { containerId: w.company.id, applicationId: w.anna.id };
    const empty = await as.dispatch('send_Message', { ...base, body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.error?.fields?.body).toBe(CHAT_TEXTS.emptyMessage);
    const long = await as.dispatch('send_Message', { ...base, body: 'x'.repeat(5001) });
    expect(long.error?.fields?.body).toBe(CHAT_TEXTS.tooLong);
    const badId = await as.dispatch('send_Message', { ...base, applicationId: -1, body: 'Hej' });
    expect(badId.status).toBe(400);
    expect(badId.error?.fields?.applicationId).toBe('Ogiltig ansökan');
    const exe = await as.dispatch('send_Message', {
      ...base,
      body: 'Se bilaga',
      attachment: { filename: 'virus.exe', data: text('MZ') },
    });
    expect(exe.status).toBe(400);
    expect(exe.error?.fields?.attachment).toMatch(/[a-zåäö]/i);
    const liar = await as.dispatch('send_Message', {
      ...base,
      attachment: { filename: 'cv.pdf', data: text('inte en pdf') },
    });
    expect(liar.status).toBe(400);
    expect(liar.error?.fields?.attachment).toBeTruthy();
    const cursor = await as.dispatch('get_MessagingChannels', { containerId: w.company.id, cursor: 'x' });
    expect(cursor.error?.fields?.cursor).toBe(CHAT_TEXTS.badCursor);
    const take = await as.dispatch('get_MessagingChannels', { containerId: w.company.id, take: 0 });
    expect(take.error?.fields?.take).toMatch(/heltal/);
    // Nothing was written by any of them.
    const read = await as.dispatch('get_Conversation', base);
    expect(read.data.messages).toEqual([]);
  });

  it('lets a writer on the position write; a reader reads only; another company gets 403 or 404', async () => {
    const base = { containerId: w.company.id, applicationId: w.bo.id };
    expect((await t.as(w.reader).dispatch('send_Message', { ...base, body: 'Hej' })).status).toBe(403);
    expect((await t.as(w.writerWithout).dispatch('send_Message', { ...base, body: 'Hej' })).status).toBe(403);
    const readerView = await t.as(w.reader).dispatch('get_Conversation', base);
    expect(readerView.status).toBe(200);
    expect(readerView.data.canWrite).toBe(false);
    expect((await t.as(w.writer).dispatch('get_Conversation', base)).data.canWrite).toBe(true);
    expect((await t.as(w.foreignAdmin).dispatch('get_Conversation', base)).status).toBe(403);
    // The company's own admin naming another company's application: 404, nothing learnt.
    const foreignApp = await t.as(w.admin).dispatch('get_Conversation', {
      containerId: w.company.id,
      applicationId: w.elsewhere.id,
    });
    expect(foreignApp.status).toBe(404);
    expect(foreignApp.error?.message).toBe('Ansökan finns inte');
  });

  it('sends a message: the applicant gets an e-mail with a reply link, answers once, staff are notified', async () => {
    const base = { containerId: w.company.id, applicationId: w.anna.id };
    const sent = await t.as(w.writer).dispatch('send_Message', {
      ...base,
      body: '<b>Hej Anna!</b>\r\nHar du tid för intervju?',
      attachment: { filename: 'info.txt', data: text('Adress: Storgatan 1') },
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect(sent.data).toMatchObject({
      body: '<b>Hej Anna!</b>\nHar du tid för intervju?',
      own: true,
      author: { kind: 'staff', name: 'Rita Rekryterare' },
      attachment: { filename: 'info.txt' },
    });
    const [file] = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.id, sent.data.attachment!.fileId));
    expect(file).toMatchObject({ applicationId: w.anna.id, propertyKey: 'conversation' });

    // The list: newest first, nothing unread for staff (the applicant has not written).
    const own = await t.as(w.writer).dispatch('get_MessagingChannels', { containerId: w.company.id });
    expect(own.data.items[0]!.lastMessage).toMatchObject({ own: true });
    const list = await t.as(w.admin).dispatch('get_MessagingChannels', { containerId: w.company.id });
    expect(list.data.items[0]).toMatchObject({
      applicationId: w.anna.id,
      applicantName: 'Anna Svensson',
      positionName: 'Lagerchef',
      unread: 0,
      lastMessage: { fromApplicant: false, hasAttachment: true, own: false },
    });

    const token = await replyTokenOf(w.anna.id);
    const [row] = await t.db
      .select()
      .from(conversationLinks)
      .where(
        eq(
          conversationLinks.conversationId,
          sql`(select id from conversations where application_id = ${w.anna.id})`,
        ),
      );
    expect(row!.tokenHash).not.toContain(token);
    const page = await get(t.app, `/api/public/conversations/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.messages).toHaveLength(1);
    expect(page.body.messages[0]).toMatchObject({ own: false, author: { kind: 'staff' } });
    const download = await get(t.app, `/api/public/conversations/${token}/files/${file!.id}`);
    expect(download.status).toBe(200);
    expect(download.raw.body).toBe('Adress: Storgatan 1');
    expect(download.raw.headers['content-disposition']).toContain('info.txt');

    const badReply = await post(t.app, `/api/public/conversations/${token}`, { body: '' });
    expect(badReply.status).toBe(400);
    expect(badReply.body.error.fields.body).toBe(CHAT_TEXTS.emptyMessage);
    const reply = await post(t.app, `/api/public/conversations/${token}`, { body: 'Ja, gärna på tisdag!' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe(CHAT_TEXTS.replySent);
    // The link answered once: again is a Swedish 404.
    const again = await post(t.app, `/api/public/conversations/${token}`, { body: 'En gång till' });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(CHAT_TEXTS.linkUnknown);
    expect((await get(t.app, `/api/public/conversations/${token}`)).status).toBe(404);
    expect((await get(t.app, '/api/public/conversations/inte-en-token')).status).toBe(404);

    // The company hears of it: a send_MessageCommand for those who may see the position.
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'send_MessageCommand'), eq(notifications.containerId, w.company.id)));
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([w.admin.id, w.writer.id]));
    expect(told.map((n) => n.userId)).not.toContain(w.reader.id);
    expect(told[0]!.data).toEqual({ positionId: w.position.id, id: w.anna.id });

    const unread = await t.as(w.admin).dispatch('get_MessagingChannels', { containerId: w.company.id });
    expect(unread.data.unread).toBe(1);
    expect(unread.data.items[0]).toMatchObject({ unread: 1, lastMessage: { fromApplicant: true } });
    const thread = await t.as(w.admin).dispatch('get_Conversation', base);
    expect(thread.data.messages.map((m) => m.body)).toEqual([
      '<b>Hej Anna!</b>\nHar du tid för intervju?',
      'Ja, gärna på tisdag!',
    ]);
    expect((await t.as(w.admin).dispatch('update_ConversationRead', base)).data).toEqual({ unread: 0 });
    const after = await t.as(w.admin).dispatch('get_MessagingChannels', { containerId: w.company.id });
    expect(after.data.unread).toBe(0);
    // Another staff member still has it unread: read state is per reader.
    expect(
      (await t.as(w.writer).dispatch('get_MessagingChannels', { containerId: w.company.id })).data.unread,
    ).toBe(1);
  });

  it('takes an attachment with the answer under the upload rules, and staff can download it', async () => {
    const a = await buildApplication(t.db, w.company.id, w.position.id);
    await t.as(w.writer).dispatch('send_Message', {
      containerId: w.company.id,
      applicationId: a.id,
      body: 'Skicka gärna ditt betyg.',
    });
    const token = await replyTokenOf(a.id);
    const wrong = await post(t.app, `/api/public/conversations/${token}`, {
      attachment: { filename: 'betyg.exe', data: text('MZ') },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.attachment).toMatch(/[a-zåäö]/i);
    const tooLong = await post(t.app, `/api/public/conversations/${token}`, { body: 'x'.repeat(5001) });
    expect(tooLong.body.error.fields.body).toBe(CHAT_TEXTS.tooLong);
    // Refused answers did not spend the link.
    const sent = await post(t.app, `/api/public/conversations/${token}`, {
      attachment: { filename: 'betyg.txt', data: text('MVG i allt') },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const thread = await t.as(w.writer).dispatch('get_Conversation', {
      containerId: w.company.id,
      applicationId: a.id,
    });
    const last = thread.data.messages.at(-1)!;
    expect(last).toMatchObject({
      body: '',
      author: { kind: 'applicant' },
      attachment: { filename: 'betyg.txt' },
    });
    const file = await get(
      t.app,
      `/api/dispatcher/storage/application/${a.id}/files/${last.attachment!.fileId}`,
      await tokenFor(t.db, t.app.services.tokens, w.reader.id),
    );
    expect(file.status).toBe(200);
    expect(file.raw.body).toBe('MVG i allt');
  });

  it('turns away an expired reply link', async () => {
    await t
      .as(w.writer)
      .dispatch('send_Message', { containerId: w.company.id, applicationId: w.bo.id, body: 'Hej Bo' });
    const token = await replyTokenOf(w.bo.id);
    await t.db.execute(sql`update conversation_links set expires_at = now() - interval '1 minute'`);
    const res = await post(t.app, `/api/public/conversations/${token}`, { body: 'Hej' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(CHAT_TEXTS.linkUnknown);
  });

  it('pages the list with a cursor, newest first', async () => {
    const apps = [];
    for (let i = 0; i < 3; i++) {
      const a = await buildApplication(t.db, w.company.id, w.position.id);
      await t
        .as(w.writer)
        .dispatch('send_Message', { containerId: w.company.id, applicationId: a.id, body: `Nr ${i}` });
      apps.push(a.id);
    }
    const first = await t
      .as(w.admin)
      .dispatch('get_MessagingChannels', { containerId: w.company.id, take: 2 });
    expect(first.data.items.map((i) => i.applicationId)).toEqual([apps[2], apps[1]]);
    expect(first.data.nextCursor).toMatch(/^\d+:\d+$/);
    const second = await t.as(w.admin).dispatch('get_MessagingChannels', {
      containerId: w.company.id,
      take: 2,
      cursor: first.data.nextCursor!,
    });
    expect(second.data.items[0]!.applicationId).toBe(apps[0]);
    const seen = [...first.data.items, ...second.data.items].map((i) => i.applicationId);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe("the applicant's own conversations", () => {
  it('reads and answers only their own; another person’s application is 404', async () => {
    const mine = await buildApplication(t.db, w.company.id, w.position.id, { firstname: 'Cilla' });
    const theirs = await buildApplication(t.db, w.company.id, w.position.id, { firstname: 'Dan' });
    await t.db.update(users).set({ passwordHash: 'x' }).where(eq(users.id, mine.user.id));
    await t
      .as(w.writer)
      .dispatch('send_Message', { containerId: w.company.id, applicationId: mine.id, body: 'Hej Cilla' });
    await t
      .as(w.writer)
      .dispatch('send_Message', { containerId: w.company.id, applicationId: theirs.id, body: 'Hej Dan' });
    const cilla = t.as(mine.user);
    const list = await cilla.dispatch('get_MyConversations', {});
    expect(list.status).toBe(200);
    expect(list.data.items.map((i) => i.applicationId)).toEqual([mine.id]);
    expect(list.data).toMatchObject({ unread: 1 });
    expect(list.data.items[0]).toMatchObject({ companyName: w.company.name, positionName: 'Lagerchef' });
    const other = await cilla.dispatch('get_MyConversation', { applicationId: theirs.id });
    expect(other.status).toBe(404);
    expect(other.error?.message).toBe(CHAT_TEXTS.applicationNotFound);
    expect((await cilla.dispatch('send_MyMessage', { applicationId: theirs.id, body: 'Hej' })).status).toBe(
      404,
    );
    expect((await cilla.dispatch('update_MyConversationRead', { applicationId: theirs.id })).status).toBe(
      404,
    );
    const thread = await cilla.dispatch('get_MyConversation', { applicationId: mine.id });
    expect(thread.data.messages.map((m) => [m.body, m.own])).toEqual([['Hej Cilla', false]]);
    expect((await cilla.dispatch('update_MyConversationRead', { applicationId: mine.id })).data.unread).toBe(
      0,
    );
    expect((await cilla.dispatch('get_MyConversations', {})).data.unread).toBe(0);
    const answer = await cilla.dispatch('send_MyMessage', { applicationId: mine.id, body: 'Tack!' });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ own: true, author: { kind: 'applicant', name: 'Cilla Andersson' } });
    // Staff of another company see none of it.
    const foreign = await t
      .as(w.foreignAdmin)
      .dispatch('get_MessagingChannels', { containerId: w.foreign.id });
    expect(foreign.data.items).toEqual([]);
  });

  it('gives the applicant the attachments of their own conversation and nobody else', async () => {
    const mine = await buildApplication(t.db, w.company.id, w.position.id);
    const sent = await t.as(w.writer).dispatch('send_Message', {
      containerId: w.company.id,
      applicationId: mine.id,
      attachment: { filename: 'avtal.txt', data: text('Avtal') },
    });
    const url = `/api/dispatcher/storage/application/${mine.id}/files/${sent.data.attachment!.fileId}`;
    const own = await get(t.app, url, await tokenFor(t.db, t.app.services.tokens, mine.user.id));
    expect(own.status).toBe(200);
    expect(own.raw.body).toBe('Avtal');
    const stranger = await buildApplication(t.db, w.company.id, w.position.id);
    expect(
      (await get(t.app, url, await tokenFor(t.db, t.app.services.tokens, stranger.user.id))).status,
    ).toBe(404);
    // Their own application's other files stay staff-only.
    const [cv] = await t.db
      .insert(applicationFiles)
      .values({
        applicationId: mine.id,
        containerId: w.company.id,
        propertyKey: 'form_file',
        filename: 'cv.txt',
        storedName: '00000000-0000-4000-8000-000000000001.txt',
        contentType: 'text/plain',
        size: 1,
      })
      .returning();
    const cvUrl = `/api/dispatcher/storage/application/${mine.id}/files/${cv!.id}`;
    expect((await get(t.app, cvUrl, await tokenFor(t.db, t.app.services.tokens, mine.user.id))).status).toBe(
      404,
    );
  });
});

describe('live delivery through the hub', () => {
  it('tells the applicant’s own channel of a staff message and the company of the answer', async () => {
    const mine = await buildApplication(t.db, w.company.id, w.position.id);
    const stranger = await buildApplication(t.db, w.company.id, w.position.id);
    const applicant = await hubSocket(t.app, {
      token: await tokenFor(t.db, t.app.services.tokens, mine.user.id),
      channel: 'self',
    });
    expect(await applicant.next('ready')).toEqual({ type: 'ready', containerId: null });
    const other = await joinedHubSocket(t, stranger.user, { channel: 'self' });
    const staff = await joinedHubSocket(t, w.admin, { containerId: w.company.id });
    const foreign = await joinedHubSocket(t, w.foreignAdmin, { containerId: w.foreign.id });

    await t
      .as(w.writer)
      .dispatch('send_Message', { containerId: w.company.id, applicationId: mine.id, body: 'Hej!' });
    expect(await applicant.next('conversation')).toEqual({ type: 'conversation', applicationId: mine.id });
    expect(await staff.next('conversation')).toEqual({ type: 'conversation', applicationId: mine.id });

    await t.as(mine.user).dispatch('send_MyMessage', { applicationId: mine.id, body: 'Hej tillbaka!' });
    expect(await staff.next('conversation')).toEqual({ type: 'conversation', applicationId: mine.id });
    expect(await staff.next('notification')).toMatchObject({
      notification: { type: 'send_MessageCommand', data: { id: mine.id } },
    });
    await applicant.next('conversation');
    await new Promise((r) => setTimeout(r, 200));
    // The other applicant and the other company heard nothing.
    expect(other.events).toEqual([]);
    expect(foreign.events).toEqual([]);
    for (const s of [applicant, other, staff, foreign]) s.socket.terminate();
  });

  it('still refuses a hello with neither a company nor the own channel', async () => {
    const wrong = await hubSocket(t.app, { token: 'x', channel: 'other' });
    expect((await wrong.closed).code).toBe(HUB_CLOSE.badHello);
  });
});

describe('a conversation goes with its application', () => {
  it('is deleted with the application', async () => {
    const a = await buildApplication(t.db, w.company.id, w.position.id);
    await t
      .as(w.writer)
      .dispatch('send_Message', { containerId: w.company.id, applicationId: a.id, body: 'Hej' });
    await t.db.delete(jobApplications).where(eq(jobApplications.id, a.id));
    const left = await t.db.execute(
      sql`select count(*)::int as n from conversations where application_id = ${a.id}`,
    );
    expect(JSON.stringify(left)).toContain('"n":0');
  });
});

describe('the reply link’s rate limit', () => {
  it('answers 429 in Swedish when one address tries too many tokens', async () => {
    const strict = await createTestApp({ rateLimitFactor: 0.05 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await get(strict.app, `/api/public/conversations/${'x'.repeat(43)}`)).status);
      expect(statuses).toEqual([404, 404, 404]);
      const limited = await get(strict.app, `/api/public/conversations/${'y'.repeat(43)}`);
      expect(limited.status).toBe(429);
      expect(limited.body.error.message).toMatch(/[a-zåäö]/i);
    } finally {
      await strict.close();
    }
  });
});
