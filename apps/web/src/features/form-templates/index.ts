/** What other features use of form templates: the builder's template buttons and the hooks. */
export { SaveAsTemplateButton, UseTemplateButton, fieldCount } from './template-buttons.tsx';
export {
  useDeleteFormTemplate,
  useFormTemplate,
  useFormTemplates,
  useSaveFormTemplate,
  type FormTemplateWrite,
} from './api.ts';
