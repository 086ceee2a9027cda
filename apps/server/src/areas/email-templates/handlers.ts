/**
 * The e-mail template actions: e-mail and text templates, variables, the templates offered per label and
 * position type, and position types (the labels themselves: actions/labels).
 */
import { emailTemplates, textTemplates } from '../../db/schema.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import {
  createPositionType,
  deleteTemplate,
  deleteVariable,
  saveEmailTemplate,
  saveLabelTemplate,
  saveTextTemplate,
  saveVariable,
  writeLabelTemplates,
} from './commands.ts';
import {
  emailTemplatesOf,
  labelEmailTemplatesOf,
  labelTemplateOf,
  labelTemplatesView,
  positionTypeOf,
  textTemplatesOf,
  variablesOf,
} from './presenters.ts';

export const emailTemplateHandlers = {
  async get_EmailTemplates({ containerId }, { db }) {
    return emailTemplatesOf(db, containerId);
  },

  async get_LabelEmailTemplates({ containerId }, { db }) {
    return labelEmailTemplatesOf(db, containerId);
  },

  async upsert_EmailTemplate({ containerId, ...template }, { db }) {
    return saveEmailTemplate(db, containerId, template);
  },

  async delete_EmailTemplate({ containerId, id }, ctx) {
    await deleteTemplate(ctx, emailTemplates, containerId, id);
    return { ok: true as const };
  },

  async get_TextTemplates({ containerId }, { db }) {
    return textTemplatesOf(db, containerId);
  },

  async upsert_TextTemplate({ containerId, ...template }, { db }) {
    return saveTextTemplate(db, containerId, template);
  },

  async delete_TextTemplate({ containerId, id }, ctx) {
    await deleteTemplate(ctx, textTemplates, containerId, id);
    return { ok: true as const };
  },

  async get_EmailTemplateVariables({ containerId }, { db }) {
    return variablesOf(db, containerId);
  },

  async upsert_EmailTemplateVariable({ containerId, ...variable }, { db }) {
    return saveVariable(db, containerId, variable);
  },

  async delete_EmailTemplateVariable({ containerId, key }, ctx) {
    await deleteVariable(ctx, containerId, key);
    return { ok: true as const };
  },

  async get_LabelTemplates({ containerId, positionTypeId }, { db }) {
    return labelTemplatesView(db, containerId, positionTypeId);
  },

  async update_LabelTemplate({ containerId, positionTypeId, ...write }, { db }) {
    await saveLabelTemplate(db, containerId, positionTypeId, write);
    return { template: await labelTemplateOf(db, containerId, write.labelId, positionTypeId) };
  },

  async update_LabelTemplates({ containerId, positionTypeId, templates }, { db }) {
    await positionTypeOf(db, containerId, positionTypeId);
    await writeLabelTemplates(db, containerId, positionTypeId, templates);
    return labelTemplatesView(db, containerId, positionTypeId);
  },

  async create_PositionType({ containerId, name }, { db }) {
    return createPositionType(db, containerId, name);
  },
} satisfies Partial<HandlerMap>;
