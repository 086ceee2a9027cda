/**
 * The anonymised first review through the dispatcher and the file routes: what a reviewer sees of an
 * applicant before the reveal (the alias, nothing that names or dates them, files only redacted), who may
 * switch it and reveal early, the reveal on reaching the level, and the answer on conflict of interest.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { anonymousName, PermissionId } from '@rekry/domain';
import { inkStroke } from '@rekry/domain/testing';
import { pdfWithText } from '../src/demo/files.ts';
import {
  applicationLog,
  auditEvents,
  emailLog,
  labels,
  notifications,
  positionPermissions,
} from '../src/db/schema.ts';
import { aboutApplication, notifyCompany } from '../src/platform/notifications.ts';
import { applicantsTestApp, buildApplication } from './helpers/applicants.ts';
import { get } from './helpers/app.ts';
import { buildFile } from './helpers/files.ts';
import { buildInterview } from './helpers/interviews.ts';
import { storeFileText } from '../src/platform/file-text-rows.ts';

const { t, world, tokens, own, positionWithRights, list } = applicantsTestApp();

const PERSON = {
  firstname: 'Ingrid',
  lastname: 'Bergkvist',
  phone: '070-123 45 67',
  address: 'Storgatan 12',
  zipcode: '123 45',
  city: 'Mölndal',
};
/** The values that must not reach a reviewer before the reveal, in any answer. */
const SECRETS = ['Ingrid', 'Bergkvist', 'ingrid.bergkvist', '070-123', 'Storgatan', 'Mölndal', '19900101'];

