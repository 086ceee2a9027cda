import type { AreaSamples } from './context.ts';

export const eventsSamples: AreaSamples<'events'> = {
  get_Events: ({ containerId }) => ({ containerId }),
  get_AllEvents: () => ({}),
  get_EventPeople: ({ containerId }) => ({ containerId }),
  export_Events: ({ containerId }) => ({ containerId, kind: 'sign-in' }),
  export_AllEvents: () => ({}),
};
