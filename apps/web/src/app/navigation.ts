import { roleAtLeast, type Role } from '@rekry/domain';
import {
  Activity,
  Building2,
  CreditCard,
  Database,
  FileText,
  Home,
  Image,
  Mail,
  Megaphone,
  Newspaper,
  PenSquare,
  PlugZap,
  ShieldCheck,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { ROUTE_NEEDS, type AdminPath } from '../lib/access.ts';
import { chromeStrings } from './strings.ts';

const t = chromeStrings.nav;

export type CategoryId = keyof typeof t.categories;

export interface NavItem {
  label: string;
  to: AdminPath;
  icon: LucideIcon;
}
export interface NavCategory {
  id: CategoryId;
  label: string;
  /** Shown only to users with this role (the Superuser category). */
  visibleFor?: Role;
  items: NavItem[];
}

type ItemKey = keyof typeof t.items;

// Labels come from the strings by key, so a category or an entry is one line of key, path and icon.
const category = (id: CategoryId, items: [ItemKey, AdminPath, LucideIcon][]): NavCategory => ({
  id,
  label: t.categories[id],
  items: items.map(([key, to, icon]) => ({ label: t.items[key], to, icon })),
});

/** The admin sidebar (SPEC §2 'Admin chrome'). */
export const NAVIGATION: NavCategory[] = [
  category('general', [
    ['start', '/admin', Home],
    ['positions', '/admin/positions', Megaphone],
    ['news', '/admin/news', Newspaper],
  ]),
  category('settings', [
    ['emailTemplates', '/admin/templates/email', Mail],
    ['banners', '/admin/banners', Image],
    ['formTemplates', '/admin/form-templates', FileText],
    ['skills', '/admin/templates/skills', Sparkles],
  ]),
  category('admin', [
    ['users', '/admin/users', Users],
    ['companyProfile', '/admin/container/profile', Building2],
    ['integration', '/admin/integration', PlugZap],
    ['gdpr', '/admin/gdpr', ShieldCheck],
  ]),
  {
    ...category('superuser', [
      ['events', '/admin/events', Activity],
      ['billing', '/admin/billing-management', CreditCard],
      ['createNews', '/admin/create-news', PenSquare],
      ['newContainer', '/admin/container/new', Building2],
      ['generateData', '/admin/generate-data', Database],
    ]),
    visibleFor: 'superuser',
  },
];

export interface ResolvedNavItem extends NavItem {
  enabled: boolean;
}
export interface ResolvedNavCategory extends Omit<NavCategory, 'items'> {
  items: ResolvedNavItem[];
  /** No entry in the category is usable: the sidebar shows a warning icon. */
  warning: boolean;
}

/** The sidebar as one role sees it: which categories show, which entries are enabled. */
export function navigationFor(role: Role): ResolvedNavCategory[] {
  return NAVIGATION.filter((category) => !category.visibleFor || roleAtLeast(role, category.visibleFor)).map(
    (category) => {
      const items = category.items.map((item) => ({
        ...item,
        enabled: roleAtLeast(role, ROUTE_NEEDS[item.to]),
      }));
      return { ...category, items, warning: !items.some((item) => item.enabled) };
    },
  );
}

/** 'Skapa annons' is enabled for writer, admin or superuser. */
export function canCreatePosition(role: Role): boolean {
  return roleAtLeast(role, ROUTE_NEEDS['/admin/positions/new']);
}
