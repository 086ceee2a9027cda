/** What other areas use of the talent pool. */
export { invitedFiles, registerTalentPoolRoutes } from './public-routes.ts';
