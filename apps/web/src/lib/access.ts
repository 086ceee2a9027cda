import type { Role } from '@rekry/domain';

/**
 * Which role each admin route needs (SPEC §2 routes, §6 'Access by role' and the menu rule: superuser
 * pages need superuser, admin pages need admin, template pages need writer). The router guards and the
 * sidebar both read this one table, so a menu entry is enabled exactly when its route lets the user in.
 * Roles are ordered: writer includes admin, admin includes superuser (roleAtLeast).
 */
export const ROUTE_NEEDS = {
  '/admin': 'signedIn',
  '/admin/positions': 'signedIn',
  '/admin/positions/new': 'writer',
  '/admin/news': 'signedIn',
  '/admin/events': 'signedIn',
  '/admin/profile': 'signedIn',
  '/admin/change-password': 'signedIn',
  '/admin/templates/email': 'writer',
  '/admin/banners': 'writer',
  '/admin/form-templates': 'writer',
  '/admin/templates/skills': 'writer',
  '/admin/users': 'admin',
  '/admin/container/profile': 'admin',
  '/admin/integration': 'admin',
  '/admin/gdpr': 'admin',
  '/admin/billing-management': 'superuser',
  '/admin/create-news': 'superuser',
  '/admin/container/new': 'superuser',
  '/admin/generate-data': 'superuser',
} as const satisfies Record<string, Role>;

export type AdminPath = keyof typeof ROUTE_NEEDS;

export function routeNeed(path: AdminPath): Role {
  return ROUTE_NEEDS[path];
}
