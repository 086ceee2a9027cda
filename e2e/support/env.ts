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

export const DEMO_PASSWORD = 'rekry-demo';

export const DEMO = {
  superuser: 'odin@rekry.test',
  admin: 'admin@demo.rekry.test',
  writer: 'writer@demo.rekry.test',
  reader: 'reader@demo.rekry.test',
  multi: 'multi@demo.rekry.test',
  candidate: 'candidate@demo.rekry.test',
} as const;
