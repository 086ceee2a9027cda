import { beforeAll, describe, expect, it } from 'vitest';
import {
  PermissionId,
  STANDARD_KEYS,
  inputMessages,
  standardApplicationForm,
  type Answers,
  type FormProperty,
  type FormValidator,
} from '@rekry/domain';
import { dataUrl, solidPng } from '../src/demo/files.ts';
import { birthYearForm, summerJobForm } from '../src/areas/data-generation/sample-data/forms.ts';
import { post } from './helpers/app.ts';
import { APPLY, PDF, applyWorld, cv, type ApplyWorld } from './helpers/apply-world.ts';
import {
  buildPosition,
  buildUser,
  customerServiceAnswers,
  daysFromNow,
  standardAnswers,
  uniqueEmail,
  validSsn,
} from './helpers/factories.ts';

const { t, world, apply, counts, expectRefused } = applyWorld();
let company: ApplyWorld['company'];
let other: ApplyWorld['other'];
let warehouse: ApplyWorld['warehouse'];
let service: ApplyWorld['service'];
beforeAll(() => {
  ({ company, other, warehouse, service } = world);
});

describe('POST /api/public/positions/apply: refused, with nothing stored', () => {
  const standardCases: [string, Answers, string, string][] = [
    ['an empty first name', { form_firstname: '  ' }, 'form_firstname', 'Fältet är obligatoriskt'],
    ['a missing surname', { form_surname: null }, 'form_surname', 'Fältet är obligatoriskt'],
    ['an e-mail in the wrong format', { form_email: 'anna(at)example' }, 'form_email', 'giltigt format'],
    ['terms not approved', { form_agreement_terms: false }, 'form_agreement', 'Du måste godkänna villkoren'],
    ['consent not given', { form_agreement_gdpr: null }, 'form_agreement', 'Du måste godkänna villkoren'],
    ['no CV', { form_file: null }, 'form_file', 'Du måste bifoga en fil'],
    ['a CV of a type not accepted', { form_file: cv(PDF, 'cv.exe') }, 'form_file', 'Filtypen stöds inte'],
    [
      'a too long motivation',
      { form_text_motivation: 'x'.repeat(61) },
      'form_text_motivation',
      'högst 60 tecken',
    ],
    ['a referer that is not an option', { form_referer: 'form_referer_9' }, 'form_referer', 'inte giltigt'],
    // A value of the wrong kind is dropped before the rules run, so the field counts as empty.
    ['a text answer given as a boolean', { form_city: true }, 'form_city', 'Fältet är obligatoriskt'],
    ['a NUL character in a text', { form_address: 'Storgatan\u00001' }, 'form_address', 'inte giltigt'],
    ['a NUL character in a file name', { form_file: cv(PDF, 'cv\u0000.pdf') }, 'form_file', 'inte giltigt'],
  ];
  it.each(standardCases)('%s (warehouse form)', async (_, overrides, key, message) => {
    const email = uniqueEmail();
    const error = await expectRefused(
      () => apply(warehouse.id, email, { ...standardAnswers(email), form_file: cv(), ...overrides }),
      400,
    );
    expect(error.code).toBe('validation');
    expect(error.message).toBe('Kontrollera de markerade fälten');
    expect(Object.keys(error.fields!)).toEqual([key]);
    expect(error.fields![key]).toContain(message);
  });

  const serviceCases: [string, Answers, string, string][] = [
    [
      'a too short experience text',
      { form_textarea_experience: 'Kort.' },
      'form_textarea_experience',
      'minst 20 tecken',
    ],
    [
      'a birth year under 18 (minYearBorn)',
      { form_text_birthyear: '2015' },
      'form_text_birthyear',
      'minst 18 år',
    ],
    ['an applicant under 18 (minYearBornSwe)', { form_ssn: validSsn('20100101') }, 'form_ssn', 'minst 18 år'],
    [
      'no language chosen (minSelectedInGroup)',
      { customform_languages_1: false },
      'customform_languages',
      'Välj minst 1',
    ],
    [
      'no channel chosen (custom group rule)',
      { customform_activities_2: false },
      'customform_activities',
      'Välj minst en av aktiviteterna',
    ],
    [
      'no shift chosen (radioRequired)',
      { 'radio-group_shift': null },
      'radio-group_shift',
      'Välj ett av alternativen',
    ],
    [
      'no licence answer (radioRequired)',
      { licensetodriveform: '' },
      'licensetodriveform',
      'Välj ett av alternativen',
    ],
    ['no summer period (period group)', { summerperiodsform_1: false }, 'summerperiodsform', 'Välj minst 1'],
    [
      'a photo that is not an image',
      { form_photo: 'data:text/plain;base64,aGVq' },
      'form_photo',
      'Filtypen stöds inte',
    ],
  ];
  it.each(serviceCases)('%s (customer-service form)', async (_, overrides, key, message) => {
    const email = uniqueEmail();
    const error = await expectRefused(
      () => apply(service.id, email, customerServiceAnswers(email, overrides)),
      400,
    );
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields!)).toEqual([key]);
    expect(error.fields![key]).toContain(message);
  });

  it('a photo below its minimum size: the server measures the image', async () => {
    const email = uniqueEmail();
    const small = dataUrl('image/png', solidPng(50, 50));
    const error = await expectRefused(
      () => apply(service.id, email, customerServiceAnswers(email, { form_photo: small })),
      400,
    );
    expect(error.code).toBe('bad_file');
    expect(error.fields).toEqual({ form_photo: 'Bilden är för liten. Minsta storlek är 100x100' });
  });

  const ssnRule = (rule: FormValidator): FormProperty[] =>
    standardApplicationForm().map((p) =>
      p.key === STANDARD_KEYS.ssn ? { ...p, validators: [...p.validators, rule] } : p,
    );
  const ruleCases: [string, () => FormProperty[], Answers, string, string][] = [
    [
      'allowedYearsBornSwe',
      summerJobForm,
      { form_ssn: validSsn('20070301'), summerperiodsform_1: true },
      'form_ssn',
      'Endast personer födda 2008, 2009, 2010',
    ],
    [
      'minYearAtStart',
      () => ssnRule({ name: 'minYearAtStart', data: 15 }),
      { form_ssn: validSsn('20150301') },
      'form_ssn',
      'minst 15 år när anställningen börjar',
    ],
    [
      'allowedAgeInPeriod',
      () =>
        ssnRule({
          name: 'allowedAgeInPeriod',
          data: { periods: [{ periodStart: '2027-06-14', periodEnd: '2027-07-02', minAge: 15, maxAge: 19 }] },
        }),
      {},
      'form_ssn',
      '15–19 år',
    ],
    [
      'equalYearBorn',
      () => birthYearForm({ name: 'equalYearBorn', data: 2010 }),
      { form_text_birthyear: '2009' },
      'form_text_birthyear',
      'Endast personer födda 2010',
    ],
    [
      'allowedYears',
      () => birthYearForm({ name: 'allowedYears', data: '2004,2005' }),
      { form_text_birthyear: '2003' },
      'form_text_birthyear',
      'Endast personer födda 2004, 2005',
    ],
  ];
  it.each(ruleCases)('an age outside %s', async (_, form, overrides, key, message) => {
    const position = await buildPosition(t.db, company.id, { form: form() });
    const email = uniqueEmail();
    const error = await expectRefused(
      () => apply(position.id, email, standardAnswers(email, overrides)),
      400,
    );
    expect(error.code).toBe('validation');
    expect(error.fields![key]).toContain(message);
  });

  it.each([
    ['a wrong length', '19900101123', 'med 10 eller 12 siffror (ÅÅMMDD-NNNN).'],
    ['a wrong check digit', '900101-1234', 'Kontrollsiffran stämmer inte. Kontrollera personnumret.'],
    ['an impossible date', '19900231-1239', 'Personnumret innehåller inget giltigt datum.'],
    [
      'the birth number 000 (its check digit holds)',
      '20150916-0006',
      'Personnumret finns inte: de tre siffrorna före kontrollsiffran kan inte vara 000.',
    ],
  ])('a personal number with %s: job_wrong_ssn saying what is wrong', async (_, ssn, message) => {
    const email = uniqueEmail();
    const answers = { ...standardAnswers(email, { form_ssn: ssn }), form_file: cv() };
    const error = await expectRefused(() => apply(warehouse.id, email, answers), 400);
    expect(error.code).toBe('job_wrong_ssn');
    expect(error.message).toContain(message);
    expect(error.fields!.form_ssn).toContain(message);
  });

  it('a form e-mail other than the address the application is sent with', async () => {
    const email = uniqueEmail();
    const error = await expectRefused(
      () => apply(warehouse.id, email, { ...standardAnswers('annan@example.se'), form_file: cv() }),
      400,
    );
    expect(error.fields).toEqual({
      form_email: 'E-postadressen måste vara samma som den ansökan skickas med',
    });
  });

  it('a second application to the same position: job_already_applied with the company text', async () => {
    const email = uniqueEmail();
    const answers = { ...standardAnswers(email), form_file: cv() };
    expect((await apply(warehouse.id, email, answers)).status).toBe(201);
    const error = await expectRefused(() => apply(warehouse.id, email.toUpperCase(), answers), 409);
    expect(error).toEqual({ code: 'job_already_applied', message: 'Du har redan sökt hos oss.' });
  });

  it('the same person sending three times at once gets one application and one file', async () => {
    const email = uniqueEmail();
    const answers = { ...standardAnswers(email), form_file: cv() };
    const before = await counts();
    const results = await Promise.all([1, 2, 3].map(() => apply(warehouse.id, email, answers)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const after = await counts();
    expect(after.applications - before.applications).toBe(1);
    expect(after.files - before.files).toBe(1);
    expect(after.onDisk - before.onDisk).toBe(1);
    expect(after.users - before.users).toBe(1);
  });

  it('a closed, a not yet open and an archived position', async () => {
    const closed = await buildPosition(t.db, company.id, { stop: daysFromNow(-1) });
    const later = await buildPosition(t.db, company.id, { start: daysFromNow(3) });
    const archived = await buildPosition(t.db, company.id, { isArchived: true });
    const email = uniqueEmail();
    const answers = { ...standardAnswers(email), form_file: cv() };
    for (const position of [closed, later]) {
      const error = await expectRefused(() => apply(position.id, email, answers), 409);
      expect(error).toEqual({ code: 'position_not_open', message: 'Tjänsten är stängd för ansökningar' });
    }
    const error = await expectRefused(() => apply(archived.id, email, answers), 409);
    expect(error.message).toBe('Tjänsten är arkiverad och går inte längre att söka');
  });

  it('a position archived by its staff right after its page was read is refused at once', async () => {
    // The apply call reads the position as its public page does, from memory: the change must reach it.
    const admin = await buildUser(t.db, { memberOf: [[company.id, [PermissionId.Administrator]]] });
    const position = await buildPosition(t.db, company.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/positions/${position.id}` })).statusCode,
    ).toBe(200);
    const archived = await t
      .as(admin)
      .dispatch('archive_Position', { containerId: company.id, positionId: position.id, isArchived: true });
    expect(archived.status).toBe(200);
    const email = uniqueEmail();
    const error = await expectRefused(
      () => apply(position.id, email, { ...standardAnswers(email), form_file: cv() }),
      409,
    );
    expect(error.message).toBe('Tjänsten är arkiverad och går inte längre att söka');
  });

  it("another company's internal position by its number, and an unknown position", async () => {
    const internal = await buildPosition(t.db, other.id, { isInternal: true });
    const email = uniqueEmail();
    const answers = { ...standardAnswers(email), form_file: cv() };
    for (const id of [internal.id, 999_999, 3_000_000_000, '00000000-0000-4000-8000-000000000000']) {
      const error = await expectRefused(() => apply(id, email, answers), 404);
      expect(error).toEqual({ code: 'not_found', message: 'Tjänsten finns inte' });
    }
  });

  it('a file of 5,000,001 bytes', async () => {
    const email = uniqueEmail();
    const big = Buffer.concat([PDF, Buffer.alloc(5_000_001 - PDF.length, 0x20)]);
    const error = await expectRefused(
      () => apply(warehouse.id, email, { ...standardAnswers(email), form_file: cv(big) }),
      400,
    );
    expect(error.fields).toEqual({ form_file: 'Filen är för stor' });
  });

  it('a file of exactly 5,000,000 bytes is taken', async () => {
    const email = uniqueEmail();
    const max = Buffer.concat([PDF, Buffer.alloc(5_000_000 - PDF.length, 0x20)]);
    const res = await apply(warehouse.id, email, { ...standardAnswers(email), form_file: cv(max) });
    expect(res.status).toBe(201);
  });

  it.each([
    ['a .pdf holding PNG bytes', cv(solidPng(10, 10))],
    ['a .pdf declared as an image', cv(PDF, 'cv.pdf', 'image/png')],
    ['a .txt holding binary bytes', cv(Buffer.from([0x41, 0, 0x42, 0xff]), 'cv.txt', 'text/plain')],
    ['a .docx holding PDF bytes', cv(PDF, 'cv.docx', '')],
  ])('%s', async (_, file) => {
    const email = uniqueEmail();
    const error = await expectRefused(
      () => apply(warehouse.id, email, { ...standardAnswers(email), form_file: file }),
      400,
    );
    expect(error.code).toBe('bad_file');
    expect(error.fields!.form_file).toMatch(
      /^Filens innehåll stämmer inte med filtypen \(\.(pdf|txt|docx)\)$/,
    );
  });

  it('malformed JSON', async () => {
    const error = await expectRefused(async () => {
      const raw = await t.app.inject({
        method: 'POST',
        url: APPLY,
        headers: { 'content-type': 'application/json' },
        payload: '{"action": "create_jobApplication", "data": {',
      });
      return { status: raw.statusCode, body: raw.json(), raw };
    }, 400);
    expect(error.message).toBe('Förfrågan kunde inte läsas');
  });

  it('a body that is not JSON', async () => {
    const error = await expectRefused(async () => {
      const raw = await t.app.inject({
        method: 'POST',
        url: APPLY,
        payload: 'hej',
        headers: { 'content-type': 'text/plain' },
      });
      return { status: raw.statusCode, body: raw.json(), raw };
    }, 400);
    expect(error.message).toBe(inputMessages.wrongKind);
  });

  it('a body over the limit', async () => {
    const error = await expectRefused(async () => {
      const raw = await t.app.inject({
        method: 'POST',
        url: APPLY,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ action: 'create_jobApplication', pad: 'x'.repeat(33 * 1024 * 1024) }),
      });
      return { status: raw.statusCode, body: raw.json(), raw };
    }, 413);
    expect(error.message).toBe('Förfrågan är för stor');
  });

  it.each([
    ['a wrong action', { action: 'delete_everything', data: {} }],
    ['no e-mail', { action: 'create_jobApplication', data: { positionId: 1, metadata: {} } }],
    ['a bad e-mail', { action: 'create_jobApplication', data: { email: 'x', positionId: 1, metadata: {} } }],
    [
      'a bad position id',
      { action: 'create_jobApplication', data: { email: 'a@b.se', positionId: 'x', metadata: {} } },
    ],
    [
      'answers that are not a map',
      { action: 'create_jobApplication', data: { email: 'a@b.se', positionId: 1, metadata: [] } },
    ],
    ['a list instead of an object', [1, 2]],
  ])('%s', async (_, payload) => {
    const error = await expectRefused(() => post(t.app, APPLY, payload), 400);
    expect(error.code).toBe('bad_request');
  });
});
