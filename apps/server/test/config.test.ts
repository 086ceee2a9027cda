import { spawn } from 'node:child_process';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { MIN_SECRET_BYTES, loadConfig, repoRoot } from '../src/config.ts';
import { EnvironmentError, parseTrustProxy, readEnvironment } from '../src/environment.ts';
import { describeOnce } from './helpers/app.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rekry-config-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs `node <args>` in the repository with exactly `env` (plus PATH); answers exit code and output. */
function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
const startServer = (env: Record<string, string>) =>
  run(['--import', 'tsx', 'apps/server/src/main.ts'], { PORT: '0', HOST: '127.0.0.1', ...env });

describeOnce('the environment, read through one schema', () => {
  const base = { DATA_DIR: '/tmp/rekry-config-unused', TOKEN_SECRET: 'x', INTEGRATION_SECRET_KEY: 'y' };
  const problems = (env: Record<string, string>) => {
    try {
      readEnvironment({ ...base, ...env });
      return [];
    } catch (err) {
      expect(err).toBeInstanceOf(EnvironmentError);
      return (err as EnvironmentError).problems;
    }
  };

  it('gives every variable its default when unset or blank', () => {
    const vars = readEnvironment({ PORT: '', JOB_WORKER: ' ', LOG_LEVEL: '' });
    expect(vars).toMatchObject({ PORT: 3000, JOB_WORKER: true, LOG_LEVEL: 'info', RETENTION_JOB: true });
    expect(vars).toMatchObject({ SEED_DEMO: false, SOFFICE_PATH: 'soffice', TOKEN_TTL_HOURS: 12 });
    expect(vars).toMatchObject({ SURVEYS_EVERY_MS: 3_600_000 });
  });

  it('reads numbers, switches and URLs', () => {
    const vars = readEnvironment({
      PORT: '0',
      RATE_LIMIT_FACTOR: '2.5',
      JOB_WORKER: 'off',
      SEED_DEMO: 'Yes',
      DATABASE_URL: 'postgresql://rekry@db:5432/rekry',
      SMTP_URL: 'smtps://u:p@mail.example.se:465',
    });
    expect(vars).toMatchObject({ PORT: 0, RATE_LIMIT_FACTOR: 2.5, JOB_WORKER: false, SEED_DEMO: true });
  });

  it.each([
    ['PORT', 'abc', 'PORT: "abc" is not a port number from 0 to 65535'],
    ['PORT', '70000', 'PORT: "70000" is not a port number from 0 to 65535'],
    ['PORT', '80.5', 'PORT: "80.5" is not a port number from 0 to 65535'],
    ['JOB_POLL_MS', '0', 'JOB_POLL_MS: "0" is not a whole number from 1 up'],
    ['SURVEYS_EVERY_MS', '1h', 'SURVEYS_EVERY_MS: "1h" is not a whole number from 1 up'],
    ['CONVERT_CONCURRENCY', '-1', 'CONVERT_CONCURRENCY: "-1" is not a whole number from 1 to 64'],
    ['TOKEN_TTL_HOURS', 'tolv', 'TOKEN_TTL_HOURS: "tolv" is not a number of hours above 0'],
    ['JOB_WORKER', 'kanske', 'JOB_WORKER: "kanske" is not 1 or 0'],
    ['SEED_DEMO', 'constructor', 'SEED_DEMO: "constructor" is not 1 or 0'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL: "loud" is not a log level'],
    ['NODE_ENV', 'prod', 'NODE_ENV: "prod" is not development, test or production'],
    ['DATABASE_URL', 'mysql://x@y/z', 'DATABASE_URL: "mysql://x@y/z" is not a PostgreSQL URL'],
    ['APP_URL', 'localhost:3000', 'APP_URL: "localhost:3000" is not an http(s) URL'],
    ['TRUST_PROXY', '10.0.0.0/40', 'TRUST_PROXY: "10.0.0.0/40" is not an IP address or CIDR'],
    ['FILE_STORE', 'nfs', 'FILE_STORE: "nfs" is not local or s3'],
    ['S3_MAX_ATTEMPTS', '11', 'S3_MAX_ATTEMPTS: "11" is not a whole number from 1 to 10'],
    ['CALENDAR_FETCH_ALLOW', 'all', 'CALENDAR_FETCH_ALLOW: "all" is not a comma list of addresses, CIDRs'],
    ['CALENDAR_FETCH_ALLOW', '10.0.0.0/33', 'CALENDAR_FETCH_ALLOW: "10.0.0.0/33" is not a comma list'],
    ['CALENDAR_FETCH_ALLOW', 'loopback,,private', 'CALENDAR_FETCH_ALLOW: "loopback,,private" is not'],
  ])('%s=%s is refused with a line naming it', (name, value, message) => {
    const [line, ...more] = problems({ [name]: value });
    expect(line).toContain(message);
    expect(more).toEqual([]);
  });

  it('lets calendar fetches reach no private address unless CALENDAR_FETCH_ALLOW names it', () => {
    expect(loadConfig(base, []).calendarFetchAllow).toEqual([]);
    const allow = 'LOOPBACK, private,linklocal, 192.0.2.10,fd00::/8';
    expect(loadConfig({ ...base, CALENDAR_FETCH_ALLOW: allow }, []).calendarFetchAllow).toEqual([
      'loopback',
      'private',
      'linkLocal',
      '192.0.2.10',
      'fd00::/8',
    ]);
  });

  it('names every bad variable at once, one line each, and loadConfig refuses the same way', () => {
    const bad = { PORT: 'abc', REALTIME_RECHECK_MS: 'snart', CLASSIFIEDS_URL: 'ftp://x' };
    expect(problems(bad).map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'REALTIME_RECHECK_MS',
      'CLASSIFIEDS_URL',
    ]);
    expect(() => loadConfig({ ...base, ...bad }, [])).toThrow(
      /^PORT: .*\nREALTIME_RECHECK_MS: .*\nCLASSIFIEDS_URL: /,
    );
  });

  it('keeps files locally by default; FILE_STORE=s3 reads the store and refuses to go without a bucket', () => {
    expect(loadConfig(base, []).fileStore).toEqual({ kind: 'local' });
    expect(problems({ FILE_STORE: 's3' })).toEqual(['S3_BUCKET: must be set when FILE_STORE=s3']);
    const s3 = {
      FILE_STORE: 's3',
      S3_BUCKET: 'rekry',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: '1',
    };
    expect(loadConfig({ ...base, ...s3 }, []).fileStore).toEqual({
      kind: 's3',
      bucket: 'rekry',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      timeoutMs: 10_000,
      maxAttempts: 3,
    });
  });

  it('npm start with PORT=abc stops before building or starting anything, naming PORT', async () => {
    const { code, output } = await run(['scripts/start.mjs'], { PORT: 'abc', DATA_DIR: tempDir() });
    expect(code).toBe(1);
    expect(output).toBe('Rekry cannot start: PORT: "abc" is not a port number from 0 to 65535\n');
  }, 90_000);

  it('a real server with bad variables does not start, and says which and why', async () => {
    const { code, output } = await startServer({
      DATA_DIR: tempDir(),
      CONVERT_MEMORY_MB: 'mycket',
      TRUST_PROXY: '10.0.0.0/40',
      DKIM_DOMAIN: 'rekry-kund.se',
      DKIM_PRIVATE_KEY_FILE: '/nonexistent/dkim.pem',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'Rekry cannot start: CONVERT_MEMORY_MB: "mycket" is not a whole number from 1 up',
    );
    expect(output).toContain('TRUST_PROXY: "10.0.0.0/40" is not an IP address or CIDR');
    expect(output).toContain('DKIM_PRIVATE_KEY_FILE: "/nonexistent/dkim.pem" cannot be read (ENOENT)');
    expect(output).toContain('DKIM_SELECTOR: must be set with DKIM_DOMAIN and DKIM_PRIVATE_KEY_FILE');
  }, 90_000);
});

describeOnce('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['off', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.1, 192.168.0.0/16,::1,fd00::/8', ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8']],
    ['loopback,2001:db8::/32', ['loopback', '2001:db8::/32']],
  ])('%j → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    'true',
    'yes',
    '10.0.0.300',
    '10.0.0.0/33',
    '10.0.0.0/8/8',
    '::1/129',
    'proxy.example.se',
    '10.0.0.1,,10.0.0.2',
    '10.0.0.1;10.0.0.2',
    '1.5',
    '-1',
    '0x10',
    '101',
    '*',
  ])('refuses %j with a message naming TRUST_PROXY', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY: /);
  });
});

