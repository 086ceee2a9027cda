/** 'Sök i CV och svar' in the applicant list and 'Träffar i CV' in the header search (application_texts). */
import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { CV_SEARCH_TEXTS, swedishLexeme, type ApplicantListItem, type SearchResult } from '@rekry/domain';
import { rowsOf } from '../src/db/client.ts';
import { applicationTexts } from '../src/db/schema.ts';
import { storeFileText } from '../src/platform/file-text-rows.ts';
import { buildPersonExtract, renderExtractPdf } from '../src/areas/gdpr/person-extract.ts';
import { pageTexts } from './helpers/pdf-text.ts';
import { applicantsTestApp, buildApplication, labelByName } from './helpers/applicants.ts';
import { buildPosition } from './helpers/factories.ts';
import { buildFile } from './helpers/files.ts';

const { t, world, tokens, own, positionWithRights, list } = applicantsTestApp();

/** An applicant of the position whose files hold these texts (as the extract-text job stores them). */
async function applicantWithTexts(positionId: number, texts: Record<string, string>, containerId = own()) {
  const application = await buildApplication(t.db, containerId, positionId);
  for (const [filename, text] of Object.entries(texts)) {
    const file = await buildFile(t.db, t.app.services.storage, application, filename, Buffer.from(text));
    await storeFileText(t.db, file, text);
  }
  return application;
}

const ids = (items: ApplicantListItem[]) => items.map((i) => i.id).sort((a, b) => a - b);

async function found(positionId: number, textQuery: string, extra: Parameters<typeof list>[2] = {}) {
  const res = await list(tokens.reader, positionId, { textQuery, ...extra });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data.items;
}

