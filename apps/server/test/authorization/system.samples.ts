import type { AreaSamples } from './context.ts';

export const systemSamples: AreaSamples<'system'> = {
  get_SystemStatus: () => ({}),
};