describeOnce('TOKEN_SECRET in production', () => {
  const short = 'x'.repeat(MIN_SECRET_BYTES - 1);

  it.each([
    ['none', {}],
    ['an empty one', { TOKEN_SECRET: '' }],
    ['31 bytes', { TOKEN_SECRET: short }],
    ['none, with DATABASE_URL', { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }],
    ['31 bytes, with DATABASE_URL', { TOKEN_SECRET: short, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x' }],
  ])('refuses to load with %s', (_, env) => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), ...env }, [])).toThrow(
      `TOKEN_SECRET must be set to at least ${MIN_SECRET_BYTES} bytes when NODE_ENV=production`,
    );
  });

  it('accepts 32 bytes (counted as UTF-8) and writes no secret file', () => {
    const dataDir = tempDir();
    const secret = 'å'.repeat(16);
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, TOKEN_SECRET: secret };
    expect(loadConfig({ ...env, INTEGRATION_SECRET_KEY: secret }, []).tokenSecret).toBe(secret);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses to load without INTEGRATION_SECRET_KEY (the key of the channel secrets)', () => {
    const env = { NODE_ENV: 'production', DATA_DIR: tempDir(), TOKEN_SECRET: 'å'.repeat(16) };
    expect(() => loadConfig(env, [])).toThrow(
      `INTEGRATION_SECRET_KEY must be set to at least ${MIN_SECRET_BYTES} bytes when NODE_ENV=production`,
    );
    expect(() => loadConfig({ ...env, INTEGRATION_SECRET_KEY: 'kort' }, [])).toThrow(
      'INTEGRATION_SECRET_KEY',
    );
  });

  // The cases above in loadConfig; here the real process, which must refuse before it dials the database.
  it('a real production server with a short TOKEN_SECRET on PostgreSQL exits non-zero with the message', async () => {
    const env = { TOKEN_SECRET: 'kort', DATABASE_URL: 'postgres://x@127.0.0.1:1/x' };
    const { code, output } = await startServer({ NODE_ENV: 'production', DATA_DIR: tempDir(), ...env });
    expect(code).toBe(1);
    expect(output).toContain(
      `Rekry cannot start: TOKEN_SECRET must be set to at least ${MIN_SECRET_BYTES} bytes when NODE_ENV=production`,
    );
  }, 90_000);
});

