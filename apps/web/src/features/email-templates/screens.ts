import { Mail } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The company's e-mail templates, and those of a position type's labels. */
export const emailTemplateScreens = [
  defineScreen({
    id: 'emailTemplates',
    path: paths.emailTemplates,
    need: 'writer',
    title: 'E-postmallar',
    icon: Mail,
    nav: 'settings',
    home: { text: 'Anpassa mejlen som går till sökande.' },
    page: page(
      'email-templates-page',
      () => import('./email-templates-page.tsx'),
      (m) => m.EmailTemplatesPage,
    ),
  }),
  defineScreen({
    id: 'labelTemplates',
    path: paths.labelTemplates,
    need: 'writer',
    title: 'E-postmallar för annonstyp',
    page: page(
      'label-templates-page',
      () => import('./label-templates-page.tsx'),
      (m) => m.LabelTemplatesPage,
    ),
  }),
];
