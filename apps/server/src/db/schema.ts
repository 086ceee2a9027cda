/**
 * The database schema, one file per area under ./schema/. drizzle-kit (drizzle.config.ts) and the client
 * read only this index, so every area file is re-exported here; the column helpers (schema/columns.ts,
 * schema/owners.ts) are not, as before.
 */
export * from './schema/containers.ts';
export * from './schema/users.ts';
export * from './schema/members.ts';
export * from './schema/account.ts';
export * from './schema/positions.ts';
export * from './schema/applicants.ts';
export * from './schema/files.ts';
export * from './schema/notifications.ts';
export * from './schema/email.ts';
export * from './schema/templates.ts';
export * from './schema/skills.ts';
export * from './schema/conversations.ts';
export * from './schema/gdpr.ts';
export * from './schema/integrations.ts';
export * from './schema/billing.ts';
export * from './schema/news.ts';
export * from './schema/audit.ts';
export * from './schema/data-generation.ts';
export * from './schema/system.ts';
export * from './schema/tags.ts';
export * from './schema/interviews.ts';
export * from './schema/evaluation.ts';
export * from './schema/accessibility.ts';
export * from './schema/job-alerts.ts';
export * from './schema/talent-pool.ts';
export * from './schema/reports.ts';