describeOnce('the development secret in DATA_DIR', () => {
  it('is made once (32 random bytes, mode 0600), reused, and differs between data folders', () => {
    const [one, two] = [tempDir(), path.join(tempDir(), 'not', 'yet')];
    const first = loadConfig({ DATA_DIR: one }, []).tokenSecret;
    const file = path.join(one, 'token-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: one }, []).tokenSecret).toBe(first);
    const other = loadConfig({ DATA_DIR: two }, []).tokenSecret;
    expect(other).toMatch(/^[0-9a-f]{64}$/);
    expect(other).not.toBe(first);
    // No temporary file is left beside it (the channel secrets' key is made the same way).
    expect(readdirSync(one).sort()).toEqual(['integration-key', 'token-secret']);
    // Nothing in the source names a secret: the old constant is gone.
    expect(readFileSync(path.join(repoRoot, 'apps/server/src/config.ts'), 'utf8')).not.toMatch(
      /rekry-development-secret|DEV_SECRET/,
    );
  });

  it('a TOKEN_SECRET outside production is used as given, and no file is written', () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, TOKEN_SECRET: 'egen', INTEGRATION_SECRET_KEY: 'egen nyckel' };
    expect(loadConfig(env, []).tokenSecret).toBe('egen');
    expect(loadConfig(env, []).integrationKey).toBe('egen nyckel');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('instances starting together on one folder all end up with the same secret', async () => {
    const dataDir = tempDir();
    const script =
      "import { loadConfig } from './apps/server/src/config.ts'; console.log('SECRET=' + loadConfig().tokenSecret)";
    const runs = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(['--import', 'tsx', '--input-type=module', '-e', script], { DATA_DIR: dataDir }),
      ),
    );
    const secrets = runs.map((r) => /SECRET=(\w+)/.exec(r.output)?.[1]);
    expect(
      secrets.every((s) => s && /^[0-9a-f]{64}$/.test(s)),
      runs.map((r) => r.output).join('\n'),
    ).toBe(true);
    expect(new Set(secrets).size).toBe(1);
    expect(readdirSync(dataDir).sort()).toEqual(['integration-key', 'token-secret']);
  }, 90_000);
});

