import type { ActionName } from '@rekry/domain';
import { accountSamples } from './account.samples.ts';
import { applicantsSamples } from './applicants.samples.ts';
import { bannersSamples } from './banners.samples.ts';
import { billingSamples } from './billing.samples.ts';
import { chatSamples } from './chat.samples.ts';
import { candidateSamples } from './candidate.samples.ts';
import { companySamples } from './company.samples.ts';
import { gdprSamples } from './gdpr.samples.ts';
import { containersSamples } from './containers.samples.ts';
import type { Sample } from './context.ts';
import { emailSamples } from './email.samples.ts';
import { emailTemplatesSamples } from './email-templates.samples.ts';
import { eventsSamples } from './events.samples.ts';
import { filesSamples } from './files.samples.ts';
import { foldersSamples } from './folders.samples.ts';
import { homeSamples } from './home.samples.ts';
import { integrationsSamples } from './integrations.samples.ts';
import { newsSamples } from './news.samples.ts';
import { dataGenerationSamples } from './data-generation.samples.ts';
import { notificationsSamples } from './notifications.samples.ts';
import { positionsSamples } from './positions.samples.ts';
import { searchSamples } from './search.samples.ts';
import { skillsSamples } from './skills.samples.ts';
import { templatesSamples } from './templates.samples.ts';
import { usersSamples } from './users.samples.ts';

/** A valid input per action, declared beside its catalogue area (packages/domain/src/actions/<area>.ts). */
export const samples: Record<ActionName, Sample> = {
  ...accountSamples,
  ...containersSamples,
  ...companySamples,
  ...gdprSamples,
  ...usersSamples,
  ...notificationsSamples,
  ...positionsSamples,
  ...templatesSamples,
  ...foldersSamples,
  ...bannersSamples,
  ...applicantsSamples,
  ...filesSamples,
  ...emailSamples,
  ...emailTemplatesSamples,
  ...searchSamples,
  ...homeSamples,
  ...integrationsSamples,
  ...skillsSamples,
  ...chatSamples,
  ...candidateSamples,
  ...newsSamples,
  ...dataGenerationSamples,
  ...eventsSamples,
  ...billingSamples,
};
