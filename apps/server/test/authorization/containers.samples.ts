import type { AreaSamples } from './context.ts';

export const containersSamples: AreaSamples<'containers'> = {
  get_Containers: () => ({}),
  get_Container: ({ containerId }) => ({ containerId }),
  search_Containers: () => ({ query: 'Företag' }),
};
