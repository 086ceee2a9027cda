import type { ParsedMail } from 'mailparser';

/**
 * A parsed mail's subject, text and HTML, each '' when the mail had none. Shared by the tests' SMTP peer
 * and the journeys' mail catcher, so both read a message alike; it loads no test runner.
 */
export function mailParts(mail: ParsedMail) {
  return {
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}
