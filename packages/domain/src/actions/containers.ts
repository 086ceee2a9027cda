import { z } from 'zod';
import type { Role } from '../permissions.ts';
import { action, containerId, type ActionArea } from './define.ts';

export interface ContainerSummary {
  id: number;
  name: string;
  displayName: string;
  permissionIds: number[];
  role: Role;
}
export interface ContainerDetail {
  id: number;
  name: string;
  plans: string[];
  theme: Record<string, unknown>;
  metadata: { foreignKey: string | null; properties: Record<string, unknown> };
  folders: { id: number; name: string }[];
  users: number;
}

export const containersActions = {
  get_Containers: action<ContainerSummary[]>()({
    input: z.object({}).strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description: 'Företagen som anroparen är medlem i.',
  }),
  get_Container: action<ContainerDetail>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Ett företag med id.',
  }),
  search_Containers: action<{ id: number; name: string; users: number }[]>()({
    input: z.object({
      query: z.string().trim().max(100, 'Söktexten är för lång').default(''),
      take: z.number().int().min(1).max(100).default(25),
    }),
    access: { role: 'superuser', scope: 'platform' },
    mutation: false,
    description: 'Sök bland alla företag på plattformen.',
  }),
} satisfies ActionArea;
