import { position, type AreaSamples } from './context.ts';

export const jobChannelsSamples: AreaSamples<'jobChannels'> = {
  get_PartnerSettings: ({ containerId }) => ({ containerId }),
  update_PartnerSetting: ({ containerId }) => ({
    containerId,
    partner: 'arbetsformedlingen',
    isEnabled: false,
    settings: { senderId: '123456' },
  }),
  get_PositionIntegrations: position,
  // Unticked: saved without the channel being on, so the row shows who may call it, not the channel's state.
  update_PositionIntegration: async (ctx) => ({
    ...(await position(ctx)),
    partner: 'classifieds',
    isChecked: false,
    data: {},
  }),
  get_PositionPartners: position,
};
