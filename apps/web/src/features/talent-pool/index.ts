/** What other features use of the talent pool: a member's ways on to a position, on their applicant page. */
export { PoolInviteButton, TalentPoolMemberCard } from './member-actions.tsx';
