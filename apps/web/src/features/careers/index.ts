/** What other features use of the career site: the public application form as a live preview. */
export { FormPreview } from './form-preview.tsx';
