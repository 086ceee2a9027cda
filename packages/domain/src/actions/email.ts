import { z } from 'zod';
import {
  emailStatusSummaryShape,
  emailTrackingShape,
  sendApplicantEmailShape,
  sendApplicantsEmailShape,
  type EmailStatusSummary,
  type SendEmailResult,
  type TrackedEmail,
} from '../applicant-email.ts';
import { action, containerId, positionId, type ActionArea } from './define.ts';

export const emailActions = {
  send_ApplicantEmail: action<SendEmailResult>()({
    input: z.object({ containerId, positionId, ...sendApplicantEmailShape }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description:
      "Skicka e-post till en sökande (mallens variabler fylls i); levereras av jobbkön med omförsök ('E-post skickad').",
  }),
  send_ApplicantsEmail: action<SendEmailResult>()({
    input: z.object({ containerId, positionId, ...sendApplicantsEmailShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      "Skicka e-post till flera av tjänstens sökande (högst 1000), variablerna ifyllda per mottagare ('E-post skickad').",
  }),
  get_EmailTracking: action<TrackedEmail[]>()({
    input: z.object({ containerId, ...emailTrackingShape }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description:
      'Företagets skickade e-post, nyast först, filtrerad på ansökan, tjänst, typ och adress (högst `limit`, standard 50).',
  }),
  get_EmailStatusSummary: action<EmailStatusSummary>()({
    input: z.object({ containerId, ...emailStatusSummaryShape }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Sammanställning av e-posten till en ansökan per status, med de senaste (standard 5).',
  }),
} satisfies ActionArea;
