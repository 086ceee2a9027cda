import { z } from 'zod';
import { newPasswordSchema } from './password.ts';
import { passwordMessages } from './password-rules.ts';

/** How long an invitation link works (docs/decisions.md: the invitation flow). */
export const INVITATION_TTL_DAYS = 7;

/** Swedish messages of the invitation flow. */
export const invitationMessages = {
  invalid: 'Länken till inbjudan är ogiltig. Kontrollera att du har kopierat hela länken.',
  expired: 'Inbjudan har gått ut. Be företaget skicka en ny inbjudan.',
  used: 'Inbjudan har redan använts. Logga in för att komma till företaget.',
  alreadyMember: 'Personen finns redan i företaget',
  notFound: 'Inbjudan finns inte',
  firstnameRequired: 'Förnamn måste anges',
  lastnameRequired: 'Efternamn måste anges',
  nameTooLong: 'Namnet är för långt',
  passwordRequired: 'Lösenord måste anges',
  wrongAccount: 'Du är inloggad med ett annat konto än det som bjöds in. Logga ut och försök igen.',
  disabled: 'Kontot är avstängt',
} as const;

/**
 * Login of an account that is neither staff (no company) nor a confirmed candidate: the address
 * was never proven, so its own pages stay shut until it is.
 */
export const noStaffAccessMessage =
  'Kontot är inte aktiverat. Bekräfta din e-postadress genom att välja ett nytt lösenord via ”Glömt lösenord?”.';

/** A pending invitation as the inviting company sees it: the address it typed, nothing about the person. */
export interface ContainerInvitation {
  id: number;
  email: string;
  permissionIds: number[];
  createdAt: string;
  expiresAt: string;
  expired: boolean;
}

/** GET /api/account/invitation/:token: what the holder of the link needs to accept it. */
export interface InvitationInfo {
  containerId: number;
  containerName: string;
  email: string;
  /** The address has no password yet (no account, or an account that never chose one): set name + password. */
  needsPassword: boolean;
}

export const invitationToken = z
  .string({ error: invitationMessages.invalid })
  .min(10, invitationMessages.invalid)
  .max(512, invitationMessages.invalid);

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, invitationMessages.nameTooLong);

/** Accepting as a new account (or one without a password): name and password, with the register rules. */
export const acceptInvitationNewInput = z
  .object({
    token: invitationToken,
    firstname: name(invitationMessages.firstnameRequired),
    lastname: name(invitationMessages.lastnameRequired),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: passwordMessages.mismatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });

/** Accepting with an existing account: its password, unless the request is signed in as that address. */
export const acceptInvitationExistingInput = z.object({
  token: invitationToken,
  password: z.string().max(1024).optional(),
});
