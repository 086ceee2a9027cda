// Plain rules and messages, without zod, so screens that only show them stay small.

/**
 * Password rules (decided in docs/decisions.md): at least 10 characters, at most 128, not only
 * whitespace, and not the same as the e-mail address. Length beats composition rules (NIST SP 800-63B).
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  required: 'Lösenord måste anges',
  tooShort: `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken`,
  tooLong: `Lösenordet får vara högst ${PASSWORD_MAX_LENGTH} tecken`,
  blank: 'Lösenordet får inte bara bestå av mellanslag',
  sameAsEmail: 'Lösenordet får inte vara samma som e-postadressen',
  mismatch: 'Lösenorden matchar inte',
  sameAsOld: 'Det nya lösenordet måste skilja sig från det nuvarande',
} as const;

/** Every rule a new password breaks, in Swedish: used to list all failures at once in the UI. */
export function passwordProblems(password: string, email?: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(passwordMessages.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(passwordMessages.tooLong);
  if (password.length > 0 && password.trim().length === 0) problems.push(passwordMessages.blank);
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase())
    problems.push(passwordMessages.sameAsEmail);
  return problems;
}
