import { beforeAll, describe, expect, it } from 'vitest';
import { storeFileText } from '../../src/platform/file-text-rows.ts';
import { applicantsTestApp, buildApplication } from '../helpers/applicants.ts';
import { buildFile } from '../helpers/files.ts';

/** The CV search on PGlite: its Swedish configuration, the folding and the passages as on PostgreSQL. */
const { t, tokens, own, positionWithRights, list } = applicantsTestApp();
beforeAll(() => {
  expect(t.database.kind).toBe('pglite');
});

describe('the CV search on PGlite', () => {
  it('finds Swedish forms, phrases and exclusions, with the passage', async () => {
    const position = await positionWithRights();
    const texts = ['Har truckkortet och B-körkort.', 'Erfarenhet av lager, körkort saknas.'];
    const made = [];
    for (const text of texts) {
      const application = await buildApplication(t.db, own(), position.id);
      const file = await buildFile(t.db, t.app.services.storage, application, 'cv.txt', Buffer.from(text));
      await storeFileText(t.db, file, text);
      made.push(application.id);
    }
    const found = async (textQuery: string) => {
      const res = await list(tokens.reader, position.id, { textQuery });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return res.data.items;
    };
    expect((await found('truckkort korkort')).map((i) => i.id)).toEqual([made[0]]);
    expect((await found('körkort -"b körkort"')).map((i) => i.id)).toEqual([made[1]]);
    const [item] = await found('truckkort');
    const { text, marks } = item!.textHits![0]!.passage;
    expect(marks.map(([s, e]) => text.slice(s, e))).toEqual(['truckkortet']);
    expect((await list(tokens.reader, position.id, { textQuery: '"öppen' })).status).toBe(400);

    const res = await t.as(tokens.reader).dispatch('get_applicantPositionBySearchQuery', {
      containerId: own(),
      filter: 'truckkortet',
    });
    expect(res.status).toBe(200);
    const hits = res.data.flatMap((r) => (r.identifier === 'cvhit' ? [r.data] : []));
    expect(hits.map((h) => [h.id, h.file?.filename])).toEqual([[made[0], 'cv.txt']]);
  });
});
