import { EXTRACT_TEXTS } from '@rekry/domain';
import { extractDownload } from './person-extract.ts';
import type { HandlerMap } from '../../platform/action-context.ts';
import { mailExtract, recordInform, setLegalHold, setRetentionMonths } from './commands.ts';
import { gdprOverview, gdprPerson, personExtractOf } from './presenters.ts';

export const gdprHandlers = {
  async get_GdprOverview({ containerId, page, query }, { db, services }) {
    return gdprOverview(db, containerId, { page, query }, services.config.operatorName);
  },

  async update_RetentionMonths({ containerId, months }, ctx) {
    return { months: await setRetentionMonths(ctx, containerId, months) };
  },

  async update_LegalHold({ containerId, userId, hold }, ctx) {
    return { ok: true as const, applications: await setLegalHold(ctx, containerId, userId, hold) };
  },

  async get_GdprPerson({ containerId, userId }, { db }) {
    return gdprPerson(db, containerId, userId);
  },

  async inform_Person({ containerId, userId, delivery, format }, ctx) {
    const extract = await personExtractOf(ctx.db, containerId, userId, ctx.services.config.operatorName);
    await recordInform(ctx, containerId, extract, { delivery, format });
    if (delivery === 'email') {
      const to = await mailExtract(ctx, containerId, userId, extract);
      return { delivery, to, message: EXTRACT_TEXTS.sent };
    }
    return { delivery, ...(await extractDownload(extract, format)) };
  },
} satisfies Partial<HandlerMap>;
