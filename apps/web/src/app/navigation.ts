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

/** The admin sidebar (SPEC §2 'Admin chrome'). */
export const NAVIGATION: NavCategory[] = [
  {
    id: 'general',
    label: t.categories.general,
    items: [
      { label: t.items.start, to: '/admin', icon: Home },
      { label: t.items.positions, to: '/admin/positions', icon: Megaphone },
      { label: t.items.news, to: '/admin/news', icon: Newspaper },
    ],
  },
  {
    id: 'settings',
    label: t.categories.settings,
    items: [
      { label: t.items.emailTemplates, to: '/admin/templates/email', icon: Mail },
      { label: t.items.banners, to: '/admin/banners', icon: Image },
      { label: t.items.formTemplates, to: '/admin/form-templates', icon: FileText },
      { label: t.items.skills, to: '/admin/templates/skills', icon: Sparkles },
    ],
  },
  {
    id: 'admin',
    label: t.categories.admin,
    items: [
      { label: t.items.users, to: '/admin/users', icon: Users },
      { label: t.items.companyProfile, to: '/admin/container/profile', icon: Building2 },
      { label: t.items.integration, to: '/admin/integration', icon: PlugZap },
      { label: t.items.gdpr, to: '/admin/gdpr', icon: ShieldCheck },
    ],
  },
  {
    id: 'superuser',
    label: t.categories.superuser,
    visibleFor: 'superuser',
    items: [
      { label: t.items.events, to: '/admin/events', icon: Activity },
      { label: t.items.billing, to: '/admin/billing-management', icon: CreditCard },
      { label: t.items.createNews, to: '/admin/create-news', icon: PenSquare },
      { label: t.items.newContainer, to: '/admin/container/new', icon: Building2 },
      { label: t.items.generateData, to: '/admin/generate-data', icon: Database },
    ],
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
