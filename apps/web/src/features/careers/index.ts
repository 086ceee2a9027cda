/**
 * What other features use of the career site: live previews of its application form, a position's page
 * (with its form) and the company page, and
 * its typography for company HTML (the GDPR text in force).
 */
export { FormPreview } from './form-preview.tsx';
export { PositionPreview } from './position-preview.tsx';
export { CompanyPagePreview, PREVIEW_COMPANY_KEY, usePreviewCompany } from './company-preview.tsx';
export { Prose } from './prose.tsx';
