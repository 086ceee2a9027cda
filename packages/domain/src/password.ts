import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages } from './password-rules.ts';

export * from './password-rules.ts';

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

/** The login form's fields. */
export const loginFields = z.object({
  email: z
    .string({ error: 'E-postadress måste anges' })
    .trim()
    .toLowerCase()
    .min(1, 'E-postadress måste anges')
    .max(254, 'E-postadressen är för lång'),
  password: z.string({ error: passwordMessages.required }).min(1, passwordMessages.required).max(1024),
});

/** Login takes `email` or, as older clients send it, `username`. */
export const loginInput = z.preprocess(
  (v) => (v && typeof v === 'object' && !('email' in v) && 'username' in v ? { ...v, email: v.username } : v),
  loginFields,
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
