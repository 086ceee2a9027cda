import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { afterAll, expect, it } from 'vitest';
import { invitationIcs, type CalendarEvent } from '../src/platform/calendar/ics-writer.ts';
import { MailService } from '../src/platform/mail.ts';
import { describeOnce } from './helpers/app.ts';
import { smtpServerForFile, type ReceivedMail } from './helpers/smtp.ts';

const smtp = smtpServerForFile();
const logger = Fastify({ logger: false });
afterAll(() => logger.close());

const INTERVIEW: CalendarEvent = {
  uid: 'interview-9@rekry.example.se',
  sequence: 0,
  start: new Date('2026-10-26T08:00:00Z'),
  end: new Date('2026-10-26T09:00:00Z'),
  summary: 'Intervju: Lagerchef, Företag AB',
  organizer: { name: 'Rekry', email: 'intervjuer@rekry.example.se' },
  attendees: [{ name: 'Åsa Öberg', email: 'asa@example.se' }],
  status: 'CONFIRMED',
};

/** The calendar parts of a mail (the text/calendar alternative, the invite.ics), decoded. */
async function calendarParts(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.raw);
  return parsed.attachments
    .filter((a) => /^(text\/calendar|application\/ics)$/.test(a.contentType))
    .map((a) => ({ contentType: a.contentType, text: a.content.toString('utf8') }));
}

const eventOf = (text: string) => {
  const parsed = ical.sync.parseICS(text);
  const event = Object.values(parsed).find((c): c is VEvent => c?.type === 'VEVENT');
  return { method: parsed.vcalendar?.method, event };
};

describeOnce('an invitation by mail (iMIP)', () => {
  it('carries the ICS as a text/calendar alternative with its method, an invite.ics, and Content-Class', async () => {
    const mail = new MailService(smtp.url, '"Rekry" <intervjuer@rekry.example.se>', logger.log);
    try {
      await mail.deliver({
        to: 'asa@example.se',
        subject: 'Inbjudan till intervju',
        text: 'Hej Åsa!\n\nVälkommen på intervju.',
        calendar: { method: 'REQUEST', content: invitationIcs(INTERVIEW, 'REQUEST') },
      });
      await mail.deliver({
        to: 'asa+avbokad@example.se',
        subject: 'Intervjun är inställd',
        text: 'Hej Åsa!\n\nIntervjun är inställd.',
        calendar: { method: 'CANCEL', content: invitationIcs({ ...INTERVIEW, sequence: 1 }, 'CANCEL') },
      });
      await mail.deliver({ to: 'utan@example.se', subject: 'Vanligt brev', text: 'Hej!' });
    } finally {
      mail.close();
    }

    const invitation = await smtp.waitFor('asa@example.se');
    expect(invitation.headerLines).toContain('Content-Class: urn:content-classes:calendarmessage');
    const raw = invitation.raw.toString('latin1');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(raw).toMatch(/Content-Type: application\/ics; name=invite\.ics/);
    expect(invitation.text).toContain('Välkommen på intervju.');

    const parts = await calendarParts(invitation);
    expect(parts.map((p) => p.contentType).sort()).toEqual(['application/ics', 'text/calendar']);
    for (const part of parts) {
      const { method, event } = eventOf(part.text);
      expect(method).toBe('REQUEST');
      expect([event?.uid, Number(event?.sequence), event?.start.toISOString()]).toEqual([
        'interview-9@rekry.example.se',
        0,
        '2026-10-26T08:00:00.000Z',
      ]);
      expect(event?.summary).toBe('Intervju: Lagerchef, Företag AB');
    }

    const cancellation = await smtp.waitFor('asa+avbokad@example.se');
    expect(cancellation.raw.toString('latin1')).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/);
    const [part] = (await calendarParts(cancellation)).filter((p) => p.contentType === 'text/calendar');
    const { method, event } = eventOf(part!.text);
    expect([method, event?.uid, Number(event?.sequence), event?.status]).toEqual([
      'CANCEL',
      'interview-9@rekry.example.se',
      1,
      'CANCELLED',
    ]);

    // A mail without one is as before.
    const plain = await smtp.waitFor('utan@example.se');
    expect(plain.headerLines.join('\n')).not.toMatch(/Content-Class|text\/calendar/);
    expect(plain.raw.toString('latin1')).not.toMatch(/text\/calendar/);
  });
});
