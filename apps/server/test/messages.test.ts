import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE, catalogueAsJson, inputMessages } from '@rekry/domain';
import { customerServiceForm } from '../src/areas/data-generation/sample-data/forms.ts';
import { post, testAppForFile } from './helpers/app.ts';
import { buildContainer, buildPosition, buildUser, standardAnswers, tokenFor } from './helpers/factories.ts';

/**
 * Bad input answers 400 in plain Swedish everywhere a person can meet it: never zod's own phrasing
 * ('förväntade string att ha <=6700200 tecken', 'Invalid input', 'expected …').
 */
const RAW =
  /förväntade|förväntat|<=|>=|Invalid|invalid|expected|Ogiltig inmatning|Ogiltig input|instanceof|fick |string|number|boolean|undefined/;

const t = testAppForFile({ rateLimitFactor: 1000 });
let token: string;
let positionId: number;
let form: ReturnType<typeof customerServiceForm>;
beforeAll(async () => {
  const company = await buildContainer(t.db);
  const user = await buildUser(t.db, { memberOf: [[company.id, [1]]] });
  token = await tokenFor(t.db, t.app.services.tokens, user.id);
  form = customerServiceForm();
  positionId = (await buildPosition(t.db, company.id, { form })).id;
});

/** Every message of a 400 answer: the headline and each field's. */
function messagesOf(body: { error: { message: string; fields?: Record<string, string> } }) {
  return [body.error.message, ...Object.values(body.error.fields ?? {})];
}

