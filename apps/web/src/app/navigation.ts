import { roleAtLeast, type Role } from '@rekry/domain';
import type { LucideIcon } from 'lucide-react';
import { SCREENS, type HomeCard, type NavGroup, type Screen } from './registry.tsx';
import { chromeStrings } from './strings.ts';

export interface NavItem {
  label: string;
  to: string;
  icon?: LucideIcon;
  enabled: boolean;
}
export interface NavCategory {
  id: NavGroup;
  label: string;
  items: NavItem[];
  /** No entry in the category is usable: the sidebar shows a warning icon. */
  warning: boolean;
}

/** Only users with this role see the category at all (the Superuser category). */
const VISIBLE_FOR: Partial<Record<NavGroup, Role>> = { superuser: 'superuser' };

/** The sidebar (SPEC §2 'Admin chrome') as one role sees it, derived from the screen registry. */
export function navigationFor(role: Role, screens: Screen[] = SCREENS): NavCategory[] {
  const groups = Object.keys(chromeStrings.nav.categories) as NavGroup[];
  return groups
    .filter((id) => roleAtLeast(role, VISIBLE_FOR[id] ?? 'signedIn'))
    .map((id) => {
      const items = screens
        .filter((entry) => entry.nav === id)
        .map((entry) => ({
          label: entry.title,
          to: entry.path,
          icon: entry.icon,
          enabled: roleAtLeast(role, entry.need),
        }));
      return { id, label: chromeStrings.nav.categories[id], items, warning: !items.some((i) => i.enabled) };
    })
    .filter((category) => category.items.length > 0);
}

export interface ResolvedHomeCard extends HomeCard {
  id: string;
  to: string;
  need: Role;
  icon?: LucideIcon;
  enabled: boolean;
}

/** The home page's cards ('Vad vill du göra?') one user sees: greyed below the screen's role. */
export function homeCardsFor(
  role: Role,
  canSwitch: boolean,
  screens: Screen[] = SCREENS,
): ResolvedHomeCard[] {
  return screens.flatMap((entry) => {
    const card = entry.home;
    if (!card) return [];
    if (card.hiddenBelow && !roleAtLeast(role, card.hiddenBelow)) return [];
    if (card.onlyWhenSwitchable && !canSwitch) return [];
    const { id, path, need, icon } = entry;
    return [{ ...card, id, to: path, need, icon, enabled: roleAtLeast(role, need) }];
  });
}
