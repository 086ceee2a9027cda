import { Library } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/**
 * The company's library of assessment criteria, beside the skills. A position's requirement profile and
 * its comparison are tabs of the position's workspace (features/positions/screens.ts).
 */
export const scorecardScreens = [
  defineScreen({
    id: 'criteriaLibrary',
    path: paths.criteria,
    need: 'writer',
    title: 'Kriteriebibliotek',
    icon: Library,
    nav: 'settings',
    page: page(
      'criteria-library-page',
      () => import('./criteria-library-page.tsx'),
      (m) => m.CriteriaLibraryPage,
    ),
  }),
];
