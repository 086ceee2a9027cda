import { describe, expect, it } from 'vitest';
import {
  cutNotificationMessage,
  formatNotificationTime,
  opensApplicant,
  topicOfType,
} from '../src/notifications.ts';

describe('cutNotificationMessage (SPEC §9)', () => {
  it('keeps a message of up to 71 characters whole', () => {
    const exact = 'a'.repeat(71);
    expect(cutNotificationMessage(exact)).toBe(exact);
    expect(cutNotificationMessage('Ny ansökan')).toBe('Ny ansökan');
  });
  it('cuts a longer one to 68 characters and an ellipsis', () => {
    const cut = cutNotificationMessage('å'.repeat(72));
    expect(cut).toBe(`${'å'.repeat(68)}...`);
    expect(cut).toHaveLength(71);
  });
  it('counts an emoji as one character and never splits it', () => {
    const cut = cutNotificationMessage(`${'x'.repeat(67)}😀😀😀😀😀`);
    expect(cut).toBe(`${'x'.repeat(67)}😀...`);
  });
});

describe('formatNotificationTime (SPEC §9, Europe/Stockholm)', () => {
  const now = new Date('2026-01-15T12:00:00Z');
  it('shows HH:mm for today in Stockholm', () => {
    expect(formatNotificationTime(Date.parse('2026-01-15T07:05:00Z') / 1000, now)).toBe('08:05');
  });
  it('shows the date too for another day', () => {
    expect(formatNotificationTime(Date.parse('2026-01-14T21:30:00Z') / 1000, now)).toBe('2026-01-14 22:30');
  });
  it('takes the day from Stockholm, not UTC', () => {
    // 23:30 UTC on the 14th is 00:30 on the 15th in Stockholm: today.
    expect(formatNotificationTime(Date.parse('2026-01-14T23:30:00Z') / 1000, now)).toBe('00:30');
  });
  it('follows summer time', () => {
    const summer = new Date('2026-07-01T12:00:00Z');
    expect(formatNotificationTime(Date.parse('2026-06-30T10:00:00Z') / 1000, summer)).toBe(
      '2026-06-30 12:00',
    );
  });
});

describe('notification kinds', () => {
  it('maps each kind to its preference; failures to none', () => {
    expect(topicOfType('create_jobApplication')).toBe('newApplication');
    expect(topicOfType('update_jobApplicationStatus')).toBe('applicationStatus');
    expect(topicOfType('send_MessageCommand')).toBe('messages');
    expect(topicOfType('position')).toBe('positionEvents');
    expect(topicOfType('Exception')).toBeNull();
    expect(topicOfType('error')).toBeNull();
  });
  it('opens the applicant only for a new application or a status change with ids', () => {
    expect(opensApplicant({ type: 'create_jobApplication', data: { positionId: 1, id: 2 } })).toBe(true);
    expect(opensApplicant({ type: 'update_jobApplicationStatus', data: { positionId: 1, id: 2 } })).toBe(
      true,
    );
    expect(opensApplicant({ type: 'Exception', data: { positionId: 1, id: 2 } })).toBe(false);
    expect(opensApplicant({ type: 'create_jobApplication', data: {} })).toBe(false);
  });
});
