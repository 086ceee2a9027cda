import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { WeeklyHoursInput } from '@rekry/domain';
import { belongsTo, createdAt, pairKey, updatedAt } from './columns.ts';
import { containerRef, userRef } from './owners.ts';
import { jobApplications } from './applicants.ts';
import { positions } from './positions.ts';
import { users } from './users.ts';

const at = (name: string) => pg.timestamp(name, { withTimezone: true });

/** A staff member's working hours for interviews, and the secret of their private interview feed. */
export const interviewerAvailability = pg.pgTable('interviewer_availability', {
  userId: userRef().primaryKey(),
  timeZone: pg.text('time_zone').notNull().default('Europe/Stockholm'),
  /** Null until they save their own: the defaults (DEFAULT_WEEKLY_HOURS) apply. */
  hours: pg.jsonb('hours').$type<WeeklyHoursInput>(),
  maxPerDay: pg.integer('max_per_day'),
  /** The feed address's token: its hash finds the owner, the sealed copy shows the address again. */
  feedTokenHash: pg.text('feed_token_hash').unique(),
  feedTokenSealed: pg.text('feed_token_sealed'),
  updatedAt: updatedAt(),
});

/** A calendar a staff member's busy times are read from: an ICS feed or a CalDAV account. */
export const calendarSources = pg.pgTable(
  'calendar_sources',
  {
    id: pg.serial('id').primaryKey(),
    userId: userRef(),
    kind: pg.text('kind').notNull(),
    url: pg.text('url').notNull(),
    username: pg.text('username'),
    /** The CalDAV app password, sealed with the secret box. */
    passwordSealed: pg.text('password_sealed'),
    etag: pg.text('etag'),
    lastModified: pg.text('last_modified'),
    state: pg.text('state').notNull().default('pending'),
    failure: pg.text('failure'),
    checkedAt: at('checked_at'),
    /**
     * When its events were last expanded into busy times: an unchanged feed (304) is expanded again once a
     * day all the same, as the window of coming days moves on.
     */
    expandedAt: at('expanded_at'),
    /** When it is read next: the schedule takes the due ones, moving this on in the same statement. */
    nextSyncAt: at('next_sync_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('calendar_sources_user_idx').on(t.userId),
    pg.index('calendar_sources_due_idx').on(t.nextSyncAt),
    pg.check('calendar_sources_kind', sql`${t.kind} in ('ics', 'caldav')`),
    pg.check('calendar_sources_state', sql`${t.state} in ('pending', 'ok', 'failing')`),
  ],
);

/** The busy times last read from a source, replaced whole at each read. */
export const calendarBusy = pg.pgTable(
  'calendar_busy',
  {
    sourceId: belongsTo('source_id', () => calendarSources.id),
    userId: userRef(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [
    pg.index('calendar_busy_user_idx').on(t.userId, t.startsAt),
    pg.index('calendar_busy_source_idx').on(t.sourceId),
  ],
);

/** An interview with an applicant: invited (a link, no time yet), booked, or cancelled. */
export const interviews = pg.pgTable(
  'interviews',
  {
    id: pg.serial('id').primaryKey(),
    containerId: containerRef(),
    applicationId: belongsTo('application_id', () => jobApplications.id),
    positionId: belongsTo('position_id', () => positions.id),
    status: pg.text('status').notNull().default('invited'),
    kind: pg.text('kind').notNull(),
    place: pg.text('place').notNull().default(''),
    durationMinutes: pg.integer('duration_minutes').notNull(),
    bufferBeforeMinutes: pg.integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: pg.integer('buffer_after_minutes').notNull().default(0),
    noticeHours: pg.integer('notice_hours').notNull().default(24),
    need: pg.integer('need').notNull(),
    windowFrom: pg.date('window_from').notNull(),
    windowTo: pg.date('window_to').notNull(),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** RFC 5545 SEQUENCE: raised at every move and at cancelling, so calendars take the newest. */
    sequence: pg.integer('sequence').notNull().default(0),
    /** The candidate's link: its hash finds the interview, the sealed copy fills it into e-mails again. */
    tokenHash: pg.text('token_hash').notNull().unique(),
    tokenSealed: pg.text('token_sealed').notNull(),
    createdBy: pg.integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('interviews_application_idx').on(t.applicationId),
    pg.index('interviews_container_start_idx').on(t.containerId, t.startsAt),
    pg.index('interviews_position_idx').on(t.positionId),
    pg.check('interviews_status', sql`${t.status} in ('invited', 'booked', 'cancelled')`),
    pg.check('interviews_kind', sql`${t.kind} in ('onsite', 'video', 'phone')`),
    pg.check('interviews_booked_has_time', sql`${t.status} <> 'booked' or ${t.startsAt} is not null`),
  ],
);

/** The interviewers an interview may take (M of "any N of M"). */
export const interviewInterviewers = pg.pgTable(
  'interview_interviewers',
  {
    interviewId: belongsTo('interview_id', () => interviews.id),
    userId: userRef(),
  },
  (t) => pairKey(t.interviewId, t.userId, 'interview_interviewers_user_idx'),
);

/**
 * The time a booked interview holds in each taking part interviewer's day, buffers included. The
 * exclusion constraint (migration 0047, not modelled by drizzle) makes two overlapping rows for one
 * interviewer impossible, whatever the timing of the two bookings.
 */
export const interviewSlots = pg.pgTable(
  'interview_slots',
  {
    interviewId: belongsTo('interview_id', () => interviews.id),
    userId: userRef(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [
    ...pairKey(t.interviewId, t.userId, 'interview_slots_user_idx'),
    pg.check('interview_slots_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The copy of an interview written to an interviewer's CalDAV calendar: its address and ETag. */
export const interviewCalendarCopies = pg.pgTable(
  'interview_calendar_copies',
  {
    interviewId: belongsTo('interview_id', () => interviews.id),
    userId: userRef(),
    url: pg.text('url').notNull(),
    etag: pg.text('etag'),
  },
  (t) => pairKey(t.interviewId, t.userId, 'interview_calendar_copies_user_idx'),
);
