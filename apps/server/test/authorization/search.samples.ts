import type { AreaSamples } from './context.ts';

export const searchSamples: AreaSamples<'search'> = {
  get_applicantPositionBySearchQuery: ({ containerId }) => ({ containerId, filter: 'anna' }),
};
