import { ArrowLeftRight } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The company picker: outside the chrome, since it comes before a company is chosen. */
export const containerScreens = [
  defineScreen({
    id: 'switchCompany',
    path: paths.pickContainer,
    need: 'signedIn',
    outsideChrome: true,
    title: 'Välj företag',
    icon: ArrowLeftRight,
    home: { title: 'Byt företag', text: 'Arbeta i ett annat av dina företag.', onlyWhenSwitchable: true },
    page: page(
      'pick-container-page',
      () => import('./pick-container-page.tsx'),
      (m) => m.PickContainerPage,
    ),
  }),
];