describe("get_ApplicantsByPosition's textQuery", () => {
  it('finds the same CVs for every form of a word: lager, lagret, lagren, lagrets', async () => {
    const position = await positionWithRights();
    const a = await applicantWithTexts(position.id, { 'cv.pdf': 'Truckförare i lagret på natten.' });
    const b = await applicantWithTexts(position.id, { 'cv.pdf': 'Plock och pack: LAGREN i Västerås.' });
    const c = await buildApplication(t.db, own(), position.id, {
      answers: { motivation: 'Jag gillar lager.' },
    });
    await applicantWithTexts(position.id, { 'cv.pdf': 'Lagerarbetare, lagom erfaren.' });
    for (const q of ['lager', 'lagret', 'lagren', 'lagrets'])
      expect(ids(await found(position.id, q)), q).toEqual([a.id, b.id, c.id]);
    expect(ids(await found(position.id, 'lagret vasteras'))).toEqual([b.id]);
    const hit = (await found(position.id, 'lager -natt')).find((i) => i.id === b.id);
    const { text, marks } = hit!.textHits![0]!.passage;
    expect(marks.map(([s, e]) => text.slice(s, e))).toEqual(['LAGREN']);
  });

  it('finds Swedish forms by their stem, and without å, ä and ö', async () => {
    const position = await positionWithRights();
    const a = await applicantWithTexts(position.id, { 'cv.pdf': 'Jag har truckkort och B-körkortet.' });
    const b = await applicantWithTexts(position.id, { 'cv.pdf': 'Lagerchef med truckkortet sedan 2015.' });
    await applicantWithTexts(position.id, { 'cv.pdf': 'Kock med tio års erfarenhet.' });
    expect(ids(await found(position.id, 'truckkortet'))).toEqual([a.id, b.id]);
    expect(ids(await found(position.id, 'truckkort'))).toEqual([a.id, b.id]);
    expect(ids(await found(position.id, 'körkort'))).toEqual([a.id]);
    expect(ids(await found(position.id, 'KORKORT'))).toEqual([a.id]);
    expect(ids(await found(position.id, 'erfarenheter'))).toHaveLength(1);
  });

  it('reads phrases, eller and -ord, and an applicant matches across their files', async () => {
    const position = await positionWithRights();
    const a = await applicantWithTexts(position.id, {
      'cv.pdf': 'Erfarenhet av SAP och lager.',
      'brev.txt': 'Jag har B-körkort.',
    });
    const b = await applicantWithTexts(position.id, { 'cv.pdf': 'SAP-konsult på dagskift och lager.' });
    const c = await applicantWithTexts(position.id, { 'cv.pdf': 'Excel och lager, gärna natt.' });
    expect(ids(await found(position.id, '"erfarenhet av sap"'))).toEqual([a.id]);
    expect(ids(await found(position.id, 'sap körkort'))).toEqual([a.id]);
    expect(ids(await found(position.id, 'sap eller excel'))).toEqual([a.id, b.id, c.id]);
    expect(ids(await found(position.id, 'lager -natt'))).toEqual([a.id, b.id]);
    expect(ids(await found(position.id, 'lager -"b körkort"'))).toEqual([b.id, c.id]);
  });

  it('finds free-text answers, and combines with the list filters', async () => {
    const position = await positionWithRights();
    const a = await buildApplication(t.db, own(), position.id, {
      answers: { motivation: 'Jag trivs med truckar och har truckkort.' },
    });
    const b = await applicantWithTexts(position.id, { 'cv.pdf': 'Truckkort A och B.' });
    expect(ids(await found(position.id, 'truckkort'))).toEqual([a.id, b.id]);
    const interesting = await labelByName(t.db, own(), 'Intressant');
    await t.as(tokens.writer).dispatch('update_ApplicantStatus', {
      containerId: own(),
      positionId: position.id,
      labelId: interesting.id,
      ids: [b.id],
    });
    expect(ids(await found(position.id, 'truckkort', { labelId: interesting.id }))).toEqual([b.id]);
  });

  it("narrows the board's columns and their counts, each card with its passage", async () => {
    const position = await positionWithRights();
    const found1 = await applicantWithTexts(position.id, { 'cv.pdf': 'Har truckkort sedan 2015.' });
    await applicantWithTexts(position.id, { 'cv.pdf': 'Kock och diskare.' });
    await buildApplication(t.db, own(), position.id);
    const res = await t.as(tokens.reader).dispatch('get_ApplicantBoard', {
      containerId: own(),
      positionId: position.id,
      textQuery: 'truckkortet',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const columns = res.data.columns;
    // The counts are the search's, not the position's tallies.
    expect(columns.map((c) => c.total)).toEqual(columns.map((_, i) => (i === 0 ? 1 : 0)));
    const [card] = columns[0]!.items;
    expect(card!.id).toBe(found1.id);
    expect(card!.textHits).toEqual([
      {
        file: { id: expect.any(Number), filename: 'cv.pdf' },
        passage: expect.objectContaining({ text: 'Har truckkort sedan 2015.' }),
      },
    ]);
  });

  it("gives each applicant's passage as text with the matches as offsets, never markup", async () => {
    const position = await positionWithRights();
    const a = await applicantWithTexts(position.id, {
      'Mitt CV.pdf': 'Anna <b>Andersson</b>, lagerarbetare i Östersund. Har truckkortet och café-vana.',
    });
    const [item] = await found(position.id, 'truckkort cafe');
    expect(item!.id).toBe(a.id);
    const [hit] = item!.textHits!;
    expect(hit!.file).toMatchObject({ filename: 'Mitt CV.pdf' });
    const { text, marks } = hit!.passage;
    expect(text).toContain('<b>Andersson</b>');
    expect(text).toContain('Östersund');
    expect(marks.map(([s, e]) => text.slice(s, e))).toEqual(['truckkortet', 'café']);

    // Deep in a long text, found without its ö: only a stretch around it comes back, cut with '…'.
    const long = `${'Lager och logistik. '.repeat(400)}Har B-KÖRKORT sedan 2015. ${'Kund och service. '.repeat(400)}`;
    const b = await applicantWithTexts(position.id, { 'lång.txt': long });
    const [far] = await found(position.id, 'korkort');
    expect(far!.id).toBe(b.id);
    const deep = far!.textHits![0]!.passage;
    expect(deep.text).toMatch(/^… .*Har B-KÖRKORT sedan 2015\..* …$/);
    expect(deep.text.length).toBeLessThan(400);
    expect(deep.marks.map(([s, e]) => deep.text.slice(s, e))).toEqual(['KÖRKORT']);
  });

  it('answers a Swedish 400 for a query it cannot search', async () => {
    const position = await positionWithRights();
    for (const [textQuery, message] of [
      ['x'.repeat(10_000), CV_SEARCH_TEXTS.tooLong],
      ['"truckkort', CV_SEARCH_TEXTS.unbalancedQuote],
      ['eller', CV_SEARCH_TEXTS.orPlacement],
      ['-truck -"b körkort"', CV_SEARCH_TEXTS.noWords],
      ['- & !', CV_SEARCH_TEXTS.noWords],
      ['truck | | lager', CV_SEARCH_TEXTS.orPlacement],
    ] as const) {
      const res = await list(tokens.reader, position.id, { textQuery });
      expect(res.status, textQuery.slice(0, 20)).toBe(400);
      expect(JSON.stringify(res.error)).toContain(message);
    }
  });

  it("finds only the company's own applicants", async () => {
    const position = await positionWithRights();
    const mine = await applicantWithTexts(position.id, { 'cv.pdf': 'Svetsare med certifikat.' });
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    await applicantWithTexts(foreignPosition.id, { 'cv.pdf': 'Svetsare med certifikat.' }, world.foreign.id);
    expect(ids(await found(position.id, 'svetsare'))).toEqual([mine.id]);
    const res = await t.as(tokens.foreignAdmin).dispatch('get_ApplicantsByPosition', {
      containerId: own(),
      positionId: position.id,
      textQuery: 'svetsare',
    });
    expect(res.status).toBe(403);
  });

  it('forgets the text with its file: the hit goes too', async () => {
    const position = await positionWithRights();
    const a = await applicantWithTexts(position.id, { 'cv.pdf': 'Rörmokare med gesällbrev.' });
    expect(ids(await found(position.id, 'gesällbrev'))).toEqual([a.id]);
    const [row] = await t.db
      .select()
      .from(applicationTexts)
      .where(and(eq(applicationTexts.applicationId, a.id), isNotNull(applicationTexts.fileId)));
    const res = await t.as(tokens.writer).dispatch('delete_ApplicantFile', {
      containerId: own(),
      positionId: position.id,
      applicantId: a.id,
      fileId: row!.fileId,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(await found(position.id, 'gesällbrev')).toEqual([]);
    expect(
      await t.db.select().from(applicationTexts).where(eq(applicationTexts.fileId, row!.fileId!)),
    ).toEqual([]);
  });
});

describe("the header search's CV hits", () => {
  const search = (token: string, filter: string) =>
    t.as(token).dispatch('get_applicantPositionBySearchQuery', { containerId: own(), filter });
  const cvHits = (body: { data: SearchResult[] }) =>
    body.data.flatMap((r) => (r.identifier === 'cvhit' ? [r.data] : []));

  it("lists the company's applicants whose files match, with the file and the passage", async () => {
    const position = await positionWithRights();
    const a = await applicantWithTexts(position.id, { 'Ansökan.pdf': 'Jag är undersköterska i Umeå.' });
    const foreignPosition = await buildPosition(t.db, world.foreign.id);
    await applicantWithTexts(foreignPosition.id, { 'cv.pdf': 'Undersköterska.' }, world.foreign.id);
    const res = await search(tokens.reader, 'undersköterskor');
    expect(res.status).toBe(200);
    const hits = cvHits(res);
    expect(hits.map((h) => h.id)).toEqual([a.id]);
    expect(hits[0]).toMatchObject({
      positionId: position.id,
      position: { name: position.name },
      file: { filename: 'Ansökan.pdf' },
    });
    const { text, marks } = hits[0]!.passage;
    expect(marks.map(([s, e]) => text.slice(s, e))).toEqual(['undersköterska']);
  });

  it('still answers while a quote is open (no CV hits then)', async () => {
    const res = await search(tokens.reader, '"underskö');
    expect(res.status).toBe(200);
    expect(cvHits(res)).toEqual([]);
  });
});

describe('the text is personal data', () => {
  it('marks in the file list the file no text could be read from (the search cannot find it)', async () => {
    const position = await positionWithRights();
    const a = await applicantWithTexts(position.id, { 'cv.pdf': 'Svetsare.', 'skannad.png': '' });
    const res = await t.as(tokens.reader).dispatch('get_ApplicantFiles', {
      containerId: own(),
      positionId: position.id,
      applicantId: a.id,
    });
    expect(res.status).toBe(200);
    const files = res.data;
    expect(files.map((f) => [f.filename, f.textUnreadable ?? false])).toEqual([
      ['cv.pdf', false],
      ['skannad.png', true],
    ]);
  });

  it('is in the register extract as "Text ur bifogade filer", an unreadable file said so', async () => {
    const position = await positionWithRights();
    const a = await applicantWithTexts(position.id, { 'cv.pdf': 'Svetsare med certifikat.', 'bild.png': '' });
    const extract = await buildPersonExtract(t.db, {
      userId: a.userId,
      containerIds: [own()],
      operatorName: 'X',
    });
    const [application] = extract!.companies[0]!.applications;
    expect(application!.fileTexts).toEqual([
      { file: 'cv.pdf', text: 'Svetsare med certifikat.' },
      { file: 'bild.png', text: null },
    ]);
    const pdf = (await pageTexts(new Uint8Array(await renderExtractPdf(extract!)))).join(' ');
    expect(pdf).toContain(CV_SEARCH_TEXTS.extractHeading);
    expect(pdf).toContain('cv.pdf: Svetsare med certifikat.');
    expect(pdf).toContain(`bild.png: ${CV_SEARCH_TEXTS.unreadable}`);
  });

  it('goes with the person erased from the company, and so does the hit', async () => {
    const position = await positionWithRights();
    const a = await applicantWithTexts(position.id, { 'cv.pdf': 'Plattsättare med våtrumsbehörighet.' });
    expect(ids(await found(position.id, 'våtrumsbehörighet'))).toEqual([a.id]);
    const res = await t.as(tokens.admin).dispatch('delete_ApplicantFromContainer', {
      containerId: own(),
      userId: a.userId,
      reason: 'Begäran',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(await found(position.id, 'våtrumsbehörighet')).toEqual([]);
    expect(
      await t.db.select().from(applicationTexts).where(eq(applicationTexts.applicationId, a.id)),
    ).toEqual([]);
  });
});

describe('the answers searched', () => {
  it("are the free-text ones, never the standard form's personal fields", async () => {
    const position = await positionWithRights();
    const a = await buildApplication(t.db, own(), position.id, {
      firstname: 'Zlatan',
      answers: { form_additional: 'Jag har hjullastarbevis.', motivation: 'Gillar grävmaskiner.' },
    });
    expect(ids(await found(position.id, 'hjullastarbevis'))).toEqual([a.id]);
    expect(ids(await found(position.id, 'grävmaskin'))).toEqual([a.id]);
    expect(await found(position.id, 'zlatan')).toEqual([]);
  });
});

describe('the stored texts and the queries read words alike', () => {
  it('rekry_swedish_vector (migration 0042) and swedishLexeme agree word for word', async () => {
    const words = [
      'truckkortet',
      'Körkorten',
      'erfarenheten',
      'erfarenhet',
      'lagerarbetarna',
      'kundernas',
      'sap',
      'eken',
      'heten',
      'planet',
      'arbetena',
      'sjuksköterskan',
      '2019et',
      'bilens',
      'husets',
      'flickorna',
      'TRUCKKORTET',
    ];
    const rows = rowsOf<{ word: string; lexemes: string[] }>(
      await t.db.execute(sql`select w as word, tsvector_to_array(rekry_swedish_vector(w)) as lexemes
        from unnest(array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) w`),
    );
    expect(rows.map((r) => r.lexemes)).toEqual(words.map((w) => [swedishLexeme(w)]));
  });
});
