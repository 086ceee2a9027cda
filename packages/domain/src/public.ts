/**
 * The zod-free part of the domain that the public career site needs. The public bundle imports
 * '@rekry/domain/public' (not the root, which carries the action catalogue and zod) to stay small.
 */
export * from './host.ts';
export * from './constants.ts';
export * from './dates.ts';
export * from './format.ts';
export * from './positions.ts';
export * from './theme.ts';
export * from './contrast.ts';
export * from './public-api.ts';
export * from './public-search.ts';
export * from './job-alerts.ts';
export * from './forms/index.ts';
export * from './html-policy.ts';
export { ERROR_CODE_BY_STATUS } from './errors.ts';
export * from './interview-words.ts';
export * from './accessibility.ts';
export * from './talent-pool.ts';
export { slotsByDay } from './interview-slots.ts';
export { runtimeTimeZone } from './time-zones.ts';
export * from './application-words.ts';
export * from './survey-words.ts';
