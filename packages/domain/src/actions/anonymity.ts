import { z } from 'zod';
import { applicationId } from '../applicant-inputs.ts';
import {
  anonymityInput,
  revealReason,
  type ApplicantVisibility,
  type PositionAnonymity,
} from '../anonymity.ts';
import { action, containerId, positionId, type ActionArea } from './define.ts';

const onApplicant = { containerId, positionId, applicantId: applicationId() };

/** The anonymised first review: the position's switch, an admin's early reveal, and the reviewer's "jäv". */
export const anonymityActions = {
  get_PositionAnonymity: action<PositionAnonymity>()({
    input: z.object({ containerId, positionId }),
    access: { role: 'reader', scope: 'position' },
    mutation: false,
    description: 'Om tjänstens första granskning är anonym, och processnivån där den slutar.',
  }),
  update_PositionAnonymity: action<PositionAnonymity>()({
    input: z.object({ containerId, positionId, ...anonymityInput }),
    access: { role: 'admin', scope: 'position' },
    mutation: true,
    description:
      'Slå på eller av anonym första granskning och välj processnivån där den slutar; ändringen loggas.',
  }),
  reveal_Applicant: action<ApplicantVisibility>()({
    input: z.object({ ...onApplicant, reason: revealReason }),
    access: { role: 'admin', scope: 'application' },
    mutation: true,
    description: 'Visa en anonym sökande före nivån, med ett skäl som loggas.',
  }),
  confirm_NoConflict: action<ApplicantVisibility>()({
    input: z.object({ ...onApplicant, conflict: z.boolean({ error: 'Ange om du är jävig' }) }),
    access: { role: 'reader', scope: 'application' },
    mutation: true,
    description:
      'Svara innan en visad sökande syns: ingen jäv (den sökande visas) eller jäv (den sökande förblir dold för dig); svaret loggas.',
  }),
} satisfies ActionArea;
