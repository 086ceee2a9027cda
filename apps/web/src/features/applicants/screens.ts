import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** A position's applicants: adding one, and one applicant. */
export const applicantScreens = [
  defineScreen({
    id: 'newApplicant',
    path: paths.newApplicant,
    need: 'signedIn',
    title: 'Lägg till sökande',
    page: page(
      'new-applicant-page',
      () => import('./new-applicant-page.tsx'),
      (m) => m.NewApplicantPage,
    ),
  }),
  defineScreen({
    id: 'applicant',
    path: paths.applicant,
    need: 'signedIn',
    title: 'Sökande',
    page: page(
      'applicant-page',
      () => import('./applicant-page.tsx'),
      (m) => m.ApplicantPage,
    ),
  }),
];
