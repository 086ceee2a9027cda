import './zod-locale.ts';
export * from './host.ts';
export * from './permissions.ts';
export * from './session.ts';
export * from './password.ts';
export * from './notification-preferences.ts';
export * from './catalogue.ts';
export * from './errors.ts';
export * from './constants.ts';
