import { auditRows } from '@rekry/domain';
import type { HandlerMap } from '../../platform/action-context.ts';
import { eventPeople, eventsCsv, eventsPage, type EventsFilter } from './queries.ts';

/** The export names what it took (filters), never the rows themselves. */
function exportData(filter: EventsFilter, rows: number): Record<string, unknown> {
  const { actorId, person, kind, from, to } = filter;
  return { export: 'events', rows, filter: { actorId, person, kind, from, to } };
}

export const eventHandlers = {
  async get_Events({ before, ...filter }, { db }) {
    return eventsPage(db, filter, before);
  },

  async get_AllEvents({ before, ...filter }, { db }) {
    return eventsPage(db, filter, before);
  },

  async get_EventPeople({ containerId }, { db }) {
    return eventPeople(db, containerId);
  },

  async export_Events(filter, { db, audit }) {
    const file = await eventsCsv(db, filter);
    await audit({
      kind: 'export',
      summary: `Exporterade händelseloggen (${auditRows(file.rows)})`,
      containerId: filter.containerId,
      data: exportData(filter, file.rows),
    });
    return file;
  },

  async export_AllEvents(filter, { db, audit }) {
    const file = await eventsCsv(db, filter);
    await audit({
      kind: 'export',
      summary: filter.containerId
        ? `Exporterade företagets händelselogg (${auditRows(file.rows)})`
        : `Exporterade händelseloggen för alla företag (${auditRows(file.rows)})`,
      containerId: filter.containerId ?? null,
      data: exportData(filter, file.rows),
    });
    return file;
  },
} satisfies Partial<HandlerMap>;
