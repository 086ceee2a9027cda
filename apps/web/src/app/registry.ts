import { accountScreens } from '../features/account/screens.ts';
import { applicantScreens } from '../features/applicants/screens.ts';
import { bannerScreens } from '../features/banners/screens.ts';
import { billingScreens } from '../features/billing/screens.ts';
import { chatScreens } from '../features/chat/screens.ts';
import { companiesScreens } from '../features/companies/screens.ts';
import { companyScreens } from '../features/company/screens.ts';
import { companyPickerScreens } from '../features/companies/screens.ts';
import { emailTemplateScreens } from '../features/email-templates/screens.ts';
import { tagScreens } from '../features/tags/screens.ts';
import { eventScreens } from '../features/events/screens.ts';
import { formTemplateScreens } from '../features/form-templates/screens.ts';
import { gdprScreens } from '../features/gdpr/screens.ts';
import { talentPoolScreens } from '../features/talent-pool/screens.ts';
import { dataGenerationScreens } from '../features/data-generation/screens.ts';
import { homeScreens } from '../features/home/screens.ts';
import { interviewScreens } from '../features/interviews/screens.ts';
import { channelScreens } from '../features/job-channels/screens.ts';
import { newsScreens } from '../features/news/screens.ts';
import { notificationScreens } from '../features/notifications/screens.ts';
import { positionScreens } from '../features/positions/screens.ts';
import { profileScreens } from '../features/profile/screens.ts';
import { scorecardScreens } from '../features/scorecards/screens.ts';
import { skillScreens } from '../features/skills/screens.ts';
import { systemScreens } from '../features/system/screens.ts';
import { accessibilityScreens } from '../features/accessibility/screens.ts';
import { reportScreens } from '../features/reports/screens.ts';
import { userScreens } from '../features/users/screens.ts';
import { paths } from '../lib/paths.ts';
import { defineScreen, type Screen } from '../lib/screens.ts';
import { AccessDeniedPage } from './screens/access-denied.tsx';
import { chromeStrings } from './strings.ts';

/** Where a guard sends a role below a screen's: the app's own, drawn at once rather than loaded. */
const accessDenied = defineScreen({
  id: 'accessDenied',
  path: paths.accessDenied,
  need: 'signedIn',
  title: chromeStrings.accessDenied.title,
  page: () => Promise.resolve(AccessDeniedPage),
});

/**
 * Every staff screen (SPEC §2), as each feature declares them in its `screens.ts`. Routes, guards, the
 * sidebar and the home cards are built from this list, and its order is theirs: a sidebar category lists
 * its screens, and the home page its cards, in the order they stand here (billing comes before news so
 * that 'Billing Management' leads the superuser's category). Role needs follow SPEC §6 and the menu rule:
 * superuser pages need superuser, admin pages need admin, template pages need writer.
 */
export const SCREENS: Screen[] = [
  ...homeScreens,
  accessDenied,
  ...positionScreens,
  ...applicantScreens,
  ...talentPoolScreens,
  ...billingScreens,
  ...newsScreens,
  ...notificationScreens,
  ...chatScreens,
  ...interviewScreens,
  ...reportScreens,
  ...userScreens,
  ...emailTemplateScreens,
  ...tagScreens,
  ...bannerScreens,
  ...formTemplateScreens,
  ...skillScreens,
  ...scorecardScreens,
  ...companyScreens,
  ...channelScreens,
  ...gdprScreens,
  ...eventScreens,
  ...profileScreens,
  ...accountScreens,
  ...companyPickerScreens,
  ...companiesScreens,
  ...dataGenerationScreens,
  ...systemScreens,
  ...accessibilityScreens,
];
