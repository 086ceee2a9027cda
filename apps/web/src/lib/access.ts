import { roleAtLeast, type Role } from '@rekry/domain';

/**
 * Who may create positions (SPEC §2 and §6: writer, admin or superuser). The ad picker's route in the
 * registry, the sidebar's 'Skapa annons' button and the list's button all read this one rule.
 */
export const CREATE_POSITION_NEED: Role = 'writer';

export function canCreatePosition(role: Role): boolean {
  return roleAtLeast(role, CREATE_POSITION_NEED);
}
