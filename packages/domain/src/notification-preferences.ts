import { z } from 'zod';

/** What a staff member wants to hear about, per company, in the app (bell) and by e-mail. */
export const NOTIFICATION_TOPICS = [
  { key: 'newApplication', label: 'Ny ansökan', hint: 'När någon söker en av företagets tjänster.' },
  {
    key: 'applicationStatus',
    label: 'Ändrad status',
    hint: 'När en ansökans status eller processnivå ändras.',
  },
  { key: 'messages', label: 'Meddelanden', hint: 'När en kandidat eller kollega skickar ett meddelande.' },
  {
    key: 'interviews',
    label: 'Intervjuer',
    hint: 'När en kandidat bokar, flyttar eller avbokar en intervju.',
  },
  { key: 'positionEvents', label: 'Annonser', hint: 'När en annons publiceras, stängs eller arkiveras.' },
] as const;

export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]['key'];

const channel = z
  .object({
    inApp: z.boolean({ error: 'Måste vara sant eller falskt' }),
    email: z.boolean({ error: 'Måste vara sant eller falskt' }),
  })
  .strict();

export const notificationPreferencesSchema = z
  .object({
    newApplication: channel,
    applicationStatus: channel,
    messages: channel,
    interviews: channel,
    positionEvents: channel,
  })
  .strict();

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  newApplication: { inApp: true, email: true },
  applicationStatus: { inApp: true, email: false },
  messages: { inApp: true, email: true },
  interviews: { inApp: true, email: false },
  positionEvents: { inApp: true, email: false },
};
