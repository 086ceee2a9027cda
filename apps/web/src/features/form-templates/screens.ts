import { FileText } from 'lucide-react';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** The company's application form templates. */
export const formTemplateScreens = [
  defineScreen({
    id: 'formTemplates',
    path: paths.formTemplates,
    need: 'writer',
    title: 'Formulärmallar',
    icon: FileText,
    nav: 'settings',
    page: page(
      'form-templates-page',
      () => import('./form-templates-page.tsx'),
      (m) => m.FormTemplatesPage,
    ),
  }),
  defineScreen({
    id: 'newFormTemplate',
    path: paths.newFormTemplate,
    need: 'writer',
    title: 'Ny formulärmall',
    page: page(
      'template-editor-page',
      () => import('./template-editor-page.tsx'),
      (m) => m.NewFormTemplatePage,
    ),
  }),
  defineScreen({
    id: 'editFormTemplate',
    path: paths.editFormTemplate,
    need: 'writer',
    title: 'Redigera formulärmall',
    page: page(
      'template-editor-page',
      () => import('./template-editor-page.tsx'),
      (m) => m.EditFormTemplatePage,
    ),
  }),
];
