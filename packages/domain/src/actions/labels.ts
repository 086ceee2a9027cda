import { z } from 'zod';
import type { Label } from '../applicants.ts';
import { labelNameSchema } from '../email-templates.ts';
import { LABEL_TEXTS, labelId, labelMoveToSchema, labelTypeSchema, type LabelUsage } from '../labels.ts';
import { action, containerId, type ActionArea } from './define.ts';

/**
 * The company's labels: statuses (Interest) and process levels (Process). They are managed on 'Statusar
 * och taggar' (/admin/templates/statuses: admin or writer, as SPEC §2's /admin/templates/email that held
 * them before), so changing them needs a writer; every change answers the company's labels as get_Labels
 * would.
 */
export const labelsActions = {
  get_LabelUsage: action<LabelUsage[]>()({
    input: z.object({ containerId }),
    access: { role: 'writer', scope: 'container' },
    mutation: false,
    description: 'Hur många ansökningar som har varje etikett (som status eller processnivå).',
  }),
  create_Label: action<Label[]>()({
    input: z.object({ containerId, name: labelNameSchema, labelType: labelTypeSchema }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Lägg till en status eller processnivå sist i sin typ (409 om namnet redan finns).',
  }),
  update_Label: action<Label[]>()({
    input: z.object({
      containerId,
      id: labelId,
      name: labelNameSchema,
      isDefault: z.boolean({ error: 'Ogiltigt värde' }),
    }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description:
      'Byt namn på en etikett och välj om den är förvald; exakt en förvald per typ (409 om namnet redan finns).',
  }),
  update_LabelOrder: action<Label[]>()({
    input: z.object({
      containerId,
      labelType: labelTypeSchema,
      ids: z.array(labelId, { error: LABEL_TEXTS.orderMismatch }).min(1, LABEL_TEXTS.orderMismatch).max(100),
    }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Ny ordning för en typs etiketter: alla typens etiketter, i den nya ordningen.',
  }),
  delete_Label: action<Label[]>()({
    input: z.object({ containerId, id: labelId, moveTo: labelMoveToSchema }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description:
      'Ta bort en etikett; används den flyttas dess sökande först till `moveTo` (samma typ och företag), i samma transaktion. Den förvalda kan inte tas bort. Etikettens e-postmallar tas bort med den.',
  }),
} satisfies ActionArea;
