import { Building2 } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The company's profile, theme and texts (admin). */
export const companyScreens = [
  defineScreen({
    id: 'companyProfile',
    path: paths.companyProfile,
    need: 'admin',
    title: 'Företagsprofil',
    icon: Building2,
    nav: 'admin',
    home: { text: 'Logotyp, kontaktuppgifter och karriärsida.' },
    page: page(
      'company-profile-page',
      () => import('./company-profile-page.tsx'),
      (m) => m.CompanyProfilePage,
    ),
  }),
];
