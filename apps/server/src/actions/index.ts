import { accountHandlers } from './account/handlers.ts';
import { applicantHandlers } from './applicants/handlers.ts';
import { bannerHandlers } from './banners/handlers.ts';
import { billingHandlers } from './billing/handlers.ts';
import { chatHandlers } from './chat/handlers.ts';
import { candidateHandlers } from './candidate/handlers.ts';
import { companyHandlers } from './company/handlers.ts';
import { companiesHandlers } from './companies/handlers.ts';
import { emailHandlers } from './email/handlers.ts';
import { eventHandlers } from './events/handlers.ts';
import { fileHandlers } from './files/handlers.ts';
import { folderHandlers } from './folders/handlers.ts';
import { gdprHandlers } from './gdpr/handlers.ts';
import { homeHandlers } from './home/handlers.ts';
import { jobChannelHandlers } from './job-channels/handlers.ts';
import { labelHandlers } from './labels/handlers.ts';
import { positionHandlers } from './positions/handlers.ts';
import { positionPermissionHandlers } from './positions/permissions.ts';
import { positionPublicationHandlers } from './positions/publication.ts';
import { searchHandlers } from './search/handlers.ts';
import { skillHandlers } from './skills/handlers.ts';
import { emailTemplateHandlers } from './email-templates/handlers.ts';
import { formTemplateHandlers } from './form-templates/handlers.ts';
import { positionTemplateHandlers } from './form-templates/position-templates.ts';
import { newsHandlers } from './news/handlers.ts';
import { dataGenerationHandlers } from './data-generation/handlers.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { userHandlers } from './users/handlers.ts';
import type { HandlerMap } from './types.ts';

/** One handler per catalogue action: the type makes a missing one a compile error. */
export const handlers: HandlerMap = {
  ...accountHandlers,
  ...companiesHandlers,
  ...companyHandlers,
  ...userHandlers,
  ...notificationHandlers,
  ...positionHandlers,
  ...positionPermissionHandlers,
  ...positionPublicationHandlers,
  ...positionTemplateHandlers,
  ...formTemplateHandlers,
  ...emailTemplateHandlers,
  ...labelHandlers,
  ...folderHandlers,
  ...bannerHandlers,
  ...applicantHandlers,
  ...fileHandlers,
  ...emailHandlers,
  ...searchHandlers,
  ...homeHandlers,
  ...skillHandlers,
  ...gdprHandlers,
  ...chatHandlers,
  ...candidateHandlers,
  ...jobChannelHandlers,
  ...newsHandlers,
  ...dataGenerationHandlers,
  ...eventHandlers,
  ...billingHandlers,
};
