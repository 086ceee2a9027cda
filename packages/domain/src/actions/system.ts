import { z } from 'zod';
import type { SystemStatus } from '../system-tools.ts';
import { action, type ActionArea } from './define.ts';

/** The machine the server runs on (/admin/system): superuser only. */
export const systemActions = {
  get_SystemStatus: action<SystemStatus>()({
    input: z.object({}).strict(),
    access: { role: 'superuser', scope: 'platform' },
    mutation: false,
    description:
      'Systemprogrammen servern behöver (LibreOffice, poppler, Tesseract med svenska): om de finns och deras version, kontrollerade just nu.',
  }),
} satisfies ActionArea;
