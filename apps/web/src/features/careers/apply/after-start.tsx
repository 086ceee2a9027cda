/**
 * What the application form shows only after the applicant starts on it: the dialogs ('Allmänna
 * villkor', 'Töm formuläret'), the summary of the fields to correct and the thank-you after sending. One
 * chunk, loaded when the applicant first enters the form (lazy-after-start.tsx): Radix's dialog is a third
 * of the form's code, and none of it is seen before then.
 */
export { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
export { TermsDialog } from './terms-dialog.tsx';
export { ErrorSummary } from './error-summary.tsx';
export { SuccessView } from './success-view.tsx';
