import './zod-locale.ts';
export { inputMessages, plainIssueMessage } from './zod-locale.ts';
export * from './host.ts';
export * from './permissions.ts';
export * from './session.ts';
export * from './password.ts';
export * from './notification-preferences.ts';
export * from './notifications.ts';
export * from './catalogue.ts';
export * from './errors.ts';
export * from './constants.ts';
export * from './dates.ts';
export * from './format.ts';
export * from './positions.ts';
export * from './position-admin.ts';
export * from './talent-pool.ts';
export * from './publication.ts';
export * from './theme.ts';
export * from './contrast.ts';
export * from './theme-schema.ts';
export * from './banners.ts';
export * from './company-profile.ts';
export * from './company-messages.ts';
export * from './public-api.ts';
export * from './public-search.ts';
export * from './job-alerts.ts';
export * from './forms/index.ts';
export * from './forms/schema.ts';
export * from './applicants.ts';
export * from './applicant-inputs.ts';
export * from './applicant-files.ts';
export * from './applicant-email.ts';
export * from './html-policy.ts';
export * from './invitations.ts';
export * from './swedish-search.ts';
export * from './search.ts';
export * from './cv-search.ts';
export * from './skills.ts';
export * from './news.ts';
export * from './companies.ts';
export * from './email-templates.ts';
export * from './labels.ts';
export * from './tags.ts';
export * from './personal-data.ts';
export * from './conversations.ts';
export * from './candidate.ts';
export * from './job-channels/index.ts';
export * from './audit.ts';
export * from './data-generation.ts';
export * from './billing.ts';
export * from './system-tools.ts';
export {
  instantOfWallTime,
  isTimeZone,
  localDay,
  runtimeTimeZone,
  timeZoneNames,
  zoneOffsetMs,
} from './time-zones.ts';
export * from './interview-slots.ts';
export * from './interviews.ts';
export * from './scorecards.ts';
export * from './anonymity.ts';
export * from './accessibility.ts';
export * from './application-source.ts';
export * from './reports.ts';
