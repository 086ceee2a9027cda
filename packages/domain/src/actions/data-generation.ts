import { z } from 'zod';
import {
  DATA_GENERATION_MESSAGES,
  dataGenerationId,
  dataGenerationShape,
  withinGenerationTotal,
  type DataGeneration,
} from '../data-generation.ts';
import { action, containerId, type ActionArea } from './define.ts';

/**
 * Generate data (/admin/generate-data): superuser only. Starting and removing name the company
 * (the dispatcher resolves it: a missing one is 404); the list is platform-wide, optionally one company's.
 */
export const dataGenerationActions = {
  get_DataGenerations: action<DataGeneration[]>()({
    input: z.object({ containerId: containerId.optional() }),
    access: { role: 'superuser', scope: 'platform' },
    mutation: false,
    description:
      'Körningarna av Generera data, nyast först (högst 50), med förlopp; ett företags med containerId.',
  }),
  create_DataGeneration: action<DataGeneration>()({
    input: z
      .object({ containerId, ...dataGenerationShape })
      .refine(withinGenerationTotal, { message: DATA_GENERATION_MESSAGES.total, path: ['applicants'] }),
    access: { role: 'superuser', scope: 'container' },
    mutation: true,
    description:
      'Starta en körning: påhittade tjänster och sökande till ett företag, som bakgrundsjobb i omgångar (samma generator som npm run bench).',
  }),
  remove_DataGeneration: action<DataGeneration>()({
    input: z.object({ containerId, id: dataGenerationId }),
    access: { role: 'superuser', scope: 'container' },
    mutation: true,
    description:
      'Ta bort en körnings genererade data (tjänsterna, ansökningarna och de påhittade personerna) som bakgrundsjobb.',
  }),
} satisfies ActionArea;
