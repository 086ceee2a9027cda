/**
 * Job boards and classifieds: the company's channel settings (/admin/integration) and a position's records
 * per channel (/admin/positions/{id}/integrations). The ads themselves are sent by the queue
 * (areas/job-channels/job-ads.ts).
 */
import { roleAtLeast } from '@rekry/domain';
import type { HandlerMap } from '../../platform/action-context.ts';
import { savePartnerSetting, savePositionIntegration } from './commands.ts';
import {
  partnerSettingsOf,
  positionIntegrationOf,
  positionIntegrationsOf,
  positionPartnersOf,
  savedSettingOf,
} from './presenters.ts';
import { refusePool } from '../positions/index.ts';

export const jobChannelHandlers = {
  async get_PartnerSettings({ containerId }, { db }) {
    return partnerSettingsOf(db, containerId);
  },

  async update_PartnerSetting({ containerId, partner, ...setting }, ctx) {
    const row = await savePartnerSetting(ctx, containerId, partner, setting);
    return savedSettingOf(ctx.db, partner, row, ctx.user.id);
  },

  // The sent document is for support: admins read it, writers do not.
  async get_PositionIntegrations({ containerId, positionId }, { db, role }) {
    return positionIntegrationsOf(db, containerId, positionId, roleAtLeast(role, 'admin'));
  },

  async update_PositionIntegration({ containerId, positionId, partner, ...choice }, ctx) {
    // The talent pool is no ad: no job board gets it.
    refusePool(ctx.position);
    const id = await savePositionIntegration(ctx, containerId, positionId, partner, choice);
    return positionIntegrationOf(
      ctx.db,
      containerId,
      positionId,
      partner,
      id,
      roleAtLeast(ctx.role, 'admin'),
    );
  },

  async get_PositionPartners({ positionId }, { db }) {
    return positionPartnersOf(db, positionId);
  },
} satisfies Partial<HandlerMap>;
