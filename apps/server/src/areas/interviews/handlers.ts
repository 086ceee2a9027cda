import { and, asc, eq } from 'drizzle-orm';
import { INTERVIEW_TEXTS, stockholmDate, type InterviewView } from '@rekry/domain';
import { containerUsers, interviewerAvailability, interviews, users } from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';
import type { ActionContext, HandlerMap } from '../../platform/action-context.ts';
import { redactorsOf, viewerOf } from '../anonymity/index.ts';
import {
  addCalendarSource,
  availabilityOf,
  refreshCalendarSource,
  removeCalendarSource,
  renewFeed,
  saveAvailability,
} from './availability.ts';
import { cancelInterview } from './booking.ts';
import { freeTimesOf } from './free-times.ts';
import { checkInterviewers, createInterviews } from './invitations.ts';
import { bookedOnDay, interviewRecord, interviewViews } from './records.ts';
import { personColumns, personName } from '../../platform/person-name.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** Interviews as the caller may see them: an applicant hidden in an anonymised review by the alias. */
async function shownTo(ctx: ActionContext, views: InterviewView[]): Promise<InterviewView[]> {
  const hidden = await redactorsOf(
    ctx.db,
    viewerOf(ctx),
    views.map((v) => v.applicationId),
  );
  return views.map((v) => {
    const redactor = hidden.get(v.applicationId);
    return redactor ? { ...v, applicantName: redactor.alias, place: redactor.redact(v.place) } : v;
  });
}

export const interviewHandlers = {
  async get_MyAvailability(_input, { db, user, services }) {
    return availabilityOf(db, services, user.id);
  },

  async update_MyAvailability(input, { db, user, services }) {
    await saveAvailability(db, user.id, input);
    return availabilityOf(db, services, user.id);
  },

  async add_MyCalendarSource(input, { db, user, services }) {
    await addCalendarSource(db, services, user.id, input);
    return availabilityOf(db, services, user.id);
  },

  async refresh_MyCalendarSource({ id }, { db, user, services }) {
    await refreshCalendarSource(db, user.id, id);
    return availabilityOf(db, services, user.id);
  },

  async remove_MyCalendarSource({ id }, { db, user, services }) {
    await removeCalendarSource(db, user.id, id);
    return availabilityOf(db, services, user.id);
  },

  async renew_MyInterviewFeed(_input, { db, user, services }) {
    await renewFeed(db, services, user.id);
    return availabilityOf(db, services, user.id);
  },

  async get_Interviewers({ containerId }, { db }) {
    const rows = await db
      .selectDistinct({
        id: users.id,
        ...personColumns,
        hours: interviewerAvailability.hours,
      })
      .from(containerUsers)
      .innerJoin(users, eq(users.id, containerUsers.userId))
      .leftJoin(interviewerAvailability, eq(interviewerAvailability.userId, users.id))
      .where(and(eq(containerUsers.containerId, containerId), eq(users.disabled, false)))
      .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id));
    return rows.map((r) => ({
      id: r.id,
      name: personName(r),
      email: r.email,
      hasAvailability: Boolean(r.hours),
    }));
  },

  async get_InterviewSlots({ containerId, positionId: _, interviewerIds, ...setup }, { db }) {
    const slots = await freeTimesOf(db, setup, await checkInterviewers(db, containerId, interviewerIds));
    return slots.map((s) => ({ start: iso(s.start), end: iso(s.end), interviewerIds: s.interviewerIds }));
  },

  async create_Interviews(input, ctx) {
    return createInterviews(input, ctx);
  },

  async get_ApplicationInterviews({ applicantId }, ctx) {
    const { db, services } = ctx;
    const views = await interviewViews(
      db,
      eq(interviews.applicationId, applicantId),
      services.config.appUrl,
      services.secrets,
    );
    return shownTo(
      ctx,
      views.sort((a, b) => b.id - a.id),
    );
  },

  async cancel_Interview({ applicantId, id }, { db, user, services }) {
    const where = and(eq(interviews.id, id), eq(interviews.applicationId, applicantId))!;
    const record = await interviewRecord(db, where, { forUpdate: true });
    if (!record) throw notFound(INTERVIEW_TEXTS.notFound);
    const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
    await cancelInterview(db, services, record, { kind: 'staff', userId: user.id, name });
    const [view] = await interviewViews(db, eq(interviews.id, id), services.config.appUrl, services.secrets);
    return view!;
  },

  async get_TodaysInterviews({ containerId }, ctx) {
    const { db, services } = ctx;
    const views = await interviewViews(
      db,
      bookedOnDay(containerId, stockholmDate()),
      services.config.appUrl,
      services.secrets,
    );
    return shownTo(ctx, views);
  },
} satisfies Partial<HandlerMap>;
