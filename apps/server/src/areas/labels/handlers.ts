/** The label actions: a company's statuses and process levels, added, renamed, reordered and removed. */
import { companyLabels } from './presenters.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { createLabel, deleteLabel, reorderLabels, updateLabel } from './commands.ts';
import { labelUsage } from './presenters.ts';

export const labelHandlers = {
  async get_LabelUsage({ containerId }, { db }) {
    return labelUsage(db, containerId);
  },

  async create_Label({ containerId, ...label }, { db }) {
    await createLabel(db, containerId, label);
    return companyLabels(db, containerId);
  },

  async update_Label({ containerId, ...label }, { db }) {
    await updateLabel(db, containerId, label);
    return companyLabels(db, containerId);
  },

  async update_LabelOrder({ containerId, ...order }, { db }) {
    await reorderLabels(db, containerId, order);
    return companyLabels(db, containerId);
  },

  async delete_Label({ containerId, ...removal }, ctx) {
    await deleteLabel(ctx, containerId, removal);
    return companyLabels(ctx.db, containerId);
  },
} satisfies Partial<HandlerMap>;