function expectPlain(res: { status: number; body: any }, context: string) {
  expect(res.status, `${context}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(400);
  for (const message of messagesOf(res.body)) {
    expect(message, context).not.toMatch(RAW);
    expect(message, context).toMatch(/^[A-ZÅÄÖ]/);
  }
}

const TWENTY_MB = 'x'.repeat(20 * 1024 * 1024);

describe('apply: answers over the limit, of the wrong kind, or missing', () => {
  const apply = (metadata: unknown, data: Record<string, unknown> = {}) =>
    post(t.app, '/api/public/positions/apply', {
      action: 'create_jobApplication',
      data: { email: 'anna@example.se', positionId, metadata, ...data },
    });
  const typeOf = (type: string) => form.find((p) => p.type === type)!.key;

  it('a 20 MB value in a file field is "Filen är för stor"', async () => {
    const key = typeOf('file');
    for (const value of [TWENTY_MB, { filename: 'cv.pdf', data: TWENTY_MB }]) {
      const res = await apply(standardAnswers('anna@example.se', { [key]: value }));
      expectPlain(res, 'file');
      expect(res.body.error.message).toBe(FILE_TOO_LARGE);
    }
  });

  it('a 20 MB value in an image field is "Filen är för stor"', async () => {
    const res = await apply(standardAnswers('anna@example.se', { [typeOf('imageBase64')]: TWENTY_MB }));
    expectPlain(res, 'image');
    expect(res.body.error.message).toBe(FILE_TOO_LARGE);
  });

  it('a 20 MB value in a text field says the text is too long', async () => {
    const res = await apply(standardAnswers('anna@example.se', { [typeOf('textarea')]: TWENTY_MB }));
    expectPlain(res, 'textarea');
    expect(res.body.error.message).toBe(inputMessages.textTooLong);
  });

  it.each([
    ['a number as an answer', { form_firstname: 42 }],
    ['a list as an answer', { form_firstname: [1] }],
    ['a file without data', { form_file: { filename: 'cv.pdf' } }],
    ['a file with a 300-character name', { form_file: { filename: `${'a'.repeat(300)}.pdf`, data: '' } }],
    ['a file with an empty name', { form_file: { filename: ' ', data: '' } }],
    ['answers as a list', []],
    ['answers as text', 'hej'],
  ])('%s', async (_, metadata) => {
    expectPlain(await apply(metadata), String(_));
  });

  it.each([
    ['no e-mail', { email: undefined }],
    ['an e-mail that is a number', { email: 5 }],
    ['an e-mail that is not one', { email: 'inte-en-adress' }],
    ['a 300-character e-mail', { email: `${'a'.repeat(300)}@example.se` }],
    ['a position that is text', { positionId: 'abc' }],
    ['a position below 1', { positionId: -1 }],
    ['no position', { positionId: undefined }],
  ])('%s', async (_, data) => {
    expectPlain(await apply({}, data), String(_));
  });

  it.each([
    ['an empty body', {}],
    ['the wrong action', { action: 'delete_everything', data: {} }],
    ['a list', [1, 2]],
  ])('%s', async (_, payload) => {
    expectPlain(await post(t.app, '/api/public/positions/apply', payload), String(_));
  });

  it('a body that is text, not JSON', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/public/positions/apply',
      payload: 'hej',
      headers: { 'content-type': 'text/plain' },
    });
    expectPlain({ status: raw.statusCode, body: raw.json() }, 'text body');
  });
});

describe('account endpoints', () => {
  const long = 'a'.repeat(100_000);
  it.each([
    ['/api/account/login', {}],
    ['/api/account/login', { email: 5, password: [] }],
    ['/api/account/login', { email: long, password: long }],
    ['/api/account/login', { email: {}, password: true }],
    ['/api/account/register', {}],
    ['/api/account/register', { email: 'inte-en-adress', password: 1, confirmPassword: null }],
    ['/api/account/register', { email: `${long}@example.se`, password: long, confirmPassword: long }],
    ['/api/account/reset', {}],
    ['/api/account/reset', { email: ['a@b.se'] }],
    ['/api/account/reset', { email: long }],
    ['/api/account/reset/confirm', {}],
    ['/api/account/reset/confirm', { token: 5, password: {}, confirmPassword: 1 }],
    ['/api/account/reset/confirm', { token: long, password: long, confirmPassword: long }],
    ['/api/account/confirm', {}],
    ['/api/account/confirm', { token: 5 }],
    ['/api/account/confirm', { token: long }],
  ])('%s, case %#', async (url, body) => {
    expectPlain(await post(t.app, url, body), url);
  });
});

describe('the public position list', () => {
  it.each(['take=abc', 'page=-1', 'take=100000', 'containerId=x'])('?%s', async (query) => {
    const raw = await t.app.inject({ url: `/api/public/positions?${query}` });
    expectPlain({ status: raw.statusCode, body: raw.json() }, query);
  });
});

describe('the dispatcher: every action with missing, oversized and wrong-kind input', () => {
  const catalogue = catalogueAsJson();
  it('answers no action with zod phrasing, and none with a 5xx', async () => {
    let refused = 0;
    for (const { name, input } of catalogue) {
      const properties = Object.keys((input as { properties?: object }).properties ?? {});
      const each = (value: unknown) => Object.fromEntries(properties.map((p) => [p, value]));
      const huge = 'x'.repeat(Math.floor(6_000_000 / Math.max(1, properties.length)));
      const variants: unknown[] = [
        {},
        each(huge),
        each(-1.5),
        each(1e15),
        each([]),
        each({}),
        each(true),
        each(''),
        each([{ a: 1 }]),
        each('2026-99-99'),
        { ...each(1), okänd: 1 },
        [],
        'text',
      ];
      for (const data of variants) {
        const res = await post(t.app, '/api/dispatcher', { action: name, data }, token);
        if (res.status >= 500) expect.fail(`${name} ${JSON.stringify(res.body).slice(0, 200)}`);
        if (res.status !== 400) continue;
        refused++;
        // Named once per answer, not per message: the huge variant is 6 MB of JSON to write out.
        const context = `${name}: ${data === variants[1] ? `${huge.length} tecken per fält` : JSON.stringify(data)}`;
        for (const message of messagesOf(res.body)) {
          expect(message, context).not.toMatch(RAW);
          expect(message, name).toMatch(/^[A-ZÅÄÖ]/);
        }
      }
    }
    expect(refused).toBeGreaterThan(catalogue.length * 5);
  }, 240_000);
});
