import { roleAtLeast, type Role } from '@rekry/domain';
import type { LucideIcon } from 'lucide-react';
import type { HomeCard, Screen } from '../../lib/screens.ts';

export interface ResolvedHomeCard extends HomeCard {
  id: string;
  to: string;
  need: Role;
  icon?: LucideIcon;
  enabled: boolean;
}

/** The home page's cards ('Vad vill du göra?') one user sees: greyed below the screen's role. */
export function homeCardsFor(role: Role, canSwitch: boolean, screens: readonly Screen[]): ResolvedHomeCard[] {
  return screens.flatMap((entry) => {
    const card = entry.home;
    if (!card) return [];
    if (card.hiddenBelow && !roleAtLeast(role, card.hiddenBelow)) return [];
    if (card.onlyWhenSwitchable && !canSwitch) return [];
    const { id, path, need, icon } = entry;
    return [{ ...card, id, to: path, need, icon, enabled: roleAtLeast(role, need) }];
  });
}
