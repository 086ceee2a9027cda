import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PermissionId } from '@rekry/domain';
import { emailLog, jobs, notifications } from '../src/db/schema.ts';
import {
  NOTIFICATIONS_CHANNEL,
  notifyCompany,
  withdrawNotifications,
  type NotifyPayload,
} from '../src/platform/notifications.ts';
import { rowsOf as rowsOfResult } from '../src/db/client.ts';
import { tellPositionEvents } from '../src/areas/positions/position-events.ts';
import { post } from './helpers/app.ts';
import { mailThatFailedForGood } from './helpers/jobs.ts';
import {
  buildContainer,
  buildPosition,
  buildUser,
  daysFromNow,
  tokenFor,
  uniqueEmail,
} from './helpers/factories.ts';
import type { BuiltContainer, BuiltUser } from './helpers/factories.ts';
import { labelByName } from './helpers/applicants.ts';
import { smtpServerForFile } from './helpers/smtp.ts';
import { apply, testAppWithNotifiedCompany } from './helpers/notified-company.ts';

const everything = {
  newApplication: { inApp: true, email: false },
  applicationStatus: { inApp: true, email: false },
  messages: { inApp: true, email: false },
  interviews: { inApp: true, email: false },
  positionEvents: { inApp: true, email: false },
};

const smtp = smtpServerForFile();
// No worker in the background: the tests run the jobs themselves (runUntilIdle), so none is running when a
// test counts them (a digest job the worker held while the next news came would leave a second one waiting).
const { t, w, rowsOf } = testAppWithNotifiedCompany(() => ({
  smtpUrl: smtp.url,
  rateLimitFactor: 1000,
  jobWorker: false,
}));
const byPair = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]!;

