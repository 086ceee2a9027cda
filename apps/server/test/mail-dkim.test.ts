import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { MailService } from '../src/platform/mail.ts';
import { post, testAppForFile } from './helpers/app.ts';
import { buildUser } from './helpers/factories.ts';
import { smtpServerForFile } from './helpers/smtp.ts';

const DOMAIN = 'rekry-kund.se';
const SELECTOR = 'rekry2025';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

// The key as an operator has it: a PEM file, named by DKIM_PRIVATE_KEY_FILE and read by loadConfig.
const keyDir = mkdtempSync(path.join(tmpdir(), 'rekry-dkim-'));
afterAll(() => rmSync(keyDir, { recursive: true, force: true }));
const keyFile = path.join(keyDir, 'dkim.pem');
writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
const { dkim } = loadConfig(
  { DKIM_DOMAIN: DOMAIN, DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY_FILE: keyFile, TOKEN_SECRET: 'x' },
  [],
);

/** The TXT record deploy.md tells the operator to publish, in DNS's strings of at most 255 characters. */
function dkimRecord(key: KeyObject): string[] {
  const record = `v=DKIM1; k=rsa; p=${key.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  return record.match(/.{1,255}/g)!;
}

/** DNS holding one record: the selector's key. Every other name does not exist. */
const dns = (record: string[]) => async (name: string, type: string) => {
  if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [record];
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

/** The DKIM result of each signature in a raw message, as a receiver with `record` in DNS sees it. */
async function verify(raw: Buffer | string, record = dkimRecord(publicKey)) {
  const { results } = await dkimVerify(raw, { resolver: dns(record) });
  return results.map((r) => ({
    result: r.status?.result,
    comment: r.status?.comment,
    domain: r.signingDomain,
    selector: r.selector,
    algorithm: r.algo,
  }));
}

describe('DKIM signing of outgoing mail', () => {
  const smtp = smtpServerForFile();
  const from = `"Rekry" <no-reply@${DOMAIN}>`;
  const t = testAppForFile(() => ({ smtpUrl: smtp.url, mailFrom: from, dkim }));

  it('the app signs its mail with the configured key, and a receiver with the DNS record verifies it', async () => {
    expect(dkim?.privateKey.asymmetricKeyType).toBe('rsa');
    const user = await buildUser(t.db);
    expect((await post(t.app, '/api/account/reset', { email: user.email })).status).toBe(200);
    const mail = await smtp.waitFor(user.email);
    expect(await verify(mail.raw)).toMatchObject([
      { result: 'pass', domain: DOMAIN, selector: SELECTOR, algorithm: 'rsa-sha256' },
    ]);

    // The same bytes with the body changed, or the subject, or checked against another key, fail.
    const text = mail.raw.toString('latin1');
    const link = /\/reset\/[A-Za-z0-9_-]+/.exec(text)![0];
    expect(await verify(text.replace(link, '/reset/forged'))).toMatchObject([
      { result: 'neutral', comment: 'body hash did not verify' },
    ]);
    expect(await verify(text.replace(/^Subject: .*$/m, 'Subject: Annat'))).toMatchObject([
      { result: 'fail', comment: 'bad signature' },
    ]);
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect(await verify(mail.raw, dkimRecord(other))).toMatchObject([
      { result: 'fail', comment: 'bad signature' },
    ]);
  });

  it('signs a mail with HTML and an attachment too, and without a key signs nothing', async () => {
    const signed = new MailService(smtp.url, from, t.app.log, dkim);
    const plain = new MailService(smtp.url, from, t.app.log);
    try {
      const mail = {
        subject: 'Kallelse till intervju',
        text: 'Hej!\r\n\r\nVälkommen på intervju.',
        html: '<p>Hej!</p><p>Välkommen på intervju.</p>',
        attachments: [{ filename: 'karta.txt', contentType: 'text/plain', content: Buffer.from('Plan 3') }],
      };
      await signed.deliver({ ...mail, to: 'signerad@example.se' });
      await plain.deliver({ ...mail, to: 'osignerad@example.se' });
      const received = await smtp.waitFor('signerad@example.se');
      expect(received.attachments).toHaveLength(1);
      expect(await verify(received.raw)).toMatchObject([{ result: 'pass', domain: DOMAIN }]);
      const unsigned = await smtp.waitFor('osignerad@example.se');
      expect(unsigned.raw.toString('latin1')).not.toMatch(/^DKIM-Signature:/im);
      expect(await verify(unsigned.raw)).toMatchObject([{ result: 'none' }]);
    } finally {
      signed.close();
      plain.close();
    }
  });
});
