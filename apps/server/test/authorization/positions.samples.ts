import { standardApplicationForm } from '@rekry/domain';
import { positionPermissions } from '../../src/db/schema.ts';
import { member, position, type AreaSamples } from './context.ts';

export const positionsSamples: AreaSamples<'positions'> = {
  get_Positions: ({ containerId }) => ({ containerId }),
  get_PositionCards: ({ containerId }) => ({ containerId }),
  get_PositionById: position,
  create_Position: ({ containerId }) => ({ containerId, name: 'Ny tjänst' }),
  update_Position: async (ctx) => ({ ...(await position(ctx)), name: 'Ändrad tjänst' }),
  update_PositionForm: async (ctx) => ({ ...(await position(ctx)), form: standardApplicationForm() }),
  archive_Position: async (ctx) => ({ ...(await position(ctx)), isArchived: true }),
  copy_Position: position,
  publish_Position: (ctx) => position(ctx, { publishedAt: null }),
  unpublish_Position: position,
  get_PositionPreview: (ctx) => position(ctx, { publishedAt: null }),
  delete_Position: position,
  get_PositionPermissions: position,
  create_PositionPermission: async (ctx) => ({
    ...(await position(ctx)),
    email: (await member(ctx)).email,
    permissionId: 3,
  }),
  update_PositionPermission: async (ctx) => {
    const target = await position(ctx);
    const user = await member(ctx);
    await ctx.t.db.insert(positionPermissions).values({ ...target, userId: user.id, permissionId: 3 });
    return { ...target, email: user.email, permissionId: 2 };
  },
  list_PositionOwnerChoices: ({ containerId }) => ({ containerId }),
  get_PositionTypes: ({ containerId }) => ({ containerId }),
};
