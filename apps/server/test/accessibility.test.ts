import { describe, expect, it } from 'vitest';
import {
  ACCESSIBILITY_MESSAGES as MESSAGES,
  type AccessibilityStatement,
  type ActionInput,
} from '@rekry/domain';
import { accessibilityStatement } from '../src/db/schema.ts';
import { testAppWithWorld } from './helpers/app.ts';
import { webBuildForFile } from './helpers/web-build.ts';

const dist = webBuildForFile();
const { t, world } = testAppWithWorld({ webDistDir: dist });

const VALID: ActionInput<'update_AccessibilityStatement'> = {
  operatorName: 'Rekry AB',
  siteName: 'Rekrys karriärsidor',
  compliance: 'partial',
  gaps: [
    {
      content: 'Inspelade filmer i annonser saknar textning',
      reason: 'nonCompliance',
      explanation: 'Företagen laddar upp filmerna själva.',
    },
  ],
  method: 'axe, tangentbord och Lighthouse',
  assessedOn: '2025-03-01',
  feedbackEmail: 'tillganglighet@rekry.test',
  reviewedOn: '2025-03-02',
};

const save = (input: Record<string, unknown>, caller: { id: number } | null = world.superuser) =>
  t.as(caller ?? undefined).dispatch('update_AccessibilityStatement', { ...VALID, ...input });

const publicStatement = async () => {
  const res = await t.app.inject({ url: '/api/public/accessibility-statement' });
  expect(res.statusCode).toBe(200);
  return res.json() as AccessibilityStatement;
};

describe('the accessibility statement', () => {
  it('stands as the defaults until saved, for the superuser and the public alike', async () => {
    const read = await t.as(world.superuser).dispatch('get_AccessibilityStatement', {});
    expect(read.status).toBe(200);
    expect(read.data).toMatchObject({ compliance: 'partial', gaps: [], assessedOn: null, reviewedOn: null });
    expect((read.data as AccessibilityStatement).method).toContain('axe');
    expect(await publicStatement()).toEqual(read.data);
  });

  it('401 without a login; 403 for every role below superuser, reading or writing', async () => {
    expect((await save({}, null)).status).toBe(401);
    for (const caller of [world.reader, world.writer, world.admin, world.foreignAdmin, world.candidate]) {
      expect((await save({}, caller)).status).toBe(403);
      expect((await t.as(caller).dispatch('get_AccessibilityStatement', {})).status).toBe(403);
    }
    expect(await t.db.select().from(accessibilityStatement)).toEqual([]);
  });

  it('answers 400 with the field and a Swedish message for each wrong input', async () => {
    const gap = VALID.gaps[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ operatorName: '  ' }, 'operatorName', MESSAGES.operatorName],
      [{ siteName: 'x'.repeat(201) }, 'siteName', MESSAGES.nameLength],
      [{ compliance: 'mostly' }, 'compliance', MESSAGES.compliance],
      [{ gaps: 'none' }, 'gaps', MESSAGES.gaps],
      [{ gaps: Array(31).fill(gap) }, 'gaps', MESSAGES.gaps],
      [{ gaps: [{ ...gap, content: '' }] }, 'gaps.0.content', MESSAGES.gapContent],
      [{ gaps: [{ ...gap, reason: 'lazy' }] }, 'gaps.0.reason', MESSAGES.gapReason],
      [
        { gaps: [{ ...gap, explanation: 'x'.repeat(2001) }] },
        'gaps.0.explanation',
        MESSAGES.gapExplanationLength,
      ],
      [{ method: '' }, 'method', MESSAGES.method],
      [{ assessedOn: '2025-02-30' }, 'assessedOn', MESSAGES.assessedOn],
      [{ assessedOn: '2999-01-01' }, 'assessedOn', MESSAGES.futureDate],
      [{ reviewedOn: 20250101 }, 'reviewedOn', MESSAGES.reviewedOn],
      [{ feedbackEmail: 'inte en adress' }, 'feedbackEmail', MESSAGES.feedbackEmail],
      [{ feedbackEmail: undefined }, 'feedbackEmail', MESSAGES.feedbackEmail],
    ];
    for (const [input, field, message] of cases) {
      const res = await save(input);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(res.error?.fields?.[field], JSON.stringify(input).slice(0, 80)).toBe(message);
    }
    expect(await t.db.select().from(accessibilityStatement)).toEqual([]);
  });

  it('saves one row, keeps staff text as plain text, and the public page shows it at once', async () => {
    const before = await publicStatement();
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await save({ siteName: `  Jobb ${script} `, gaps: [{ ...VALID.gaps[0], content: script }] });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ siteName: `Jobb ${script}`, assessedOn: '2025-03-01' });
    expect(await save({ compliance: 'full', gaps: [] })).toMatchObject({ status: 200 });
    expect(await t.db.select().from(accessibilityStatement)).toHaveLength(1);

    const after = await publicStatement();
    expect(after).not.toEqual(before);
    expect(after).toMatchObject({ compliance: 'full', gaps: [], feedbackEmail: 'tillganglighet@rekry.test' });
    const read = await t.as(world.superuser).dispatch('get_AccessibilityStatement', {});
    expect(read.data).toEqual(after);
  });

  it('is a public page on the portal and on a company site, its title escaped in the head', async () => {
    expect(await save({ siteName: 'Jobb <script>alert(1)</script>' })).toMatchObject({ status: 200 });
    for (const host of ['jobb.localhost:3000', 'lagerbolaget.jobb.localhost:3000']) {
      const res = await t.app.inject({ url: '/tillganglighet', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.body).toContain('<title>Tillgänglighetsredogörelse för Jobb &lt;script&gt;');
      expect(res.body).not.toContain('<script>alert(1)');
    }
  });
});
