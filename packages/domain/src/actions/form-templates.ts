import { z } from 'zod';
import { positiveId } from '../ids.ts';
import {
  formTemplateInput,
  positionTemplateInput,
  type FormTemplate,
  type PositionTemplate,
} from '../position-admin.ts';
import { action, containerId, type ActionArea } from './define.ts';

export const formTemplatesActions = {
  get_PositionTemplates: action<PositionTemplate[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: "Annonsmallarna (JSON i mappen 'PositionTemplates'); 404 när mappen saknas.",
  }),
  upsert_PositionTemplate: action<PositionTemplate>()({
    input: z.object({ containerId, ...positionTemplateInput }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description:
      'Spara en annonsmall. Är den förvald för en annonstyp slutar andra mallar vara förvalda för den.',
  }),
  get_FormTemplates: action<FormTemplate[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Formulärmallarna, efter namn.',
  }),
  upsert_FormTemplate: action<FormTemplate>()({
    input: z.object({ containerId, id: positiveId('Ogiltigt mall-id').optional(), ...formTemplateInput }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Skapa (utan id) eller spara en formulärmall.',
  }),
  delete_FormTemplate: action<{ ok: true }>()({
    input: z.object({ containerId, id: positiveId('Ogiltigt mall-id') }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Ta bort en formulärmall.',
  }),
} satisfies ActionArea;
