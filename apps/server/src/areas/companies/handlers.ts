import type { HandlerMap } from '../../platform/action-context.ts';
import { createCompany, createDemoCompany, deleteCompany, updateCompanyStatus } from './commands.ts';
import { companyRows, containerOf } from './presenters.ts';
import { containersOf } from '../../core/access/membership.ts';

export const companiesHandlers = {
  async get_Containers(_input, { db, user }) {
    return containersOf(db, user);
  },

  async get_Container({ containerId }, { db }) {
    return containerOf(db, containerId);
  },

  async search_Containers({ query, take }, { db }) {
    return companyRows(db, { query, take });
  },

  async create_Container(input, ctx) {
    return createCompany(ctx, input);
  },

  async create_DemoContainer(_input, ctx) {
    return createDemoCompany(ctx);
  },

  async update_ContainerAccount({ containerId, status }, ctx) {
    return updateCompanyStatus(ctx, containerId, status);
  },

  async delete_Container({ containerId, confirmName }, ctx) {
    return deleteCompany(ctx, containerId, confirmName);
  },
} satisfies Partial<HandlerMap>;
