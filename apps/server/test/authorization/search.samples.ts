import type { AreaSamples } from './context.ts';

export const searchSamples: AreaSamples<'search'> = {
  // A word the CV search reads too: the 'Träffar i CV' query runs with the others.
  get_applicantPositionBySearchQuery: ({ containerId }) => ({ containerId, filter: 'anna' }),
};
