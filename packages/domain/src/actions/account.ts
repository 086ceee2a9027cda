import { z } from 'zod';
import { updatePasswordInput } from '../password.ts';
import type { Shell } from '../candidate.ts';
import type { ContainerSummary } from './companies.ts';
import { action, type ActionArea } from './define.ts';

export interface CurrentUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  superuser: boolean;
  candidate: boolean;
  /** The layout the user gets: staff (any company, or superuser) or the candidate's own pages. */
  shell: Shell;
  containers: ContainerSummary[];
}

export const accountActions = {
  get_CurrentUser: action<CurrentUser>()({
    input: z.object({}).strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description: 'Den inloggade användaren och de företag hen tillhör, med roll per företag.',
  }),
  update_password: action<{ ok: true; token: string; expiration: string }>()({
    input: updatePasswordInput,
    access: { role: 'signedIn', scope: 'self' },
    mutation: true,
    description: 'Byt eget lösenord. Alla äldre inloggningar avslutas; svaret bär en ny token.',
  }),
} satisfies ActionArea;
