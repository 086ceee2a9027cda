import { z } from 'zod';
import type { ExportedFile } from '../applicant-inputs.ts';
import {
  EVENTS_MESSAGES,
  eventsBefore,
  eventsFilterShape,
  eventsRangeOk,
  type AuditEventPage,
  type AuditPerson,
} from '../audit.ts';
import { positiveId } from '../ids.ts';
import { action, containerId, type ActionArea } from './define.ts';

const range = { message: EVENTS_MESSAGES.range, path: ['to'] };
const companyInput = z.object({ containerId, ...eventsFilterShape }).refine(eventsRangeOk, range);
const platformInput = z
  .object({ containerId: positiveId(EVENTS_MESSAGES.containerId).optional(), ...eventsFilterShape })
  .refine(eventsRangeOk, range);

/**
 * Events (/admin/events): the audit log. A company's administrator reads the company's entries;
 * the superuser reads everyone's (the `All` actions, platform scope, optionally one company). Newest first,
 * 50 at a time (`before` = the last id shown). The CSV takes the same filters and is itself audited.
 */
export const eventsActions = {
  get_Events: action<AuditEventPage>()({
    input: z.object({ containerId, ...eventsFilterShape, before: eventsBefore }).refine(eventsRangeOk, range),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description:
      'Företagets händelser (inloggningar, behörigheter, borttagningar, GDPR, exporter, integrationer …), nyast först, 50 åt gången.',
  }),
  get_AllEvents: action<AuditEventPage>()({
    input: z
      .object({
        containerId: positiveId(EVENTS_MESSAGES.containerId).optional(),
        ...eventsFilterShape,
        before: eventsBefore,
      })
      .refine(eventsRangeOk, range),
    access: { role: 'superuser', scope: 'platform' },
    mutation: false,
    description: 'Alla företags händelser och plattformens egna (superuser), ev. för ett företag.',
  }),
  get_EventPeople: action<AuditPerson[]>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'De personer som förekommer i företagets händelser (för filtret).',
  }),
  export_Events: action<ExportedFile>()({
    input: companyInput,
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Företagets händelser som CSV (samma filter som listan), base64. Exporten loggas.',
  }),
  export_AllEvents: action<ExportedFile>()({
    input: platformInput,
    access: { role: 'superuser', scope: 'platform' },
    mutation: true,
    description: 'Alla händelser som CSV (superuser; samma filter), base64. Exporten loggas.',
  }),
} satisfies ActionArea;
