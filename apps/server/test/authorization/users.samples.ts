import { invitation, member, type AreaSamples } from './context.ts';

export const usersSamples: AreaSamples<'users'> = {
  get_ContainerUsers: ({ containerId }) => ({ containerId }),
  export_ContainerUsers: ({ containerId }) => ({ containerId }),
  get_UserById: async (ctx) => ({ containerId: ctx.containerId, userId: (await member(ctx)).id }),
  create_ContainerUserPermission: ({ containerId }) => ({
    containerId,
    email: `ny-${Math.random().toString(36).slice(2)}@example.se`,
    permissionIds: [3],
  }),
  get_ContainerInvitations: ({ containerId }) => ({ containerId }),
  resend_ContainerInvitation: async (ctx) => ({
    containerId: ctx.containerId,
    invitationId: (await invitation(ctx)).id,
  }),
  delete_ContainerInvitation: async (ctx) => ({
    containerId: ctx.containerId,
    invitationId: (await invitation(ctx)).id,
  }),
  update_ContainerUserPermission: async (ctx) => ({
    containerId: ctx.containerId,
    email: (await member(ctx)).email,
    permissionIds: [2],
  }),
  delete_ContainerUserPermission: async (ctx) => ({
    containerId: ctx.containerId,
    userId: (await member(ctx)).id,
  }),
  reset_UserPassword: async (ctx) => ({ containerId: ctx.containerId, userId: (await member(ctx)).id }),
};
