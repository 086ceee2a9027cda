import { emailTemplates, emailTemplateVariables, positionTypes, textTemplates } from '../../src/db/schema.ts';
import { labelByName } from '../helpers/applicants.ts';
import { unique, type AreaSamples, type SampleContext } from './context.ts';

async function positionType({ t, containerId }: SampleContext) {
  const [row] = await t.db
    .insert(positionTypes)
    .values({ containerId, name: `Typ ${unique()}` })
    .returning();
  return row!.id;
}

export const emailTemplatesSamples: AreaSamples<'emailTemplates'> = {
  get_EmailTemplates: ({ containerId }) => ({ containerId }),
  get_LabelEmailTemplates: ({ containerId }) => ({ containerId }),
  upsert_EmailTemplate: ({ containerId }) => ({
    containerId,
    title: 'Kallelse',
    subject: 'Intervju',
    text: 'Hej ##FIRSTNAME##',
  }),
  delete_EmailTemplate: async ({ t, containerId }) => {
    const [row] = await t.db
      .insert(emailTemplates)
      .values({ containerId, title: 'Bort', subject: 'Ä', text: 'T' })
      .returning();
    return { containerId, id: row!.id };
  },
  get_TextTemplates: ({ containerId }) => ({ containerId }),
  upsert_TextTemplate: ({ containerId }) => ({ containerId, title: 'Ring', text: 'Ringde, inget svar.' }),
  delete_TextTemplate: async ({ t, containerId }) => {
    const [row] = await t.db
      .insert(textTemplates)
      .values({ containerId, title: 'Bort', text: 'T' })
      .returning();
    return { containerId, id: row!.id };
  },
  get_EmailTemplateVariables: ({ containerId }) => ({ containerId }),
  upsert_EmailTemplateVariable: ({ containerId }) => ({
    containerId,
    key: 'KONTAKT',
    label: 'Kontaktperson',
    value: 'Anna',
  }),
  delete_EmailTemplateVariable: async ({ t, containerId }) => {
    const key = `##V${unique().toUpperCase()}##`;
    await t.db.insert(emailTemplateVariables).values({ containerId, key, label: 'V', value: '' });
    return { containerId, key };
  },
  get_LabelTemplates: async (ctx) => ({
    containerId: ctx.containerId,
    positionTypeId: await positionType(ctx),
  }),
  update_LabelTemplate: async (ctx) => ({
    containerId: ctx.containerId,
    positionTypeId: await positionType(ctx),
    labelId: (await labelByName(ctx.t.db, ctx.containerId, 'Kanske')).id,
    name: 'Kanske',
    subject: 'Ämne',
    content: 'Text',
  }),
  update_LabelTemplates: async (ctx) => ({
    containerId: ctx.containerId,
    positionTypeId: await positionType(ctx),
    templates: [],
  }),
  create_PositionType: ({ containerId }) => ({ containerId, name: `Typ ${unique()}` }),
};
