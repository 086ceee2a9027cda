import { DEMO_PASSWORD, DEMO_USERS } from '../../apps/server/src/demo/accounts.ts';

/** Where the journeys find the server and the mail catcher that global setup started. */
export function serverUrl(host = 'localhost'): string {
  const port = process.env.REKRY_E2E_PORT;
  if (!port) throw new Error('REKRY_E2E_PORT saknas: kör testerna med playwright.config.ts');
  return `http://${host}:${port}`;
}

export function mailApiUrl(): string {
  const url = process.env.REKRY_E2E_MAIL_API;
  if (!url) throw new Error('REKRY_E2E_MAIL_API saknas: global setup har inte startat SMTP-servern');
  return url;
}

/** The port of the server's receiver for answers to staff mail. */
export function inboundMailPort(): number {
  const port = process.env.REKRY_E2E_INBOUND_PORT;
  if (!port) throw new Error('REKRY_E2E_INBOUND_PORT saknas: kör testerna med playwright.config.ts');
  return Number(port);
}

export { DEMO_PASSWORD };

/** The demo's logins by role: the operator Odin is the superuser. */
const { odin: superuser, ...staff } = DEMO_USERS;
export const DEMO = { superuser, ...staff } as const;
