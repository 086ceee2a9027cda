import { z } from 'zod';

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

export const newPasswordSchema = z
  .string({ error: passwordMessages.required })
  .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong)
  .refine((v) => v.trim().length > 0, passwordMessages.blank);

export const emailSchema = z
  .string({ error: 'E-postadress måste anges' })
  .trim()
  .min(1, 'E-postadress måste anges')
  .max(254, 'E-postadressen är för lång')
  .pipe(z.email({ error: 'E-postadressen har inte ett giltigt format' }))
  .transform((v) => v.toLowerCase());

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

/** Login takes `email` or, as older clients send it, `username`. */
export const loginInput = z.preprocess(
  (v) => (v && typeof v === 'object' && !('email' in v) && 'username' in v ? { ...v, email: v.username } : v),
  z.object({
    email: z
      .string({ error: 'E-postadress måste anges' })
      .trim()
      .toLowerCase()
      .min(1, 'E-postadress måste anges')
      .max(254, 'E-postadressen är för lång'),
    password: z.string({ error: passwordMessages.required }).min(1, passwordMessages.required).max(1024),
  }),
);

export const registerInput = z
  .object({ email: emailSchema, password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.password.trim().toLowerCase() !== v.email, {
    message: passwordMessages.sameAsEmail,
    path: ['password'],
  });

export const resetRequestInput = z.object({ email: emailSchema });

export const resetConfirmInput = z
  .object({
    token: z.string().min(10, 'Länken är ogiltig').max(512),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });

export const updatePasswordInput = z
  .object({
    password: z.string({ error: passwordMessages.required }).min(1, passwordMessages.required).max(1024),
    newPassword: newPasswordSchema,
    confirmNewPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmNewPassword'],
  })
  .refine((v) => v.newPassword !== v.password, {
    message: passwordMessages.sameAsOld,
    path: ['newPassword'],
  });
