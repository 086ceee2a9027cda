/** What other areas use of e-mail to applicants: queueing staff mail with the templates' variables filled. */
export { queueApplicantEmails } from './send.ts';
export { recipientsOf, type Recipient } from './merge.ts';