describe('the door: who is told', () => {
  it('tells admins and holders of a right on the position of a new application, nobody else', async () => {
    const res = await apply(t.app, w.position.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { applicationId } = res.body.data;
    // The application's own: the clock may tell the company of the position's publication meanwhile.
    const told = await t.db
      .select({ userId: notifications.userId, data: notifications.data, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.applicationId, applicationId));
    expect(told.map((r) => r.userId).sort()).toEqual([w.admin.id, w.readerWithRight.id].sort());
    expect(told[0]).toMatchObject({
      type: 'create_jobApplication',
      data: { positionId: w.position.id, id: applicationId },
    });
    expect(await rowsOf(w.reader.id)).toHaveLength(0);
    expect(await rowsOf(w.writer.id)).toHaveLength(0);
    expect(await rowsOf(w.foreignAdmin.id)).toHaveLength(0);
  });

  it('tells only admins of something without a position, and failures even to those who turned kinds off', async () => {
    const silent = { ...everything, newApplication: { inApp: false, email: false } };
    await t.as(w.admin).dispatch('update_NotificationPreferences', {
      containerId: w.company.id,
      notificationPreferences: silent,
    });
    await t.db.transaction((tx) =>
      notifyCompany(tx, { containerId: w.company.id, type: 'Exception', title: 'Fel', message: 'Trasigt' }),
    );
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.containerId, w.company.id), eq(notifications.type, 'Exception')));
    expect(row).toMatchObject({ userId: w.admin.id, inApp: true });
    const all = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.containerId, w.company.id), eq(notifications.type, 'Exception')));
    expect(all).toHaveLength(1);
  });

  it('follows the user-level preferences, and the position-level ones before them', async () => {
    // The admin turned new applications off company-wide (above): nothing in the bell. Only the news of
    // applications is counted: the clock may tell of the positions' publication meanwhile.
    const applicationNews = async () =>
      (await rowsOf(w.admin.id)).filter((r) => r.type === 'create_jobApplication');
    const before = (await applicationNews()).length;
    await apply(t.app, w.position.id);
    expect(await applicationNews()).toHaveLength(before);

    // On this one position they want them again.
    const saved = await t.as(w.admin).dispatch('update_PositionNotificationPreferences', {
      containerId: w.company.id,
      positionId: w.position.id,
      notificationPreferences: everything,
    });
    expect(saved.status).toBe(200);
    await apply(t.app, w.position.id);
    expect(await applicationNews()).toHaveLength(before + 1);

    // Another position still follows the company-level choice.
    const other = await buildPosition(t.db, w.company.id);
    await apply(t.app, other.id);
    expect(await applicationNews()).toHaveLength(before + 1);

    await t.as(w.admin).dispatch('update_NotificationPreferences', {
      containerId: w.company.id,
      notificationPreferences: everything,
    });
  });

  it('tells of a status change and of a message sent', async () => {
    const email = uniqueEmail();
    const res = await apply(t.app, w.position.id, email);
    const applicationId = res.body.data.applicationId as number;
    const sent = await t.as(w.admin).dispatch('send_ApplicantEmail', {
      containerId: w.company.id,
      positionId: w.position.id,
      applicantId: applicationId,
      email,
      subject: 'Hej',
      body: 'Välkommen på intervju',
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const maybe = await labelByName(t.db, w.company.id, 'Kanske');
    const status = await t.as(w.admin).dispatch('update_ApplicantStatus', {
      containerId: w.company.id,
      positionId: w.position.id,
      labelId: maybe.id,
      ids: [applicationId],
    });
    expect(status.status).toBe(200);
    const kinds = (await rowsOf(w.readerWithRight.id)).map((r) => r.type);
    expect(kinds).toEqual(expect.arrayContaining(['send_MessageCommand', 'update_jobApplicationStatus']));
  });

  it('tells of position events once each: published, closing soon, closed', async () => {
    const company = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    await buildPosition(t.db, company.id, { name: 'Ny', start: daysFromNow(-1), stop: daysFromNow(30) });
    await buildPosition(t.db, company.id, {
      name: 'Snart slut',
      start: daysFromNow(-10),
      stop: daysFromNow(2),
      publishedNotifiedAt: new Date(),
    });
    await buildPosition(t.db, company.id, {
      name: 'Slut',
      start: daysFromNow(-10),
      stop: daysFromNow(-1),
      publishedNotifiedAt: new Date(),
      closingSoonNotifiedAt: new Date(),
    });
    await buildPosition(t.db, company.id, { name: 'Senare', start: daysFromNow(5), stop: daysFromNow(30) });
    await tellPositionEvents(t.db);
    const told = (await rowsOf(admin.id)).map((r) => `${r.title}: ${r.message.split(' ')[0]}`).sort();
    expect(told).toEqual(['Annons publicerad: Ny', 'Annons stängd: Slut', 'Annonsen stänger snart: Snart']);
    await tellPositionEvents(t.db);
    expect(await rowsOf(admin.id)).toHaveLength(3);
  });

  it('tells the company of an e-mail that failed for good', async () => {
    const logged = await mailThatFailedForGood(t, { emailType: 'applicant', containerId: w.company.id });
    const [mail] = await t.db.select().from(emailLog).where(eq(emailLog.id, logged.id));
    expect(mail!.status).toBe('failed');
    const errors = (await rowsOf(w.admin.id)).filter((r) => r.type === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('borta@example.se');
  });
});

describe('news for more people than one NOTIFY holds', () => {
  it('goes out in several payloads under PostgreSQL’s limit, naming each recipient once; so does its withdrawal', async () => {
    const company = await buildContainer(t.db);
    const admins = rowsOfResult<{ id: number }>(
      await t.db.execute(sql`with made as (
          insert into users (email, firstname, lastname)
          select 'many-' || ${company.id} || '-' || g || '@example.se', 'Många', 'Admin' from generate_series(1, 700) g
          returning id)
        insert into container_users (container_id, user_id, permission_id)
        select ${company.id}, id, ${PermissionId.Administrator} from made returning user_id as id`),
    ).map((r) => r.id);
    const heard: string[] = [];
    const unlisten = await t.database.listen(NOTIFICATIONS_CHANNEL, (payload) => heard.push(payload));
    try {
      const position = await buildPosition(t.db, company.id);
      const res = await apply(t.app, position.id);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const applicationId = res.body.data.applicationId as number;
      const told = await t.db
        .select({ id: notifications.id, userId: notifications.userId })
        .from(notifications)
        .where(eq(notifications.applicationId, applicationId));
      expect(told).toHaveLength(admins.length);
      const parsed = () => heard.map((h) => ({ text: h, payload: JSON.parse(h) as NotifyPayload }));
      const pairsOf = (p: NotifyPayload) => ('n' in p ? p.r : p.removed.r);
      const pairsIn = async (wanted: (p: NotifyPayload) => boolean) => {
        const payloads = () => parsed().filter((h) => wanted(h.payload));
        // Each payload arrives whole: all have come once their pairs add up.
        await expect.poll(() => payloads().flatMap((h) => pairsOf(h.payload)).length).toBe(told.length);
        expect(payloads().length).toBeGreaterThan(2);
        for (const { text } of payloads()) expect(Buffer.byteLength(text)).toBeLessThan(8000);
        return { first: payloads()[0]!.payload, pairs: payloads().flatMap((h) => pairsOf(h.payload)) };
      };
      const sent = await pairsIn((p) => 'n' in p && p.n.containerId === company.id);
      expect(sent.pairs.sort(byPair)).toEqual(told.map((r) => [r.userId, r.id]).sort(byPair));
      expect('n' in sent.first && sent.first.n).toMatchObject({
        type: 'create_jobApplication',
        data: { id: applicationId },
      });

      heard.length = 0;
      await t.db.transaction((tx) => withdrawNotifications(tx, company.id, [applicationId]));
      const removed = await pairsIn((p) => 'removed' in p && p.removed.containerId === company.id);
      expect(removed.pairs.sort(byPair)).toEqual(told.map((r) => [r.userId, r.id]).sort(byPair));
    } finally {
      await unlisten();
    }
  });
});

describe('e-mail digests', () => {
  it('sends a digest, then at most one per window with everything gathered meanwhile', async () => {
    const company = await buildContainer(t.db);
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const position = await buildPosition(t.db, company.id, { name: 'Truckförare' });
    const digestJobs = () =>
      t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'notification-digest'), sql`(payload->>'userId')::int = ${admin.id}`));
    const mailsTo = () => smtp.received.filter((m) => m.to.includes(admin.email));
    // New applications go by e-mail by default; the first digest goes at once.
    await apply(t.app, position.id);
    await t.app.services.jobs.runUntilIdle('notification-digest');
    await t.app.services.jobs.runUntilIdle('send-email');
    const first = await smtp.waitFor(admin.email);
    expect(first.subject).toBe('Rekry: Ny ansökan');
    expect(first.text).toContain('Truckförare');

    // Two more within the window: the digest waits for the window's end, with both.
    await apply(t.app, position.id);
    await apply(t.app, position.id);
    await t.app.services.jobs.runUntilIdle('notification-digest');
    const pending = (await digestJobs()).filter((j) => j.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(pending[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(mailsTo()).toHaveLength(1);
    expect((await rowsOf(admin.id)).filter((r) => r.emailPending)).toHaveLength(2);

    // The window ends.
    await t.db
      .update(emailLog)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(emailLog.emailAddress, admin.email));
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, pending[0]!.id));
    await t.app.services.jobs.runUntilIdle('notification-digest');
    await t.app.services.jobs.runUntilIdle('send-email');
    const deadline = Date.now() + 5000;
    while (mailsTo().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo()).toHaveLength(2);
    const second = mailsTo()[1]!;
    expect(second.subject).toBe('Rekry: 2 nya notifikationer');
    expect(second.text.match(/Ny ansökan/g)).toHaveLength(2);
    expect((await rowsOf(admin.id)).filter((r) => r.emailPending)).toHaveLength(0);
  });
});

