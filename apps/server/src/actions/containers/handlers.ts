import { asc, countDistinct, eq } from 'drizzle-orm';
import { containers, containerUsers, folders } from '../../db/schema.ts';
import { notFound } from '../../core/errors.ts';
import type { HandlerMap } from '../types.ts';
import {
  companyRows,
  createCompany,
  createDemoCompany,
  deleteCompany,
  updateCompanyStatus,
} from './companies.ts';
import { containersOf } from '../../core/access/membership.ts';

export const containerHandlers = {
  async get_Containers(_input, { db, user }) {
    return containersOf(db, user);
  },

  async get_Container({ containerId }, { db }) {
    const [container] = await db.select().from(containers).where(eq(containers.id, containerId));
    if (!container) throw notFound('Företaget finns inte');
    const folderRows = await db
      .select({ id: folders.id, name: folders.name })
      .from(folders)
      .where(eq(folders.containerId, containerId))
      .orderBy(asc(folders.name));
    const [members] = await db
      .select({ users: countDistinct(containerUsers.userId) })
      .from(containerUsers)
      .where(eq(containerUsers.containerId, containerId));
    return {
      id: container.id,
      name: container.name,
      plans: container.plans,
      theme: container.theme,
      metadata: container.metadata,
      folders: folderRows,
      users: members?.users ?? 0,
    };
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
