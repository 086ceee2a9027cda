import { roleAtLeast, type Role } from '@rekry/domain';
import type { LucideIcon } from 'lucide-react';
import { NAV_GROUPS, type NavGroup, type Screen } from '../lib/screens.ts';
import { SCREENS } from './registry.ts';
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
export function navigationFor(role: Role, screens: readonly Screen[] = SCREENS): NavCategory[] {
  return NAV_GROUPS.filter((id) => roleAtLeast(role, VISIBLE_FOR[id] ?? 'signedIn'))
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