describe('the bell actions', () => {
  let company: BuiltContainer;
  let admin: BuiltUser;
  let colleague: BuiltUser;
  beforeAll(async () => {
    company = await buildContainer(t.db);
    admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    colleague = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    for (let i = 1; i <= 5; i++) {
      await notifyCompany(t.db, {
        containerId: company.id,
        type: 'alert',
        title: `Nr ${i}`,
        message: `M ${i}`,
      });
    }
  });

  it('lists the caller’s own, newest first, page by page, with the unread count', async () => {
    const first = await t
      .as(admin)
      .dispatch('get_Notifications', { containerId: company.id, page: 1, take: 2 });
    expect(first.status).toBe(200);
    expect(first.data.items.map((n) => n.title)).toEqual(['Nr 5', 'Nr 4']);
    expect(first.data).toMatchObject({ total: 5, unread: 5 });
    const last = await t
      .as(admin)
      .dispatch('get_Notifications', { containerId: company.id, page: 3, take: 2 });
    expect(last.data.items.map((n) => n.title)).toEqual(['Nr 1']);
    expect(last.data.items[0]).toMatchObject({ isRead: false, containerId: company.id, type: 'alert' });
    expect(typeof last.data.items[0]!.timestamp).toBe('number');
  });

  it('marks read and unread, removes one and then all of the company, only the caller’s', async () => {
    const { data } = await t.as(admin).dispatch('get_Notifications', { containerId: company.id });
    const [top, second] = data.items;
    const read = await t.as(admin).dispatch('update_NotificationRead', {
      containerId: company.id,
      id: top!.id,
      isRead: true,
    });
    expect(read.data.isRead).toBe(true);
    expect((await t.as(admin).dispatch('get_Notifications', { containerId: company.id })).data.unread).toBe(
      4,
    );
    await t
      .as(admin)
      .dispatch('update_NotificationRead', { containerId: company.id, id: top!.id, isRead: false });
    expect((await t.as(admin).dispatch('get_Notifications', { containerId: company.id })).data.unread).toBe(
      5,
    );

    const one = await t
      .as(admin)
      .dispatch('get_NotificationById', { containerId: company.id, id: second!.id });
    expect(one.data.title).toBe(second!.title);
    expect(
      (await t.as(admin).dispatch('delete_NotificationById', { containerId: company.id, id: second!.id }))
        .data,
    ).toEqual({ deleted: 1 });
    const gone = await t
      .as(admin)
      .dispatch('get_NotificationById', { containerId: company.id, id: second!.id });
    expect(gone.status).toBe(404);
    expect(gone.error!.message).toBe('Notifikationen finns inte');

    const cleared = await t
      .as(admin)
      .dispatch('delete_NotificationsByContainer', { containerId: company.id });
    expect(cleared.data).toEqual({ deleted: 4 });
    expect((await t.as(admin).dispatch('get_Notifications', { containerId: company.id })).data).toMatchObject(
      {
        items: [],
        total: 0,
        unread: 0,
      },
    );
    // The colleague's copies are theirs.
    expect(
      (await t.as(colleague).dispatch('get_Notifications', { containerId: company.id })).data.total,
    ).toBe(5);
  });

  it('never reaches another user’s notification or another company’s (404, 403)', async () => {
    const [theirs] = await rowsOf(colleague.id);
    for (const action of ['get_NotificationById', 'delete_NotificationById'] as const) {
      const res = await t.as(admin).dispatch(action, { containerId: company.id, id: theirs!.id });
      expect(res.status).toBe(404);
    }
    const marked = await t.as(admin).dispatch('update_NotificationRead', {
      containerId: company.id,
      id: theirs!.id,
      isRead: true,
    });
    expect(marked.status).toBe(404);
    // The same id named through the foreign admin's own company: not theirs.
    const foreign = await t.as(w.foreignAdmin).dispatch('get_NotificationById', {
      containerId: w.foreign.id,
      id: theirs!.id,
    });
    expect(foreign.status).toBe(404);
    const cross = await t.as(w.foreignAdmin).dispatch('get_Notifications', { containerId: company.id });
    expect(cross.status).toBe(403);
    const outsider = await t
      .as(w.outsider)
      .dispatch('delete_NotificationsByContainer', { containerId: company.id });
    expect(outsider.status).toBe(403);
    expect((await rowsOf(colleague.id)).length).toBe(5);
  });

  it('answers 401 without a login and 400 per bad field, in Swedish', async () => {
    expect((await t.as(undefined).dispatch('get_Notifications', { containerId: company.id })).status).toBe(
      401,
    );
    const cases: [string, Record<string, unknown>, string][] = [
      ['get_Notifications', { containerId: 'x' }, 'containerId'],
      ['get_Notifications', { containerId: company.id, page: 0 }, 'page'],
      ['get_Notifications', { containerId: company.id, take: 101 }, 'take'],
      ['get_NotificationById', { containerId: company.id, id: -1 }, 'id'],
      ['update_NotificationRead', { containerId: company.id, id: 1, isRead: 'ja' }, 'isRead'],
      ['delete_NotificationById', { containerId: company.id }, 'id'],
      ['delete_NotificationsByContainer', {}, 'containerId'],
      ['get_PositionNotificationPreferences', { containerId: company.id, positionId: 'x' }, 'positionId'],
      [
        'update_PositionNotificationPreferences',
        { containerId: company.id, positionId: 1, notificationPreferences: { newApplication: true } },
        'notificationPreferences',
      ],
    ];
    for (const [action, data, field] of cases) {
      const res = await post(
        t.app,
        '/api/dispatcher',
        { action, data },
        await tokenFor(t.db, t.app.services.tokens, admin.id),
      );
      expect(res.status, `${action} ${field}`).toBe(400);
      expect(
        Object.keys(res.body.error.fields ?? {}).some((k: string) => k.startsWith(field)),
        JSON.stringify(res.body),
      ).toBe(true);
      expect(res.body.error.message).toMatch(/[a-zåäö]/i);
    }
  });
});

