import { z } from 'zod';
import { emailBodySchema, emailSubjectSchema } from '../applicant-email.ts';
import { positiveId } from '../ids.ts';
import {
  availabilityShape,
  calendarSourceId,
  calendarSourceInput,
  checkSetup,
  INTERVIEW_LIMITS,
  interviewId,
  interviewSetupShape,
  slotStartSchema,
  type Availability,
  type Interviewer,
  type InterviewView,
  type OfferedSlot,
} from '../interviews.ts';
import { action, containerId, positionId, type ActionArea } from './define.ts';

const staffSelf = { role: 'signedIn', scope: 'self', shell: 'staff' } as const;
const setup = z.object(interviewSetupShape);

/** The invitation e-mail of a booking link (its text must hold ##BOOKINGLINK##) or a time chosen at once. */
const createInterviewsInput = setup
  .extend({
    containerId,
    positionId,
    applicantIds: z
      .array(positiveId('Ogiltig sökande'), { error: 'Välj minst en sökande' })
      .min(1, 'Välj minst en sökande')
      .max(INTERVIEW_LIMITS.maxApplications, `Högst ${INTERVIEW_LIMITS.maxApplications} sökande åt gången`),
    /** A time chosen now: the interview is booked at once and the invitation carries it. */
    start: slotStartSchema.optional(),
    subject: emailSubjectSchema.optional(),
    body: emailBodySchema.optional(),
  })
  .superRefine(checkSetup);

/**
 * Interviews (the applicant page, the list's and board's selection) and each staff member's availability
 * ("Min tillgänglighet": working hours, busy calendars, the private feed of their interviews). The
 * candidate's side has no account: it goes through the booking link's public routes.
 */
export const interviewsActions = {
  get_MyAvailability: action<Availability>()({
    input: z.object({}),
    access: staffSelf,
    mutation: false,
    description:
      'Den inloggades arbetstider för intervjuer, tidszon, flest intervjuer per dag, kalendrar med upptagna tider och adressen till den egna intervjukalendern.',
  }),
  update_MyAvailability: action<Availability>()({
    input: z.object(availabilityShape),
    access: staffSelf,
    mutation: true,
    description: 'Spara arbetstider per veckodag, tidszon och flest intervjuer per dag.',
  }),
  add_MyCalendarSource: action<Availability>()({
    input: calendarSourceInput,
    access: staffSelf,
    mutation: true,
    description:
      'Lägg till en kalender vars upptagna tider räknas bort: en ICS-adress eller ett CalDAV-konto (lösenordet sparas krypterat). Den läses strax och sedan regelbundet.',
  }),
  refresh_MyCalendarSource: action<Availability>()({
    input: z.object({ id: calendarSourceId }),
    access: staffSelf,
    mutation: true,
    description: 'Läs en av de egna kalendrarna igen nu.',
  }),
  remove_MyCalendarSource: action<Availability>()({
    input: z.object({ id: calendarSourceId }),
    access: staffSelf,
    mutation: true,
    description: 'Ta bort en av de egna kalendrarna och dess upptagna tider.',
  }),
  renew_MyInterviewFeed: action<Availability>()({
    input: z.object({}),
    access: staffSelf,
    mutation: true,
    description:
      'Skapa en ny hemlig adress till den egna intervjukalendern (att prenumerera på); den gamla slutar fungera.',
  }),
  get_Interviewers: action<Interviewer[]>()({
    input: z.object({ containerId }),
    access: { role: 'writer', scope: 'container' },
    mutation: false,
    description: 'Företagets medarbetare som kan intervjua, efter namn, och om de har sparat arbetstider.',
  }),
  get_InterviewSlots: action<OfferedSlot[]>()({
    input: setup.extend({ containerId, positionId }).superRefine(checkSetup),
    access: { role: 'writer', scope: 'position' },
    mutation: false,
    description:
      'De lediga tiderna för en intervju som den ställs in: intervjuarnas arbetstider, kalendrar och bokade intervjuer, buffertar och framförhållning.',
  }),
  create_Interviews: action<{ interviews: InterviewView[]; message: string }>()({
    input: createInterviewsInput,
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Bjud in sökande till intervju: med en bokningslänk i ett e-postmeddelande (texten ska ha ##BOOKINGLINK##), eller med en tid vald direkt (en sökande; inbjudan går med kalenderinbjudan).',
  }),
  get_ApplicationInterviews: action<InterviewView[]>()({
    input: z.object({ containerId, positionId, applicantId: positiveId('Ogiltig sökande') }),
    access: { role: 'reader', scope: 'application' },
    mutation: false,
    description: 'Ansökans intervjuer, senast skapad först.',
  }),
  cancel_Interview: action<InterviewView>()({
    input: z.object({ containerId, positionId, applicantId: positiveId('Ogiltig sökande'), id: interviewId }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description:
      'Avboka en intervju: den sökande och intervjuarna får en avbokning i kalendern, tiden blir ledig.',
  }),
  get_TodaysInterviews: action<InterviewView[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets bokade intervjuer i dag (svensk tid), i tidsordning.',
  }),
} satisfies ActionArea;
