import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * Debian's python3-radicale lives in the system Python; a python3 earlier on PATH (pyenv) may not
 * have it. RADICALE_PYTHON names another interpreter.
 */
const PYTHON =
  process.env.RADICALE_PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');

/**
 * Radicale under a watchdog thread: when stdin, a pipe from the test process, reaches its end — the
 * process stopped the server, or ended in any way, kill -9 too — it removes its folder and exits at
 * once. No Radicale outlives its test file, and none takes SIGTERM's second or two to go.
 */
const WATCHDOG = `
import os, runpy, shutil, sys, threading
folder = sys.argv.pop(1)
def watch():
    sys.stdin.buffer.read()
    shutil.rmtree(folder, ignore_errors=True)
    os._exit(0)
threading.Thread(target=watch, daemon=True).start()
runpy.run_module('radicale', run_name='__main__', alter_sys=True)
`;

export interface RadicaleServer {
  /** http://127.0.0.1:<port>/ */
  url: string;
  /** A CaldavAccount of a user the server knows. */
  account(user: string): { serverUrl: string; username: string; password: string };
  /** A raw request as `user` (Basic auth), for seeding and for reading what a test wrote. */
  request(user: string, pathname: string, init?: RequestInit): Promise<Response>;
  /** MKCALENDAR /<user>/<name>/ taking `components` (VEVENT by default); answers its URL. */
  makeCalendar(user: string, name: string, displayName: string, components?: string[]): Promise<string>;
  /** PUT /<user>/<calendar>/<file> with If-None-Match: *; answers the object's ETag. */
  putEvent(user: string, calendar: string, file: string, ics: string): Promise<string>;
}

/** Starts Radicale with `config` and answers its port once it is ready; its output on failure. */
async function started(child: ChildProcess): Promise<number> {
  let output = '';
  return new Promise((resolve, reject) => {
    const fail = (why: string) => reject(new Error(`Radicale did not start (${why}):\n${output}`));
    const timer = setTimeout(() => fail('no "ready" in 20 s'), 20_000);
    child.once('error', (err) => fail(err.message));
    child.once('exit', (code) => fail(`exit ${code}`));
    child.stderr!.on('data', (data: Buffer) => {
      output += data.toString();
      const port = /Listening on '\[?[^\]']+\]?:(\d+)'/.exec(output)?.[1];
      if (port && output.includes('Radicale server ready')) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
  });
}

/**
 * A real CalDAV server (Radicale, `python3 -m radicale --config <tmp>/config`) for the file's tests:
 * on a free loopback port, `users` in a plain htpasswd file, each owning only their own collections,
 * its data in a temporary folder removed afterwards. Started once, before the file's tests.
 */
export function radicaleForFile(users: Record<string, string>): RadicaleServer {
  let child: ChildProcess | undefined;
  let folder = '';
  const server = {} as RadicaleServer;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'rekry-radicale-'));
    writeFileSync(
      path.join(folder, 'users'),
      Object.entries(users)
        .map(([user, password]) => `${user}:${password}\n`)
        .join(''),
    );
    // Only this file is read (not /etc/radicale/config, whose remote_user auth would take any user).
    writeFileSync(
      path.join(folder, 'config'),
      [
        '[server]',
        'hosts = 127.0.0.1:0',
        '[auth]',
        'type = htpasswd',
        `htpasswd_filename = ${path.join(folder, 'users')}`,
        'htpasswd_encryption = plain',
        // A wrong password costs a second by default; the tests try one on purpose.
        'delay = 0',
        '[rights]',
        'type = owner_only',
        '[storage]',
        `filesystem_folder = ${path.join(folder, 'collections')}`,
        '[logging]',
        // The port chosen is logged at info.
        'level = info',
        '',
      ].join('\n'),
    );
    child = spawn(PYTHON, ['-c', WATCHDOG, folder, '--config', path.join(folder, 'config')], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    child.stdin!.on('error', () => undefined);
    const port = await started(child);
    child.stderr!.removeAllListeners('data');
    child.stderr!.resume();
    Object.assign(server, serverAt(`http://127.0.0.1:${port}/`, users));
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.stdin!.end();
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  });
  return server;
}

function serverAt(url: string, users: Record<string, string>): RadicaleServer {
  const auth = (user: string) => `Basic ${Buffer.from(`${user}:${users[user]}`).toString('base64')}`;
  const request: RadicaleServer['request'] = (user, pathname, init = {}) =>
    fetch(new URL(pathname, url), {
      ...init,
      headers: { authorization: auth(user), ...(init.headers as Record<string, string>) },
    });
  return {
    url,
    account: (user) => ({ serverUrl: url, username: user, password: users[user] ?? '' }),
    request,
    async makeCalendar(user, name, displayName, components = ['VEVENT']) {
      const comps = components.map((c) => `<c:comp name="${c}"/>`).join('');
      const response = await request(user, `/${user}/${name}/`, {
        method: 'MKCALENDAR',
        headers: { 'content-type': 'application/xml; charset=utf-8' },
        body:
          '<c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop>' +
          `<d:displayname>${displayName}</d:displayname>` +
          `<c:supported-calendar-component-set>${comps}</c:supported-calendar-component-set>` +
          '</d:prop></d:set></c:mkcalendar>',
      });
      if (response.status !== 201) throw new Error(`MKCALENDAR ${name}: ${response.status}`);
      return new URL(`/${user}/${name}/`, url).href;
    },
    async putEvent(user, calendar, file, ics) {
      const response = await request(user, `/${user}/${calendar}/${file}`, {
        method: 'PUT',
        headers: { 'content-type': 'text/calendar; charset=utf-8', 'if-none-match': '*' },
        body: ics,
      });
      if (response.status !== 201)
        throw new Error(`PUT ${file}: ${response.status} ${await response.text()}`);
      return response.headers.get('etag') ?? '';
    },
  };
}
