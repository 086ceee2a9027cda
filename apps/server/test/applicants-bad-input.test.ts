/** Every applicant action against every kind of wrong value in each field. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ActionName } from '@rekry/domain';
import { applicantsTestApp, buildApplication } from './helpers/applicants.ts';

const { t, tokens, own, positionWithRights } = applicantsTestApp();

describe('bad input', () => {
  it('never answers 500 and never saves anything, whatever each field holds', async () => {
    const position = await positionWithRights();
    const mine = await buildApplication(t.db, own(), position.id);
    const at = { containerId: own(), positionId: position.id };
    const valid: Record<string, Record<string, unknown>> = {
      get_ApplicantFilters: at,
      get_ApplicantsByPosition: { ...at, labelId: -1, answers: [], sort: 'newest', take: 30 },
      get_ApplicantById: { ...at, applicantId: mine.id },
      update_Applicant: { ...at, applicantId: mine.id, metadata: { form_city: 'Ort' }, note: 'n' },
      create_Applicant: { ...at, email: 'ny-bad@example.se', metadata: {}, labelId: 0, note: '' },
      delete_JobApplication: { ...at, applicantId: mine.id },
      update_ApplicantStatus: { ...at, labelId: 0, ids: [mine.id], labelType: 'Interest' },
      create_ApplicantNote: { ...at, applicantId: mine.id, text: 'x' },
      delete_ApplicantFromContainer: { containerId: own(), userId: mine.userId },
      get_Questionnaire: { ...at, applicantId: mine.id },
      update_Questionnaire: { ...at, applicantId: mine.id, skills: [] },
      export_Applicants: { ...at, format: 'csv' },
    };
    const weird: unknown[] = [
      null,
      {},
      [],
      [null],
      'x'.repeat(300),
      -1,
      1e20,
      2_147_483_648,
      '1; drop table users',
      'a\u0000b',
      true,
      { key: 'x', value: {} },
    ];
    const mineOnly = sql`(select id from job_applications where position_id = ${position.id})`;
    const counts = async () =>
      JSON.stringify(
        await t.db.execute(
          sql`select (select count(*) from job_applications where position_id = ${position.id}) a,
            (select count(*) from application_notes where application_id in ${mineOnly}) n,
            (select count(*) from application_log where application_id in ${mineOnly}) l,
            (select count(*) from questionnaire_answers where application_id in ${mineOnly}) q,
            (select string_agg(coalesce(label_id, 0)::text || note || metadata::text, ',' order by id)
              from job_applications where position_id = ${position.id}) s`,
        ),
      );
    for (const [action, data] of Object.entries(valid)) {
      for (const field of Object.keys(data)) {
        if (field === 'containerId' && action !== 'delete_ApplicantFromContainer') continue;
        for (const value of weird) {
          const before = await counts();
          const res = await t.as(tokens.admin).dispatchUnchecked(action as ActionName, {
            ...data,
            [field]: value,
          });
          const label = `${action} ${field}=${JSON.stringify(value)}`;
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.error?.message, label).toMatch(/[a-zåäö]/i);
            // A refused call leaves everything as it was.
            expect(await counts(), label).toBe(before);
          }
        }
      }
    }
  }, 120_000);
});
