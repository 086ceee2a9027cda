/** The application form: types, validators, messages, files, the standard form and consent texts. */
export * from './types.ts';
export * from './personnummer.ts';
export * from './properties.ts';
export * from './validators.ts';
export * from './messages.ts';
export * from './files.ts';
export * from './standard-form.ts';
export * from './consent.ts';
export * from './applicant-info.ts';
export * from './builder.ts';
export * from './age-period-rule.ts';
