import type { AreaSamples } from './context.ts';

export const homeSamples: AreaSamples<'home'> = {
  get_HomeOverview: ({ containerId }) => ({ containerId }),
};
