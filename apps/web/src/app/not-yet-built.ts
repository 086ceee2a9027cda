import type { Role } from '@rekry/domain';
import { ROUTE_NEEDS } from '../lib/access.ts';

/**
 * Admin screens that a later issue builds. Until then their routes show an honest 'Den här delen är inte
 * tillgänglig ännu' page, behind the same role guard the real screen will have. An issue that builds one
 * of these removes its entry here and adds the real route in app/admin-routes.tsx.
 */
export interface NotYetBuilt {
  path: string;
  title: string;
  need: Role;
}

export const NOT_YET_BUILT: NotYetBuilt[] = [
  { path: '/admin/news', title: 'Nyheter', need: ROUTE_NEEDS['/admin/news'] },
  { path: '/admin/events', title: 'Events', need: ROUTE_NEEDS['/admin/events'] },
  { path: '/admin/templates/email', title: 'E-postmallar', need: ROUTE_NEEDS['/admin/templates/email'] },
  { path: '/admin/banners', title: 'Annonsbilder', need: ROUTE_NEEDS['/admin/banners'] },
  { path: '/admin/templates/skills', title: 'Kompetenser', need: ROUTE_NEEDS['/admin/templates/skills'] },
  {
    path: '/admin/container/profile',
    title: 'Företagsprofil',
    need: ROUTE_NEEDS['/admin/container/profile'],
  },
  { path: '/admin/integration', title: 'Integration', need: ROUTE_NEEDS['/admin/integration'] },
  { path: '/admin/gdpr', title: 'GDPR', need: ROUTE_NEEDS['/admin/gdpr'] },
  {
    path: '/admin/billing-management',
    title: 'Billing Management',
    need: ROUTE_NEEDS['/admin/billing-management'],
  },
  { path: '/admin/create-news', title: 'Skriv nyhet', need: ROUTE_NEEDS['/admin/create-news'] },
  { path: '/admin/container/new', title: 'Ny Container', need: ROUTE_NEEDS['/admin/container/new'] },
  { path: '/admin/generate-data', title: 'Generera data', need: ROUTE_NEEDS['/admin/generate-data'] },
];