describe('position-level preferences', () => {
  it('answer the company-level ones until the position has its own', async () => {
    const read = await t.as(w.readerWithRight).dispatch('get_PositionNotificationPreferences', {
      containerId: w.company.id,
      positionId: w.position.id,
    });
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ isOwn: false, newApplication: { inApp: true, email: true } });
    const own = { ...everything, messages: { inApp: false, email: false } };
    await t.as(w.readerWithRight).dispatch('update_PositionNotificationPreferences', {
      containerId: w.company.id,
      positionId: w.position.id,
      notificationPreferences: own,
    });
    const again = await t.as(w.readerWithRight).dispatch('get_PositionNotificationPreferences', {
      containerId: w.company.id,
      positionId: w.position.id,
    });
    expect(again.data).toEqual({ ...own, isOwn: true });
  });

  it('are the company’s own: another company’s position is not found, a non-member is refused', async () => {
    const foreignPosition = await buildPosition(t.db, w.foreign.id);
    const res = await t.as(w.admin).dispatch('get_PositionNotificationPreferences', {
      containerId: w.company.id,
      positionId: foreignPosition.id,
    });
    expect(res.status).toBe(404);
    const outsider = await t.as(w.outsider).dispatch('update_PositionNotificationPreferences', {
      containerId: w.company.id,
      positionId: w.position.id,
      notificationPreferences: everything,
    });
    expect(outsider.status).toBe(403);
  });
});
