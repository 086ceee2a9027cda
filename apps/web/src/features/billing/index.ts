/** What other features use of billing: the company profile's read-only 'Abonnemang' tab. */
export { CompanyBillingTab } from './company-billing-tab.tsx';
