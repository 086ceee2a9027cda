import { z } from 'zod';
import { companyMessagesSchema, type CompanyMessage } from '../company-messages.ts';
import { companyProfileSchema, type CompanyProfileView } from '../company-profile.ts';
import type { Theme } from '../theme.ts';
import { themeSchema } from '../theme-schema.ts';
import { action, containerId, type ActionArea } from './define.ts';

/** The company's own settings (SPEC §2 /admin/container/profile, admin only): its profile and theme. */
export const companyActions = {
  get_CompanyProfile: action<CompanyProfileView>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'Företagets profil: alla profilfält med sina standardvärden.',
  }),
  update_CompanyProfile: action<CompanyProfileView>()({
    input: z.object({ containerId, profile: companyProfileSchema }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    invalidates: 'public',
    description: 'Spara företagets profil (409 om adressnamnet används av ett annat företag).',
  }),
  get_ContainerTheme: action<Theme>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'Företagets tema för karriärsidan, med standardvärden där inget är valt.',
  }),
  update_ContainerTheme: action<Theme>()({
    input: z.object({ containerId, theme: themeSchema }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    invalidates: 'public',
    description: 'Spara företagets tema.',
  }),
  reset_ContainerTheme: action<Theme>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    invalidates: 'public',
    description: 'Återställ företagets tema till standardvärdena.',
  }),
  get_ContainerMessages: action<CompanyMessage[]>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'Företagets egna texter (/messages/) med standardtexterna.',
  }),
  update_ContainerMessages: action<CompanyMessage[]>()({
    input: z.object({ containerId, messages: companyMessagesSchema }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    invalidates: 'public',
    description: 'Spara företagets texter; en tom text går tillbaka till standardtexten.',
  }),
} satisfies ActionArea;
