import { Sparkles } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The company's skills and collections; their editors open as dialogs on the same screen. */
export const skillScreens = [
  defineScreen({
    id: 'skills',
    path: paths.skills,
    need: 'writer',
    title: 'Kompetenser',
    icon: Sparkles,
    nav: 'settings',
    page: page(
      'skills-page',
      () => import('./skills-page.tsx'),
      (m) => m.SkillsPage,
    ),
  }),
];
