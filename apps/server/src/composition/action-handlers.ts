import { accountHandlers } from '../areas/account/handlers.ts';
import { applicantHandlers } from '../areas/applicants/handlers.ts';
import { bannerHandlers } from '../areas/banners/handlers.ts';
import { billingHandlers } from '../areas/billing/handlers.ts';
import { chatHandlers } from '../areas/chat/handlers.ts';
import { candidateHandlers } from '../areas/candidate/handlers.ts';
import { jobAlertHandlers } from '../areas/job-alerts/handlers.ts';
import { companyHandlers } from '../areas/company/handlers.ts';
import { companiesHandlers } from '../areas/companies/handlers.ts';
import { emailHandlers } from '../areas/email/handlers.ts';
import { eventHandlers } from '../areas/events/handlers.ts';
import { fileHandlers } from '../areas/files/handlers.ts';
import { folderHandlers } from '../areas/folders/handlers.ts';
import { gdprHandlers } from '../areas/gdpr/handlers.ts';
import { talentPoolHandlers } from '../areas/talent-pool/handlers.ts';
import { homeHandlers } from '../areas/home/handlers.ts';
import { interviewHandlers } from '../areas/interviews/handlers.ts';
import { anonymityHandlers } from '../areas/anonymity/handlers.ts';
import { jobChannelHandlers } from '../areas/job-channels/handlers.ts';
import { labelHandlers } from '../areas/labels/handlers.ts';
import { tagHandlers } from '../areas/tags/handlers.ts';
import { reportHandlers } from '../areas/reports/handlers.ts';
import { positionHandlers } from '../areas/positions/handlers.ts';
import { positionPermissionHandlers } from '../areas/positions/permissions.ts';
import { positionPublicationHandlers } from '../areas/positions/publication.ts';
import { scorecardHandlers } from '../areas/scorecards/handlers.ts';
import { searchHandlers } from '../areas/search/handlers.ts';
import { skillHandlers } from '../areas/skills/handlers.ts';
import { systemHandlers } from '../areas/system/handlers.ts';
import { accessibilityHandlers } from '../areas/accessibility/handlers.ts';
import { emailTemplateHandlers } from '../areas/email-templates/handlers.ts';
import { formTemplateHandlers } from '../areas/form-templates/handlers.ts';
import { positionTemplateHandlers } from '../areas/form-templates/position-templates.ts';
import { newsHandlers } from '../areas/news/handlers.ts';
import { dataGenerationHandlers } from '../areas/data-generation/handlers.ts';
import { notificationHandlers } from '../areas/notifications/handlers.ts';
import { userHandlers } from '../areas/users/handlers.ts';
import type { HandlerMap } from '../platform/action-context.ts';

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
  ...tagHandlers,
  ...folderHandlers,
  ...bannerHandlers,
  ...applicantHandlers,
  ...fileHandlers,
  ...emailHandlers,
  ...searchHandlers,
  ...homeHandlers,
  ...skillHandlers,
  ...gdprHandlers,
  ...talentPoolHandlers,
  ...chatHandlers,
  ...interviewHandlers,
  ...anonymityHandlers,
  ...scorecardHandlers,
  ...candidateHandlers,
  ...jobAlertHandlers,
  ...jobChannelHandlers,
  ...newsHandlers,
  ...dataGenerationHandlers,
  ...eventHandlers,
  ...billingHandlers,
  ...systemHandlers,
  ...accessibilityHandlers,
  ...reportHandlers,
};
