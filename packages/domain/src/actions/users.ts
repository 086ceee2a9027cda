import { z } from 'zod';
import { positiveId } from '../ids.ts';
import type { ExportedFile } from '../applicant-inputs.ts';
import type { ContainerInvitation } from '../invitations.ts';
import { emailSchema } from '../password.ts';
import { PERMISSION_IDS } from '../permissions.ts';
import { action, containerId, userId, type ActionArea } from './define.ts';

export interface ContainerUser {
  id: number;
  userId: number;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  title: string;
  permissionIds: number[];
  disabled: boolean;
}

const permissionIds = z
  .array(
    z
      .number()
      .int()
      .refine((v) => PERMISSION_IDS.includes(v), 'Okänd behörighet'),
    {
      error: 'Behörigheter måste anges',
    },
  )
  .min(1, 'Välj minst en behörighet')
  .max(PERMISSION_IDS.length);

export const usersActions = {
  get_ContainerUsers: action<ContainerUser[]>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'Företagets användare och deras behörigheter.',
  }),
  export_ContainerUsers: action<ExportedFile>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description:
      'Företagets användare som CSV (namn, e-post, telefon, titel, behörigheter, status, senaste inloggning), base64.',
  }),
  get_UserById: action<ContainerUser>()({
    input: z.object({ containerId, userId: userId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'En användare i företaget.',
  }),
  create_ContainerUserPermission: action<ContainerInvitation>()({
    input: z.object({ containerId, email: emailSchema, permissionIds }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description:
      'Bjud in en person (via e-post) till företaget med behörigheter. Personen får ett mejl med en länk (giltig i 7 dagar) och blir medlem först när hen tackar ja; företaget ser bara adressen tills dess. En ny inbjudan till samma adress ersätter den förra.',
  }),
  get_ContainerInvitations: action<ContainerInvitation[]>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'Företagets inbjudningar som väntar på svar (adress, behörigheter, giltig till).',
  }),
  resend_ContainerInvitation: action<ContainerInvitation>()({
    input: z.object({ containerId, invitationId: positiveId('Ogiltigt inbjudnings-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Skicka en inbjudan igen: en ny länk, giltig i 7 dagar; den gamla länken slutar fungera.',
  }),
  delete_ContainerInvitation: action<{ ok: true }>()({
    input: z.object({ containerId, invitationId: positiveId('Ogiltigt inbjudnings-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ta bort en inbjudan som väntar på svar; länken slutar fungera.',
  }),
  update_ContainerUserPermission: action<ContainerUser>()({
    input: z.object({ containerId, email: emailSchema, permissionIds }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ändra en användares behörigheter i företaget.',
  }),
  delete_ContainerUserPermission: action<{ ok: true }>()({
    input: z.object({ containerId, userId: userId }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ta bort en användare från företaget.',
  }),
  reset_UserPassword: action<{ ok: true }>()({
    input: z.object({ containerId, userId: userId }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Skicka en länk för att välja nytt lösenord till en användare i företaget.',
  }),
} satisfies ActionArea;