describeOnce('the DKIM key (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY_FILE)', () => {
  const base = { DATA_DIR: '/tmp/rekry-config-unused', TOKEN_SECRET: 'x', INTEGRATION_SECRET_KEY: 'y' };
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyFile = (name: string, text: string | Buffer) => {
    const file = path.join(tempDir(), name);
    writeFileSync(file, text, { mode: 0o600 });
    return file;
  };
  const privatePem = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'pem' });
  const all = {
    DKIM_DOMAIN: 'rekry-kund.se',
    DKIM_SELECTOR: 'rekry2025',
    DKIM_PRIVATE_KEY_FILE: keyFile('dkim.pem', privatePem(rsa.privateKey)),
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env }, []);
      return [];
    } catch (err) {
      expect(err).toBeInstanceOf(EnvironmentError);
      return (err as EnvironmentError).problems;
    }
  };

  it('none: mail goes unsigned; all three: the key is read from its file', () => {
    expect(loadConfig(base, []).dkim).toBeUndefined();
    const { dkim } = loadConfig({ ...base, ...all }, []);
    expect(dkim).toMatchObject({ domainName: 'rekry-kund.se', keySelector: 'rekry2025' });
    expect(dkim?.privateKey.equals(rsa.privateKey)).toBe(true);
  });

  it.each([
    [['DKIM_DOMAIN'], ['DKIM_SELECTOR', 'DKIM_PRIVATE_KEY_FILE']],
    [['DKIM_SELECTOR'], ['DKIM_DOMAIN', 'DKIM_PRIVATE_KEY_FILE']],
    [['DKIM_PRIVATE_KEY_FILE'], ['DKIM_DOMAIN', 'DKIM_SELECTOR']],
    [['DKIM_DOMAIN', 'DKIM_SELECTOR'], ['DKIM_PRIVATE_KEY_FILE']],
    [['DKIM_DOMAIN', 'DKIM_PRIVATE_KEY_FILE'], ['DKIM_SELECTOR']],
  ] as const)('with only %j set, refuses to start naming %j', (given, missing) => {
    const env = Object.fromEntries(given.map((name) => [name, all[name]]));
    expect(problems(env)).toEqual(
      missing.map(
        (name) => `${name}: must be set with ${given.join(' and ')} (DKIM signing takes all three, or none)`,
      ),
    );
  });

  const notAKey = 'does not hold an unencrypted PEM private key';
  it.each([
    ['a file that is not there', () => '/nonexistent/dkim.pem', 'cannot be read (ENOENT)'],
    ['a folder', () => tempDir(), 'cannot be read (EISDIR)'],
    ['text', () => keyFile('notes.txt', 'ingen nyckel\n'), notAKey],
    [
      'a public key',
      () => keyFile('public.pem', rsa.publicKey.export({ type: 'spki', format: 'pem' })),
      notAKey,
    ],
    [
      'an encrypted key',
      () =>
        keyFile(
          'encrypted.pem',
          rsa.privateKey.export({
            type: 'pkcs8',
            format: 'pem',
            cipher: 'aes-256-cbc',
            passphrase: 'hemligt',
          }),
        ),
      notAKey,
    ],
    [
      'an Ed25519 key (nodemailer would send the mail unsigned)',
      () => keyFile('ed25519.pem', privatePem(generateKeyPairSync('ed25519').privateKey)),
      'holds a key of type ed25519; mail is signed with RSA only ' +
        '(openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048)',
    ],
    [
      'a 512-bit RSA key',
      () => keyFile('short.pem', privatePem(generateKeyPairSync('rsa', { modulusLength: 512 }).privateKey)),
      'holds a 512-bit RSA key; receivers ignore DKIM keys under 1024 bits (2048 is usual)',
    ],
  ])('DKIM_PRIVATE_KEY_FILE naming %s is refused with a line saying why', (_, file, why) => {
    const name = file();
    expect(problems({ ...all, DKIM_PRIVATE_KEY_FILE: name })).toEqual([
      `DKIM_PRIVATE_KEY_FILE: ${JSON.stringify(name)} ${why}`,
    ]);
  });

  it.each([
    ['DKIM_DOMAIN', 'https://rekry-kund.se', 'DKIM_DOMAIN: "https://rekry-kund.se" is not a domain name'],
    ['DKIM_DOMAIN', '-rekry.se', 'DKIM_DOMAIN: "-rekry.se" is not a domain name'],
    ['DKIM_SELECTOR', 'rekry 2025', 'DKIM_SELECTOR: "rekry 2025" is not a DKIM selector'],
  ])('%s=%s is refused', (name, value, message) => {
    expect(problems({ ...all, [name]: value })).toEqual([expect.stringContaining(message)]);
  });
});
