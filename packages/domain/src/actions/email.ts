import { z } from 'zod';
import {
  emailStatusSummaryShape,
  emailTrackingShape,
  previewApplicantsEmailShape,
  sendApplicantEmailShape,
  sendApplicantsEmailShape,
  sentEmailShape,
  type EmailPreview,
  type EmailStatusSummary,
  type SendEmailResult,
  type SentEmail,
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
  preview_ApplicantsEmail: action<EmailPreview>()({
    input: z.object({ containerId, positionId, ...previewApplicantsEmailShape }),
    access: { role: 'writer', scope: 'position' },
    mutation: false,
    description:
      'Förhandsgranska ett e-postmeddelande till tjänstens sökande: ifyllt för en av mottagarna, och vilka variabler som blir tomma för vem.',
  }),
  get_SentEmail: action<SentEmail>()({
    input: z.object({ containerId, positionId, ...sentEmailShape }),
    access: { role: 'reader', scope: 'application' },
    mutation: false,
    description:
      'Ett skickat e-postmeddelande till ansökan i sin helhet: ämne, text, avsändare, mottagare, tid och status.',
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
