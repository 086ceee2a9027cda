/** What other areas use of the talent pool. */
export { registerTalentPoolRoutes } from './public-routes.ts';
