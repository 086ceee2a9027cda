import { ArrowLeftRight, Building2 } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The superuser's companies: creating one, and every company's account status. */
export const companiesScreens = [
  defineScreen({
    id: 'newContainer',
    path: paths.newContainer,
    need: 'superuser',
    title: 'Ny Container',
    icon: Building2,
    nav: 'superuser',
    home: { text: 'Skapa ett nytt företag på plattformen.', hiddenBelow: 'superuser' },
    page: page(
      'companies-page',
      () => import('./companies-page.tsx'),
      (m) => m.CompaniesPage,
    ),
  }),
];

/** The company picker: outside the chrome, since it comes before a company is chosen. */
export const companyPickerScreens = [
  defineScreen({
    id: 'switchCompany',
    path: paths.pickContainer,
    need: 'signedIn',
    outsideChrome: true,
    title: 'Välj företag',
    icon: ArrowLeftRight,
    home: { title: 'Byt företag', text: 'Arbeta i ett annat av dina företag.', onlyWhenSwitchable: true },
    page: page(
      'pick-company-page',
      () => import('./pick-company-page.tsx'),
      (m) => m.PickCompanyPage,
    ),
  }),
];
