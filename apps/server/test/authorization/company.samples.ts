import { THEME_DEFAULTS } from '@rekry/domain';
import type { AreaSamples } from './context.ts';

export const companySamples: AreaSamples<'company'> = {
  get_CompanyProfile: ({ containerId }) => ({ containerId }),
  update_CompanyProfile: ({ containerId }) => ({ containerId, profile: { city: 'Luleå' } }),
  get_ContainerTheme: ({ containerId }) => ({ containerId }),
  // The defaults, with the radius as the schema's own literal (Theme types it as any string).
  update_ContainerTheme: ({ containerId }) => ({
    containerId,
    theme: { ...THEME_DEFAULTS, button: { ...THEME_DEFAULTS.button, borderRadius: 'rounded-md' } },
  }),
  reset_ContainerTheme: ({ containerId }) => ({ containerId }),
  get_ContainerMessages: ({ containerId }) => ({ containerId }),
  update_ContainerMessages: ({ containerId }) => ({
    containerId,
    messages: { validEmail: 'Kolla adressen' },
  }),
};
