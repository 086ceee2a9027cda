import { Accessibility } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The operator's accessibility statement, shown on every career site: the superuser edits its parts. */
export const accessibilityScreens = [
  defineScreen({
    id: 'accessibilityStatement',
    path: paths.accessibilityStatement,
    need: 'superuser',
    title: 'Tillgänglighetsredogörelse',
    icon: Accessibility,
    nav: 'superuser',
    page: page(
      'statement-editor-page',
      () => import('./statement-editor-page.tsx'),
      (m) => m.StatementEditorPage,
    ),
  }),
];
