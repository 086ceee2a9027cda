/** What other areas use of data-generation: the rest of the area is its own. */
export { generateApplicants } from './applicant-generator.ts';
export { customerServiceForm, warehouseForm } from './sample-data/forms.ts';
