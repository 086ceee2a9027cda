/** What other areas use of account: the rest of the area is its own. */
export { deleteInvitation, inviteToContainer, listInvitations, resendInvitation } from './invitations.ts';
export { sendPasswordLink } from './password-reset.ts';
