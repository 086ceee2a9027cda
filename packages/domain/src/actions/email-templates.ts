import { z } from 'zod';
import type { CompanyEmailTemplate, LabelEmailTemplate } from '../applicants.ts';
import {
  emailTemplateInputShape,
  emailVariableInputShape,
  bothOrNeither,
  labelTemplateSchema,
  positionTypeNameSchema,
  textTemplateInputShape,
  updateLabelTemplateShape,
  variableKeySchema,
  type EmailVariable,
  type LabelTemplatesView,
  type TextTemplate,
} from '../email-templates.ts';
import { positiveId } from '../ids.ts';
import type { PositionType } from '../position-admin.ts';
import { action, containerId, type ActionArea } from './define.ts';

const templateId = positiveId('Ogiltigt mall-id');
const positionTypeId = positiveId('Ogiltig annonstyp');

/**
 * E-mail templates, text templates and e-mail variables of a company, its label e-mail templates per
 * position type and its position types (SPEC §2 /admin/templates/email: admin or writer; the labels
 * themselves are actions/labels.ts).
 * Reading stays open to readers (the applicant pages use them); changing needs a writer.
 */
export const emailTemplatesActions = {
  get_EmailTemplates: action<CompanyEmailTemplate[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets e-postmallar.',
  }),
  get_LabelEmailTemplates: action<LabelEmailTemplate[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'E-postmallarna som erbjuds när en sökande får en viss etikett.',
  }),
  upsert_EmailTemplate: action<CompanyEmailTemplate>()({
    input: z.object({ containerId, ...emailTemplateInputShape }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Skapa (utan id) eller spara en e-postmall; HTML rensas.',
  }),
  delete_EmailTemplate: action<{ ok: true }>()({
    input: z.object({ containerId, id: templateId }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Ta bort en e-postmall.',
  }),
  get_TextTemplates: action<TextTemplate[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets textmallar (för anteckningar), efter rubrik.',
  }),
  upsert_TextTemplate: action<TextTemplate>()({
    input: z.object({ containerId, ...textTemplateInputShape }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Skapa (utan id) eller spara en textmall.',
  }),
  delete_TextTemplate: action<{ ok: true }>()({
    input: z.object({ containerId, id: templateId }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Ta bort en textmall.',
  }),
  get_EmailTemplateVariables: action<EmailVariable[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description:
      'Variablerna en e-postmall kan ha: standardvariablerna, sedan företagets egna med sina värden.',
  }),
  upsert_EmailTemplateVariable: action<EmailVariable>()({
    input: z.object({ containerId, ...emailVariableInputShape }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Skapa eller spara en egen variabel (##NAMN##) med ett fast värde.',
  }),
  delete_EmailTemplateVariable: action<{ ok: true }>()({
    input: z.object({ containerId, key: variableKeySchema }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Ta bort en egen variabel.',
  }),
  get_LabelTemplates: action<LabelTemplatesView>()({
    input: z.object({ containerId, positionTypeId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description:
      "Varje Interest- och Process-etikett med sin e-postmall för annonstypen (annars den typlösa); 404 'Hittade inga mallar' för en okänd annonstyp.",
  }),
  update_LabelTemplate: action<{ template: LabelEmailTemplate | null }>()({
    input: z.object({ containerId, ...updateLabelTemplateShape }).superRefine(bothOrNeither),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description:
      'Spara etikettens e-postmall för en annonstyp (null: den typlösa); tomt ämne och tom text tar bort den.',
  }),
  update_LabelTemplates: action<LabelTemplatesView>()({
    input: z.object({
      containerId,
      positionTypeId,
      templates: z.array(labelTemplateSchema, { error: 'Ogiltiga mallar' }).max(200, 'För många mallar'),
    }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Spara alla etiketters e-postmallar för en annonstyp på en gång.',
  }),
  create_PositionType: action<PositionType>()({
    input: z.object({ containerId, name: positionTypeNameSchema }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description: 'Skapa en annonstyp (unikt namn inom företaget, 409 annars).',
  }),
} satisfies ActionArea;
