/**
 * The demo's logins, apart from the seed so the journeys can sign in as them without loading the server.
 */
export const DEMO_PASSWORD = 'rekry-demo';

export const DEMO_USERS = {
  odin: 'odin@rekry.test',
  admin: 'admin@demo.rekry.test',
  writer: 'writer@demo.rekry.test',
  reader: 'reader@demo.rekry.test',
  multi: 'multi@demo.rekry.test',
  candidate: 'candidate@demo.rekry.test',
} as const;