const pdfText = (bytes: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'anonymity-'));
  try {
    writeFileSync(path.join(dir, 'f.pdf'), bytes);
    return execFileSync('pdftotext', [path.join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

async function processLevels() {
  const rows = await t.db
    .select({ id: labels.id, name: labels.name, sortOrder: labels.sortOrder })
    .from(labels)
    .where(and(eq(labels.containerId, own()), eq(labels.labelType, 'Process')))
    .orderBy(labels.sortOrder, labels.id);
  expect(rows.length).toBeGreaterThanOrEqual(2);
  return rows;
}

/** An anonymised position (ending at its second level) with one applicant who sent a CV naming herself. */
let applicants = 0;
async function anonymisedApplicant() {
  const email = `ingrid.bergkvist${++applicants}@example.se`;
  const position = await positionWithRights();
  const levels = await processLevels();
  const application = await buildApplication(t.db, own(), position.id, {
    firstname: PERSON.firstname,
    lastname: PERSON.lastname,
    email,
    answers: {
      form_mobilePhone: PERSON.phone,
      form_address: PERSON.address,
      form_zipcode: PERSON.zipcode,
      form_city: PERSON.city,
      form_additional: `Hej! Jag heter ${PERSON.firstname} ${PERSON.lastname}, nås på ${PERSON.phone}.`,
    },
  });
  const cv = pdfWithText([
    `${PERSON.firstname} ${PERSON.lastname}`,
    `${PERSON.address}, ${PERSON.zipcode} ${PERSON.city}`,
    `Telefon ${PERSON.phone}, e-post ${email}`,
    'Truckförare med tio års erfarenhet av lager och logistik.',
  ]);
  const file = await buildFile(t.db, t.app.services.storage, application, 'Ingrid_Bergkvist_CV.pdf', cv);
  // The text the CV search reads, as the text job would have stored it.
  await storeFileText(
    t.db,
    file,
    `${PERSON.firstname} ${PERSON.lastname}\nTruckförare med tio års erfarenhet av lager.`,
  );
  const at = { containerId: own(), positionId: position.id };
  const on = await t
    .as(tokens.admin)
    .dispatch('update_PositionAnonymity', { ...at, enabled: true, untilLabelId: levels[1]!.id });
  expect(on.status, JSON.stringify(on.error)).toBe(200);
  return { position, application, file, at, levels, applicantId: application.id };
}

const fileUrl = (applicantId: number, fileId: number, redacted = false) =>
  `/api/dispatcher/storage/application/${applicantId}/files/${fileId}${redacted ? '/redacted' : ''}`;

describe('the anonymised first review', () => {
  it('shows reviewers the alias and nothing that names the person, on the list, the board and the page', async () => {
    const { at, applicantId, position } = await anonymisedApplicant();
    const alias = anonymousName(applicantId);
    for (const token of [tokens.reader, tokens.writer]) {
      const page = await list(token, position.id);
      expect(page.status).toBe(200);
      const item = page.data.items.find((i: { id: number }) => i.id === applicantId);
      expect(item).toMatchObject({ name: alias, email: '', userId: 0, visibility: { state: 'anonymous' } });
      const board = await t.as(token).dispatch('get_ApplicantBoard', at);
      const detail = await t.as(token).dispatch('get_ApplicantById', { ...at, applicantId });
      expect(detail.status).toBe(200);
      expect(detail.data.info.name).toBe(alias);
      expect(detail.data.files[0]!.filename).toBe('Fil 1.pdf');
      const raw = JSON.stringify([page.data, board.data, detail.data]);
      for (const secret of SECRETS) expect(raw, secret).not.toContain(secret);
      // The free text keeps what it says of the work, without the person.
      expect(JSON.stringify(detail.data.metadata)).toContain('Hej! Jag heter');
    }
    // The position's admins (here the company's) see the person.
    const admin = await t.as(tokens.admin).dispatch('get_ApplicantById', { ...at, applicantId });
    expect(admin.data.info.firstname).toBe(PERSON.firstname);
    expect(admin.data.visibility).toBeUndefined();
    expect(admin.data.review).toBe('anonymous');
  });

  it('tells of the applicant by the alias in notifications until the reveal', async () => {
    const { applicantId, position, at, levels } = await anonymisedApplicant();
    const tell = async () => {
      await notifyCompany(t.db, {
        containerId: own(),
        type: 'update_jobApplicationStatus',
        title: 'Ny ansökan',
        message: `${PERSON.firstname} ${PERSON.lastname} har sökt ${position.name}`,
        ...aboutApplication(position.id, applicantId),
      });
      const rows = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.applicationId, applicantId));
      return rows.map((r) => r.message);
    };
    const before = await tell();
    expect(before.length).toBeGreaterThan(0);
    for (const m of before) expect(m).toBe(`${anonymousName(applicantId)}: Ny ansökan`);
    await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      ...at,
      ids: [applicantId],
      labelId: levels[1]!.id,
      labelType: 'Process',
    });
    expect(await tell()).toContain(`${PERSON.firstname} ${PERSON.lastname} har sökt ${position.name}`);
  });

  it('sends e-mail merged, and shows it to the reviewer without the person', async () => {
    const { applicantId, at } = await anonymisedApplicant();
    const mail = {
      recipients: [applicantId],
      subject: 'Hej ##FIRSTNAME##',
      body: 'Hej ##NAME##, välkommen!',
    };
    const preview = await t
      .as(tokens.writer)
      .dispatch('preview_ApplicantsEmail', { ...at, ...mail, previewFor: applicantId });
    expect(preview.status, JSON.stringify(preview.error)).toBe(200);
    expect(preview.data.body).toContain(anonymousName(applicantId));
    const sent = await t.as(tokens.writer).dispatch('send_ApplicantsEmail', { ...at, ...mail });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const [queued] = await t.db.select().from(emailLog).where(eq(emailLog.applicationId, applicantId));
    // Sent merged: the applicant gets their own name.
    expect(queued!.body).toContain(`${PERSON.firstname} ${PERSON.lastname}`);
    const tracking = await t
      .as(tokens.writer)
      .dispatch('get_EmailTracking', { containerId: own(), applicationId: applicantId });
    const full = await t.as(tokens.writer).dispatch('get_SentEmail', { ...at, applicantId, id: queued!.id });
    expect(full.status).toBe(200);
    const shown = JSON.stringify([preview.data, tracking.data, full.data]);
    for (const secret of SECRETS) expect(shown, secret).not.toContain(secret);
  });

  it('names the applicant of an interview by the alias', async () => {
    const { at, applicantId } = await anonymisedApplicant();
    await buildInterview(t, { ...at, applicantId }, { interviewerIds: [world.writer.id] });
    const views = await t.as(tokens.writer).dispatch('get_ApplicationInterviews', { ...at, applicantId });
    expect(views.status).toBe(200);
    expect(views.data[0]!.applicantName).toBe(anonymousName(applicantId));
    for (const secret of SECRETS) expect(JSON.stringify(views.data), secret).not.toContain(secret);
  });

  it('shows the conversation with the applicant under the alias', async () => {
    const { applicantId } = await anonymisedApplicant();
    const at = { containerId: own(), applicationId: applicantId };
    const sent = await t
      .as(tokens.admin)
      .dispatch('send_Message', { ...at, body: `Hej ${PERSON.firstname}! Ring ${PERSON.phone}.` });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const channels = await t.as(tokens.writer).dispatch('get_MessagingChannels', { containerId: own() });
    const thread = await t.as(tokens.writer).dispatch('get_Conversation', at);
    expect(thread.status).toBe(200);
    expect(thread.data.conversation.applicantName).toBe(anonymousName(applicantId));
    const shown = JSON.stringify([channels.data, thread.data]);
    for (const secret of SECRETS) expect(shown, secret).not.toContain(secret);
  });

  it('exports the alias alone, as CSV and as PDF', async () => {
    const { at, applicantId } = await anonymisedApplicant();
    const csv = await t.as(tokens.writer).dispatch('export_Applicants', { ...at, format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.raw.body).toContain(anonymousName(applicantId));
    for (const secret of SECRETS) expect(csv.raw.body, secret).not.toContain(secret);
    const pdf = await t.as(tokens.writer).dispatch('export_Applicants', { ...at, format: 'pdf' });
    const text = pdfText(pdf.raw.rawPayload);
    expect(text).toContain(anonymousName(applicantId));
    for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
    const admin = await t.as(tokens.admin).dispatch('export_Applicants', { ...at, format: 'csv' });
    expect(admin.raw.body).toContain(PERSON.lastname);
  });

  it('refuses the original file (403) and serves a redacted rendition without the person', async () => {
    const { application, file } = await anonymisedApplicant();
    const original = await get(t.app, fileUrl(application.id, file.id), tokens.writer);
    expect(original.status).toBe(403);
    expect(original.body.error.message).toMatch(/Originalfilen visas/);
    // The files list names each by a masked name and links its rendition.
    const at = { containerId: own(), positionId: application.positionId, applicantId: application.id };
    const files = await t.as(tokens.writer).dispatch('get_ApplicantFiles', at);
    expect(files.data[0]).toMatchObject({
      filename: 'Fil 1.pdf',
      url: fileUrl(application.id, file.id, true),
    });
    const ink = await t.as(tokens.writer).dispatch('annotate_ApplicantFile', {
      ...at,
      fileId: file.id,
      annotations: [
        inkStroke(1, [
          [0.1, 0.1],
          [0.2, 0.2],
        ]),
      ],
    });
    expect(ink.status).toBe(403);
    const redacted = await get(t.app, fileUrl(application.id, file.id, true), tokens.writer);
    expect(redacted.status).toBe(200);
    expect(redacted.raw.headers['content-type']).toBe('application/pdf');
    const text = pdfText(redacted.raw.rawPayload);
    expect(text).toContain('Truckförare');
    for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
    // The admin gets the original as before; a stranger still nothing.
    expect((await get(t.app, fileUrl(application.id, file.id), tokens.admin)).status).toBe(200);
    expect((await get(t.app, fileUrl(application.id, file.id, true), tokens.foreignAdmin)).status).toBe(404);
  });

  it('lets only a position admin switch it or reveal early, with a reason, and logs both', async () => {
    const { at, applicantId, levels } = await anonymisedApplicant();
    for (const token of [tokens.reader, tokens.writer]) {
      const switched = await t
        .as(token)
        .dispatch('update_PositionAnonymity', { ...at, enabled: false, untilLabelId: null });
      expect(switched.status).toBe(403);
      const early = await t
        .as(token)
        .dispatch('reveal_Applicant', { ...at, applicantId, reason: 'Känd sedan' });
      expect(early.status).toBe(403);
    }
    const noReason = await t
      .as(tokens.admin)
      .dispatch('reveal_Applicant', { ...at, applicantId, reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.error?.message).toBe('Ange varför den sökande ska visas före nivån');
    const noLevel = await t
      .as(tokens.admin)
      .dispatch('update_PositionAnonymity', { ...at, enabled: true, untilLabelId: null });
    expect(noLevel.status).toBe(400);
    expect(noLevel.error?.message).toBe('Välj processnivån där den anonyma granskningen slutar');
    const foreignLevel = await t
      .as(tokens.admin)
      .dispatch('update_PositionAnonymity', { ...at, enabled: true, untilLabelId: 999_999 });
    expect(foreignLevel.status).toBe(400);

    const early = await t
      .as(tokens.admin)
      .dispatch('reveal_Applicant', { ...at, applicantId, reason: 'Intern sökande, redan känd i teamet' });
    expect(early.status, JSON.stringify(early.error)).toBe(200);
    const again = await t
      .as(tokens.admin)
      .dispatch('reveal_Applicant', { ...at, applicantId, reason: 'En gång till' });
    expect(again.status).toBe(409);
    const lines = await t.db
      .select()
      .from(applicationLog)
      .where(eq(applicationLog.applicationId, applicantId));
    expect(lines.map((l) => l.message).join('\n')).toContain('Intern sökande, redan känd i teamet');
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.kind, 'anonymity'));
    expect(audit.some((a) => a.summary.startsWith('Slog på anonym granskning'))).toBe(true);
    expect(audit.some((a) => a.summary.startsWith(`Visade sökande ${applicantId}`))).toBe(true);
    expect(levels.length).toBeGreaterThan(1);
  });

  it('reveals on reaching the level; each reviewer answers on conflict of interest first', async () => {
    const { at, applicantId, levels, position } = await anonymisedApplicant();
    const early = await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      ...at,
      ids: [applicantId],
      labelId: levels[0]!.id,
      labelType: 'Process',
    });
    expect(early.status, JSON.stringify(early.error)).toBe(200);
    let seen = await t.as(tokens.reader).dispatch('get_ApplicantById', { ...at, applicantId });
    expect(seen.data.visibility?.state).toBe('anonymous');
    // Before the reveal there is nothing to answer.
    const tooSoon = await t
      .as(tokens.reader)
      .dispatch('confirm_NoConflict', { ...at, applicantId, conflict: false });
    expect(tooSoon.status).toBe(409);

    await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      ...at,
      ids: [applicantId],
      labelId: levels[1]!.id,
      labelType: 'Process',
    });
    seen = await t.as(tokens.reader).dispatch('get_ApplicantById', { ...at, applicantId });
    expect(seen.data.visibility?.state).toBe('confirm');
    expect(JSON.stringify(seen.data)).not.toContain(PERSON.lastname);

    const ok = await t
      .as(tokens.reader)
      .dispatch('confirm_NoConflict', { ...at, applicantId, conflict: false });
    expect(ok.data).toEqual({ state: 'named' });
    seen = await t.as(tokens.reader).dispatch('get_ApplicantById', { ...at, applicantId });
    expect(seen.data.info.lastname).toBe(PERSON.lastname);

    // The writer declares a conflict: the person stays hidden to them, also when moved back a level.
    const declared = await t
      .as(tokens.writer)
      .dispatch('confirm_NoConflict', { ...at, applicantId, conflict: true });
    expect(declared.data.state).toBe('conflict');
    await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      ...at,
      ids: [applicantId],
      labelId: levels[0]!.id,
      labelType: 'Process',
    });
    const writerSees = await list(tokens.writer, position.id);
    const item = writerSees.data.items.find((i: { id: number }) => i.id === applicantId);
    expect(item?.visibility?.state).toBe('conflict');
    const readerSees = await list(tokens.reader, position.id);
    expect(readerSees.data.items.find((i: { id: number }) => i.id === applicantId)?.name).toContain(
      PERSON.firstname,
    );
    const log = await t.db.select().from(applicationLog).where(eq(applicationLog.applicationId, applicantId));
    expect(log.map((l) => l.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Visas med namn: nådde processnivån/),
        expect.stringMatching(/^Jäv anmäld av/),
      ]),
    );
  });

  it('finds no hit that names the person in the header search or the CV search', async () => {
    const { at, applicantId, position } = await anonymisedApplicant();
    const search = (filter: string) =>
      t.as(tokens.writer).dispatch('get_applicantPositionBySearchQuery', { containerId: own(), filter });
    for (const byPerson of [PERSON.lastname, `${PERSON.firstname} ${PERSON.lastname}`, 'ingrid.bergkvist']) {
      const res = await search(byPerson);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.data), byPerson).not.toContain(String(applicantId));
    }
    // A word of the work is found, under the alias, with the person blacked out of the passage.
    const work = await search('truckförare');
    const hit = work.data.find((h) => 'id' in h.data && h.data.id === applicantId);
    expect(hit).toMatchObject({
      identifier: 'cvhit',
      data: { info: { firstname: anonymousName(applicantId) } },
    });
    for (const secret of SECRETS) expect(JSON.stringify(hit), secret).not.toContain(secret);
    // The list finds no one by the person's name, nor by it in the CVs; by the work it does.
    for (const filter of [
      { query: PERSON.lastname },
      { textQuery: PERSON.lastname },
      { textQuery: PERSON.city },
    ]) {
      const found = await list(tokens.writer, position.id, filter);
      expect(found.status).toBe(200);
      expect(
        found.data.items.map((i: { id: number }) => i.id),
        JSON.stringify(filter),
      ).not.toContain(applicantId);
    }
    const byName = await list(tokens.admin, position.id, { query: PERSON.lastname });
    expect(byName.data.items.map((i: { id: number }) => i.id)).toContain(applicantId);
    const byWork = await list(tokens.writer, position.id, { textQuery: 'truckförare' });
    expect(byWork.data.items.map((i: { id: number }) => i.id)).toContain(applicantId);
    for (const secret of SECRETS) expect(JSON.stringify(byWork.data), secret).not.toContain(secret);
    expect(at.positionId).toBe(position.id);
  });

  it('gives a position admin without a company role the person', async () => {
    const { at, applicantId, position } = await anonymisedApplicant();
    await t.db
      .update(positionPermissions)
      .set({ permissionId: PermissionId.Administrator })
      .where(
        and(eq(positionPermissions.positionId, position.id), eq(positionPermissions.userId, world.reader.id)),
      );
    const seen = await t.as(tokens.reader).dispatch('get_ApplicantById', { ...at, applicantId });
    expect(seen.data.info.firstname).toBe(PERSON.firstname);
  });
});
