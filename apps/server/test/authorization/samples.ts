import type { ActionName } from '@rekry/domain';
import { accountSamples } from './account.samples.ts';
import { applicantsSamples } from './applicants.samples.ts';
import { bannersSamples } from './banners.samples.ts';
import { billingSamples } from './billing.samples.ts';
import { chatSamples } from './chat.samples.ts';
import { candidateSamples } from './candidate.samples.ts';
import { jobAlertsSamples } from './job-alerts.samples.ts';
import { companySamples } from './company.samples.ts';
import { gdprSamples } from './gdpr.samples.ts';
import { companiesSamples } from './companies.samples.ts';
import type { Sample } from './context.ts';
import { emailSamples } from './email.samples.ts';
import { emailTemplatesSamples } from './email-templates.samples.ts';
import { eventsSamples } from './events.samples.ts';
import { filesSamples } from './files.samples.ts';
import { foldersSamples } from './folders.samples.ts';
import { homeSamples } from './home.samples.ts';
import { interviewsSamples } from './interviews.samples.ts';
import { anonymitySamples } from './anonymity.samples.ts';
import { jobChannelsSamples } from './job-channels.samples.ts';
import { labelsSamples } from './labels.samples.ts';
import { tagsSamples } from './tags.samples.ts';
import { reportsSamples } from './reports.samples.ts';
import { newsSamples } from './news.samples.ts';
import { dataGenerationSamples } from './data-generation.samples.ts';
import { notificationsSamples } from './notifications.samples.ts';
import { positionsSamples } from './positions.samples.ts';
import { scorecardsSamples } from './scorecards.samples.ts';
import { searchSamples } from './search.samples.ts';
import { skillsSamples } from './skills.samples.ts';
import { systemSamples } from './system.samples.ts';
import { accessibilitySamples } from './accessibility.samples.ts';
import { formTemplatesSamples } from './form-templates.samples.ts';
import { usersSamples } from './users.samples.ts';
import { talentPoolSamples } from './talent-pool.samples.ts';

/** A valid input per action, declared beside its catalogue area (packages/domain/src/actions/<area>.ts). */
export const samples: { [N in ActionName]: Sample<N> } = {
  ...accountSamples,
  ...companiesSamples,
  ...companySamples,
  ...gdprSamples,
  ...usersSamples,
  ...notificationsSamples,
  ...positionsSamples,
  ...formTemplatesSamples,
  ...foldersSamples,
  ...bannersSamples,
  ...applicantsSamples,
  ...filesSamples,
  ...emailSamples,
  ...emailTemplatesSamples,
  ...labelsSamples,
  ...tagsSamples,
  ...reportsSamples,
  ...searchSamples,
  ...homeSamples,
  ...jobChannelsSamples,
  ...skillsSamples,
  ...chatSamples,
  ...interviewsSamples,
  ...anonymitySamples,
  ...scorecardsSamples,
  ...jobAlertsSamples,
  ...candidateSamples,
  ...newsSamples,
  ...dataGenerationSamples,
  ...eventsSamples,
  ...billingSamples,
  ...systemSamples,
  ...accessibilitySamples,
  ...talentPoolSamples,
};
