import { CreditCard } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The superuser's billing of every company. */
export const billingScreens = [
  defineScreen({
    id: 'billing',
    path: paths.billing,
    need: 'superuser',
    title: 'Billing Management',
    icon: CreditCard,
    nav: 'superuser',
    page: page(
      'billing-page',
      () => import('./billing-page.tsx'),
      (m) => m.BillingPage,
    ),
  }),
];
