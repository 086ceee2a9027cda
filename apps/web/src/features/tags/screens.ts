import { Tags } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The company's statuses, process levels and free tags (writer or admin, as the labels always were). */
export const tagScreens = [
  defineScreen({
    id: 'statusesAndTags',
    path: paths.statusesAndTags,
    need: 'writer',
    title: 'Statusar och taggar',
    icon: Tags,
    nav: 'settings',
    home: { text: 'Statusar, processnivåer och taggar som ni sätter på sökande.' },
    page: page(
      'statuses-and-tags-page',
      () => import('./statuses-and-tags-page.tsx'),
      (m) => m.StatusesAndTagsPage,
    ),
  }),
];
