import { z } from 'zod';
import {
  companyStatus,
  confirmName,
  createCompanyShape,
  type CompanyRow,
  type CompanyStatus,
  type CreatedCompany,
} from '../companies.ts';
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

export const companiesActions = {
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
  search_Containers: action<CompanyRow[]>()({
    input: z.object({
      query: z.string().trim().max(100, 'Söktexten är för lång').default(''),
      take: z.number().int().min(1).max(100).default(25),
    }),
    access: { role: 'superuser', scope: 'platform' },
    mutation: false,
    description: 'Sök bland alla företag på plattformen (namnet innehåller söktexten), med status och antal.',
  }),
  create_Container: action<CreatedCompany>()({
    input: z.object(createCompanyShape),
    access: { role: 'superuser', scope: 'platform' },
    mutation: true,
    description:
      'Skapa ett företag (namn unikt oavsett versaler, planer) och bjud in dess första administratör via e-post.',
  }),
  create_DemoContainer: action<CompanyRow>()({
    input: z.object({}),
    access: { role: 'superuser', scope: 'platform' },
    mutation: true,
    description: 'Skapa ett demoföretag med påhittade tjänster och sökande.',
  }),
  update_ContainerAccount: action<{ id: number; status: CompanyStatus }>()({
    input: z.object({ containerId, status: companyStatus }),
    access: { role: 'superuser', scope: 'container' },
    mutation: true,
    invalidates: 'public',
    description:
      'Ändra företagets kontostatus: Aktiv, Inaktiv (karriärsidan visas inte) eller Avstängd (personalen kan inte heller logga in).',
  }),
  delete_Container: action<{ ok: true }>()({
    input: z.object({ containerId, confirmName }),
    access: { role: 'superuser', scope: 'container' },
    mutation: true,
    invalidates: 'public',
    description:
      'Ta bort företaget och alla dess personuppgifter (som GDPR-raderingen); confirmName måste vara företagets namn.',
  }),
} satisfies ActionArea;
