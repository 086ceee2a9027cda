import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { CurrentUser } from '@rekry/domain';
import { DEMO, DEMO_PASSWORD, serverUrl } from './env.ts';

/**
 * Each demo user signs in once per run (global setup, through the real login endpoint); journeys start
 * from that session as Playwright storage state instead of typing the password again. The login screen
 * itself has journeys of its own (session, roles, switch-company, password-reset).
 */
export interface DemoSession {
  token: string;
  /** The company the browser starts in: Demo AB where the user has it, else their only one. */
  containerId: number | null;
}

const DEMO_AB = 1;

/** Signs every demo user in and writes their sessions to `file` (REKRY_E2E_SESSIONS for the workers). */
export async function signInDemoUsers(appUrl: string, file: string): Promise<void> {
  const sessions: Record<string, DemoSession> = {};
  for (const email of Object.values(DEMO)) {
    const response = await fetch(`${appUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!response.ok)
      throw new Error(`${email} kunde inte logga in: ${response.status} ${await response.text()}`);
    const { token, user } = (await response.json()) as { token: string; user: CurrentUser };
    const ids = user.containers.map((c) => c.id);
    sessions[email] = {
      token,
      containerId: ids.includes(DEMO_AB) ? DEMO_AB : ids.length === 1 ? ids[0]! : null,
    };
  }
  writeFileSync(file, JSON.stringify(sessions));
}

let sessions: Record<string, DemoSession> | undefined;

/** The demo user's session from global setup, or undefined for anyone else. */
export function demoSession(email: string): DemoSession | undefined {
  const file = process.env.REKRY_E2E_SESSIONS;
  if (!file) throw new Error('REKRY_E2E_SESSIONS saknas: global setup har inte loggat in demoanvändarna');
  sessions ??= JSON.parse(readFileSync(file, 'utf8')) as Record<string, DemoSession>;
  return sessions[email];
}

/**
 * Opens the admin as a demo user already signed in (their stored session in the browser's storage), in
 * Demo AB where they have it, and waits until the admin has taken the session.
 */
export async function signIn(page: Page, email: string, at = '/admin') {
  const session = demoSession(email);
  if (!session) throw new Error(`${email} är ingen demoanvändare: logga in med login()`);
  const localStorage = [{ name: 'rekry.token', value: session.token }];
  if (session.containerId)
    localStorage.push({ name: 'rekry.containerId', value: String(session.containerId) });
  await page.context().setStorageState({ cookies: [], origins: [{ origin: serverUrl(), localStorage }] });
  await page.goto(at);
  // The staff admin's user menu, or a candidate's: the app has read the session and drawn its shell.
  await expect(page.getByRole('button', { name: /, (Användarmeny|Öppna användarmenyn)$/ })).toBeVisible();
}
