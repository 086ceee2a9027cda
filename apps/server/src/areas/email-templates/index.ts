/** What other areas use of email-templates: the rest of the area is its own. */
export { labelTemplateFor, ownVariables } from './presenters.ts';
