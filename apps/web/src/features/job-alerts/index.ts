/** What other features use of job-alerts. */
export { MyJobAlertsCard } from './my-alerts-card.tsx';
export { CompanyJobAlertsCard } from './company-alerts-card.tsx';
