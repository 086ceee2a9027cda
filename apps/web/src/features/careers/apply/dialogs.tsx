/**
 * The application form's dialogs ('Allmänna villkor', 'Töm formuläret'), in one chunk that loads when the
 * applicant starts on the form (lazy-dialogs.tsx): Radix's dialog is a third of the form's code and no
 * one sees it before clicking.
 */
export { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
export { TermsDialog } from './terms-dialog.tsx';
