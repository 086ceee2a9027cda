import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, stockholmDate } from '@rekry/domain';
import type { BoardPeer } from '../src/platform/channel-adapters/peers/peer.ts';
import {
  judgeEnvelope,
  startPlatsbankenPeer,
} from '../src/platform/channel-adapters/peers/platsbanken/platsbanken-peer.ts';
import { JONGOTLIN_TEST_ADS, jongotlinEnvelope } from './fixtures/platsbanken/jongotlin-test-ads.ts';

// The validating Platsbanken peer against the references' own examples: what they send is accepted, and
// each mistake the format forbids is refused the way the board answers it.
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/platsbanken/${name}`, import.meta.url), 'utf8');
const endDate = addDays(stockholmDate(), 1);
const sample = fixture('othermachines-sample.xml');

const examples: [string, string][] = [
  ['othermachines/platsbanken-vacancy sample.xml (also buren/arbetsformedlingen’s README ad)', sample],
  ['othermachines/platsbanken-vacancy README', fixture('othermachines-readme.xml')],
  ...JONGOTLIN_TEST_ADS.map((ad): [string, string] => [
    `jongotlin/ArbetsformedlingenAds test ad ${ad[0]}`,
    jongotlinEnvelope(ad, endDate),
  ]),
];

describe('Platsbanken peer: the references’ examples', () => {
  it.each(examples)('accepts %s', (_name, xml) => {
    expect(judgeEnvelope(xml)).toEqual({ status: 202, errors: [] });
  });
});

/** The sample with one change: the peer's verdict on it. */
const judged = (from: string, to: string) => {
  expect(sample).toContain(from);
  return judgeEnvelope(sample.replace(from, to));
};
const fields = (from: string, to: string) => {
  const verdict = judged(from, to);
  expect(verdict.status).toBe(202);
  return (verdict.errors as { Field?: string }[]).map((e) => e.Field);
};

describe('Platsbanken peer: schema errors are 400', () => {
  it.each([
    [
      'TransactionInfo for TransactInfo',
      '<TransactInfo timeStamp="2017-08-20T18:40:49Z">',
      '<TransactionInfo timeStamp="2017-08-20T18:40:49Z">',
    ],
    [
      'an element no schema has',
      '<NumberToFill>1</NumberToFill>',
      '<NumberToFill>1</NumberToFill><EmploymentType>1</EmploymentType>',
    ],
    ['a qualification type outside the list', 'type="equipment"', 'type="language"'],
    [
      'a wrong order',
      '<PostalCode>11356</PostalCode>\n              <Municipality>0180</Municipality>',
      '<Municipality>0180</Municipality><PostalCode>11356</PostalCode>',
    ],
    ['a status that is neither', 'status="active"', 'status="paused"'],
  ])('refuses %s', (_what, from, to) => {
    const xml = sample
      .replace(from, to)
      .replace(
        '</TransactInfo>',
        from.startsWith('<TransactInfo') ? '</TransactionInfo>' : '</TransactInfo>',
      );
    expect(judgeEnvelope(xml).status).toBe(400);
  });

  it('refuses a contact whose phone comes after the e-mail', () => {
    const contact =
      '<InformationContact><Contact><PersonName><FormattedName>Anna</FormattedName></PersonName><E-mail>a@b.se</E-mail><VoiceNumber><TelNumber>1</TelNumber></VoiceNumber></Contact></InformationContact>';
    expect(judged('<OccupationGroup', `${contact}<OccupationGroup`).status).toBe(400);
  });

  it('refuses what is not XML', () => {
    expect(judgeEnvelope('<Envelope>').status).toBe(400);
  });
});

describe('Platsbanken peer: content errors are 202 with an error list', () => {
  it.each([
    [
      'an amount for the salary type',
      '<SalaryMonthly currency="SEK">1</SalaryMonthly>',
      '<SalaryMonthly currency="SEK">38000</SalaryMonthly>',
      'CompensationDescription/Pay/SalaryMonthly',
    ],
    [
      'years for the experience code',
      'yearsOfExperience="1"',
      'yearsOfExperience="2"',
      'JobPositionRequirements',
    ],
    [
      'digits for HiringOrgId',
      '>46-556677-8899</HiringOrgId>',
      '>5566778899</HiringOrgId>',
      'HiringOrg/HiringOrgId',
    ],
    [
      'no LocationSummary',
      '<LocationSummary>\n                <Municipality>0180</Municipality>\n                <CountryCode>SE</CountryCode>\n              </LocationSummary>',
      '',
      'JobPositionLocation/LocationSummary',
    ],
    [
      'no schedule text',
      '<SummaryText>3 days a week 8.00-17.00</SummaryText>\n              </Schedule>',
      '</Schedule>',
      'Classification/Schedule/SummaryText',
    ],
    [
      'a title over 75',
      '<JobPositionTitle>A title</JobPositionTitle>',
      `<JobPositionTitle>${'x'.repeat(76)}</JobPositionTitle>`,
      'JobPositionTitle',
    ],
    [
      '9999 in Sweden',
      '<Municipality>0180</Municipality>\n                <CountryCode>SE</CountryCode>',
      '<Municipality>9999</Municipality><CountryCode>SE</CountryCode>',
      'JobPositionLocation/LocationSummary/Municipality',
    ],
    [
      'an occupation id the board does not know',
      'code="4896"',
      'code="99999"',
      'JPPExtension/OccupationGroup',
    ],
    [
      'a posting id that is not the organisation’s',
      '>46-556677-8899-1<',
      '>rekry-1<',
      'JobPositionPostingId',
    ],
    ['no sender e-mail', ' email="a@example.com"', '', 'Sender'],
  ])('names %s', (_what, from, to, field) => {
    expect(fields(from, to)).toContain(field);
  });

  it('takes 9090 for anywhere in Sweden and 9999 with another country', () => {
    expect(
      fields(
        '<Municipality>0180</Municipality>\n                <CountryCode>SE',
        '<Municipality>9090</Municipality><CountryCode>SE',
      ),
    ).toEqual([]);
    expect(
      fields(
        '<Municipality>0180</Municipality>\n                <CountryCode>SE',
        '<Municipality>9999</Municipality><CountryCode>NO',
      ),
    ).toEqual([]);
  });
});

describe('Platsbanken peer over HTTP', () => {
  let peer: BoardPeer;
  beforeAll(async () => {
    peer = await startPlatsbankenPeer();
  });
  afterAll(() => peer.close());
  const post = (body: string, key = 'nyckel') =>
    fetch(`${peer.url}/ledigtarbete/apiledigtarbete/hrxml`, {
      method: 'POST',
      headers: { 'api-key': key, 'content-type': 'text/xml' },
      body,
    });

  it('answers a handled posting 202 with the board’s message, and holds the ad', async () => {
    const response = await post(sample);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ Message: 'Inskickade platsannonser har hanterats.' });
    expect(peer.ads().map((a) => a.reference)).toContain('46-556677-8899-1');
  });

  it('answers refused content 202 with the error list and holds nothing', async () => {
    const response = await post(
      sample
        .replace('46-556677-8899-1<', '46-556677-8899-2<')
        .replace('>1</SalaryMonthly>', '>9</SalaryMonthly>'),
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual([
      expect.objectContaining({
        ErrorCode: expect.any(Number),
        Message: expect.stringContaining('SalaryMonthly'),
      }),
    ]);
    expect(peer.ads().map((a) => a.reference)).not.toContain('46-556677-8899-2');
  });

  it('answers a schema error 400 and a bad key 401', async () => {
    expect((await post(sample.replace('status="active"', 'status="x"'))).status).toBe(400);
    const refused = await post(sample, 'ogiltig-nyckel');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ Message: 'Unauthorized' });
  });
});
