/** The form builder's public surface, used by the position form page and the form-template screens. */
export { FormBuilder } from './form-builder.tsx';
export { FormPreviewPanel } from './form-preview-panel.tsx';
export { AutosaveStatus } from './autosave-status.tsx';
export { BuilderSkeleton, FormEditor } from './form-editor.tsx';
export { useAutosave, type AutosaveState } from './use-autosave.ts';
export { builderStrings } from './strings.ts';
