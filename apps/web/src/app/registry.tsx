import {
  Activity,
  ArrowLeftRight,
  Bell,
  Building2,
  CreditCard,
  Database,
  FileText,
  Home,
  Image,
  KeyRound,
  Mail,
  Megaphone,
  Newspaper,
  PenSquare,
  PlugZap,
  Plus,
  ShieldCheck,
  Sparkles,
  UserCog,
  Users,
} from 'lucide-react';
import { CREATE_POSITION_NEED } from '../lib/access.ts';
import { page } from '../lib/chunk.ts';
import { defineScreen, type ScreenDeclaration, type Screen } from '../lib/screens.ts';
import { AccessDeniedPage } from './screens/access-denied.tsx';
import { chromeStrings } from './strings.ts';

const s = chromeStrings.screens;
type ScreenKey = keyof typeof s;
type Copy = { title: string; card?: string; cardTitle?: string };
type Definition = Omit<ScreenDeclaration, 'id' | 'title' | 'home'> & {
  home?: Omit<NonNullable<ScreenDeclaration['home']>, 'title' | 'text'>;
};

// Titles and card texts come from the strings by the screen's id.
function screen(id: ScreenKey, definition: Definition): Screen {
  const copy: Copy = s[id];
  const { home, ...rest } = definition;
  return defineScreen({
    ...rest,
    id,
    title: copy.title,
    home: home ? { ...home, title: copy.cardTitle ?? copy.title, text: copy.card ?? '' } : undefined,
  });
}

/**
 * Every staff screen (SPEC §2), in sidebar and home-card order. Role needs follow SPEC §6 and the menu rule:
 * superuser pages need superuser, admin pages need admin, template pages need writer. Sub-screens of one
 * position need only a login here: the right on that position decides, and the server checks it.
 */
export const SCREENS: Screen[] = [
  screen('start', {
    path: '/admin',
    aliases: ['/'],
    need: 'signedIn',
    icon: Home,
    nav: 'general',
    page: page(
      'home-page',
      () => import('../features/home/home-page.tsx'),
      (m) => m.HomePage,
    ),
  }),
  screen('accessDenied', {
    path: '/admin/access-denied',
    need: 'signedIn',
    page: () => Promise.resolve(AccessDeniedPage),
  }),
  screen('createPosition', {
    path: '/admin/positions/new',
    need: CREATE_POSITION_NEED,
    icon: Plus,
    home: {},
    page: page(
      'position-type-picker-page',
      () => import('../features/positions/position-type-picker-page.tsx'),
      (m) => m.PositionTypePickerPage,
    ),
  }),
  screen('positions', {
    path: '/admin/positions',
    need: 'signedIn',
    icon: Megaphone,
    nav: 'general',
    home: {},
    page: page(
      'positions-page',
      () => import('../features/positions/positions-page.tsx'),
      (m) => m.PositionsPage,
    ),
  }),
  screen('createPositionOfType', {
    path: '/admin/positions/create/:type',
    need: CREATE_POSITION_NEED,
    page: page(
      'position-editor-page',
      () => import('../features/positions/position-editor-page.tsx'),
      (m) => m.PositionCreatePage,
    ),
  }),
  screen('position', {
    path: '/admin/positions/:id',
    need: 'signedIn',
    page: page(
      'position-detail-page',
      () => import('../features/positions/position-detail-page.tsx'),
      (m) => m.PositionDetailPage,
    ),
  }),
  screen('editPosition', {
    path: '/admin/positions/:id/edit',
    need: 'signedIn',
    page: page(
      'position-editor-page',
      () => import('../features/positions/position-editor-page.tsx'),
      (m) => m.PositionEditPage,
    ),
  }),
  screen('positionForm', {
    path: '/admin/positions/:id/form',
    need: 'signedIn',
    page: page(
      'position-form-page',
      () => import('../features/positions/position-form-page.tsx'),
      (m) => m.PositionFormPage,
    ),
  }),
  screen('positionPermissions', {
    path: '/admin/positions/:id/permissions',
    need: 'signedIn',
    page: page(
      'position-permissions-page',
      () => import('../features/positions/position-permissions-page.tsx'),
      (m) => m.PositionPermissionsPage,
    ),
  }),
  screen('positionIntegrations', {
    path: '/admin/positions/:id/integrations',
    need: 'signedIn',
    page: page(
      'position-integrations-page',
      () => import('../features/job-channels/position-integrations-page.tsx'),
      (m) => m.PositionIntegrationsPage,
    ),
  }),
  screen('newApplicant', {
    path: '/admin/positions/:id/applicants/new',
    need: 'signedIn',
    page: page(
      'new-applicant-page',
      () => import('../features/applicants/new-applicant-page.tsx'),
      (m) => m.NewApplicantPage,
    ),
  }),
  screen('applicant', {
    path: '/admin/positions/:id/applicants/:applicantId',
    need: 'signedIn',
    page: page(
      'applicant-page',
      () => import('../features/applicants/applicant-page.tsx'),
      (m) => m.ApplicantPage,
    ),
  }),
  screen('formBuilder', {
    path: '/admin/formbuilder',
    need: CREATE_POSITION_NEED,
    page: page(
      'formbuilder-redirects',
      () => import('../features/positions/formbuilder-redirects.tsx'),
      (m) => m.FormBuilderRedirect,
    ),
  }),
  screen('formBuilderEdit', {
    path: '/admin/formbuilderedit',
    need: 'signedIn',
    page: page(
      'formbuilder-redirects',
      () => import('../features/positions/formbuilder-redirects.tsx'),
      (m) => m.FormBuilderEditRedirect,
    ),
  }),
  screen('news', {
    path: '/admin/news',
    need: 'signedIn',
    icon: Newspaper,
    nav: 'general',
    page: page(
      'news-list-page',
      () => import('../features/news/news-list-page.tsx'),
      (m) => m.NewsListPage,
    ),
  }),
  screen('newsPost', {
    path: '/admin/news/:id',
    need: 'signedIn',
    page: page(
      'news-post-page',
      () => import('../features/news/news-post-page.tsx'),
      (m) => m.NewsPostPage,
    ),
  }),
  screen('editNews', {
    path: '/admin/news/:id/edit',
    need: 'superuser',
    page: page(
      'edit-news-page',
      () => import('../features/news/edit-news-page.tsx'),
      (m) => m.EditNewsPage,
    ),
  }),
  screen('notifications', {
    path: '/admin/notifications',
    need: 'signedIn',
    icon: Bell,
    nav: 'general',
    page: page(
      'notifications-page',
      () => import('../features/notifications/notifications-page.tsx'),
      (m) => m.NotificationsPage,
    ),
  }),
  screen('notification', {
    path: '/admin/notifications/:id',
    need: 'signedIn',
    page: page(
      'notification-detail-page',
      () => import('../features/notifications/notification-detail-page.tsx'),
      (m) => m.NotificationDetailPage,
    ),
  }),
  // Conversations with applicants (issue 15): reached from the header's link, not the sidebar (SPEC §2).
  screen('chat', {
    path: '/admin/chat',
    need: 'signedIn',
    page: page(
      'chat-page',
      () => import('../features/chat/chat-page.tsx'),
      (m) => m.ChatPage,
    ),
  }),
  screen('conversation', {
    path: '/admin/chat/:id',
    need: 'signedIn',
    page: page(
      'conversation-page',
      () => import('../features/chat/conversation-page.tsx'),
      (m) => m.ConversationPage,
    ),
  }),
  screen('users', {
    path: '/admin/users',
    need: 'admin',
    icon: Users,
    nav: 'admin',
    home: {},
    page: page(
      'users-page',
      () => import('../features/users/users-page.tsx'),
      (m) => m.UsersPage,
    ),
  }),
  screen('newUser', {
    path: '/admin/users/new',
    need: 'admin',
    page: page(
      'new-user-page',
      () => import('../features/users/new-user-page.tsx'),
      (m) => m.NewUserPage,
    ),
  }),
  screen('user', {
    path: '/admin/users/:id',
    need: 'admin',
    page: page(
      'user-detail-page',
      () => import('../features/users/user-detail-page.tsx'),
      (m) => m.UserDetailPage,
    ),
  }),
  screen('emailTemplates', {
    path: '/admin/templates/email',
    need: 'writer',
    icon: Mail,
    nav: 'settings',
    home: {},
    page: page(
      'email-templates-page',
      () => import('../features/email-templates/email-templates-page.tsx'),
      (m) => m.EmailTemplatesPage,
    ),
  }),
  screen('labelTemplates', {
    path: '/admin/templates/email/:positionTypeId',
    need: 'writer',
    page: page(
      'label-templates-page',
      () => import('../features/email-templates/label-templates-page.tsx'),
      (m) => m.LabelTemplatesPage,
    ),
  }),
  screen('banners', {
    path: '/admin/banners',
    need: 'writer',
    icon: Image,
    nav: 'settings',
    page: page(
      'banners-page',
      () => import('../features/banners/banners-page.tsx'),
      (m) => m.BannersPage,
    ),
  }),
  screen('formTemplates', {
    path: '/admin/form-templates',
    need: 'writer',
    icon: FileText,
    nav: 'settings',
    page: page(
      'form-templates-page',
      () => import('../features/form-templates/form-templates-page.tsx'),
      (m) => m.FormTemplatesPage,
    ),
  }),
  screen('newFormTemplate', {
    path: '/admin/form-templates/new',
    need: 'writer',
    page: page(
      'template-editor-page',
      () => import('../features/form-templates/template-editor-page.tsx'),
      (m) => m.NewFormTemplatePage,
    ),
  }),
  screen('editFormTemplate', {
    path: '/admin/form-templates/edit/:id',
    need: 'writer',
    page: page(
      'template-editor-page',
      () => import('../features/form-templates/template-editor-page.tsx'),
      (m) => m.EditFormTemplatePage,
    ),
  }),
  screen('skills', {
    path: '/admin/templates/skills',
    need: 'writer',
    icon: Sparkles,
    nav: 'settings',
    page: page(
      'skills-page',
      () => import('../features/skills/skills-page.tsx'),
      (m) => m.SkillsPage,
    ),
  }),
  screen('companyProfile', {
    path: '/admin/container/profile',
    need: 'admin',
    icon: Building2,
    nav: 'admin',
    home: {},
    page: page(
      'company-profile-page',
      () => import('../features/company/company-profile-page.tsx'),
      (m) => m.CompanyProfilePage,
    ),
  }),
  screen('integration', {
    path: '/admin/integration',
    need: 'admin',
    icon: PlugZap,
    nav: 'admin',
    page: page(
      'integration-page',
      () => import('../features/job-channels/integration-page.tsx'),
      (m) => m.IntegrationPage,
    ),
  }),
  screen('gdpr', {
    path: '/admin/gdpr',
    need: 'admin',
    icon: ShieldCheck,
    nav: 'admin',
    page: page(
      'gdpr-page',
      () => import('../features/gdpr/gdpr-page.tsx'),
      (m) => m.GdprPage,
    ),
  }),
  screen('gdprInform', {
    path: '/admin/gdpr/inform',
    need: 'admin',
    page: page(
      'gdpr-inform-page',
      () => import('../features/gdpr/inform-page.tsx'),
      (m) => m.GdprInformPage,
    ),
  }),
  screen('gdprDelete', {
    path: '/admin/gdpr/delete',
    need: 'admin',
    page: page(
      'gdpr-delete-page',
      () => import('../features/gdpr/delete-page.tsx'),
      (m) => m.GdprDeletePage,
    ),
  }),
  // Admins read their company's log, the superuser everyone's (docs/decisions.md: Events).
  screen('events', {
    path: '/admin/events',
    need: 'admin',
    icon: Activity,
    nav: 'admin',
    page: page(
      'events-page',
      () => import('../features/events/events-page.tsx'),
      (m) => m.EventsPage,
    ),
  }),
  screen('profile', {
    path: '/admin/profile',
    need: 'signedIn',
    icon: UserCog,
    home: {},
    page: page(
      'profile-page',
      () => import('../features/profile/profile-page.tsx'),
      (m) => m.ProfilePage,
    ),
  }),
  screen('changePassword', {
    path: '/admin/change-password',
    need: 'signedIn',
    icon: KeyRound,
    home: {},
    page: page(
      'change-password-page',
      () => import('../features/account/change-password-page.tsx'),
      (m) => m.ChangePasswordPage,
    ),
  }),
  screen('switchCompany', {
    path: '/admin/pick-container',
    need: 'signedIn',
    outsideChrome: true,
    icon: ArrowLeftRight,
    home: { onlyWhenSwitchable: true },
    page: page(
      'pick-container-page',
      () => import('../features/containers/pick-container-page.tsx'),
      (m) => m.PickContainerPage,
    ),
  }),
  screen('billing', {
    path: '/admin/billing-management',
    need: 'superuser',
    icon: CreditCard,
    nav: 'superuser',
    page: page(
      'billing-page',
      () => import('../features/billing/billing-page.tsx'),
      (m) => m.BillingPage,
    ),
  }),
  screen('createNews', {
    path: '/admin/create-news',
    need: 'superuser',
    icon: PenSquare,
    nav: 'superuser',
    page: page(
      'create-news-page',
      () => import('../features/news/create-news-page.tsx'),
      (m) => m.CreateNewsPage,
    ),
  }),
  screen('createNewsDetails', {
    path: '/admin/create-news/details',
    need: 'superuser',
    page: page(
      'news-preview-page',
      () => import('../features/news/news-preview-page.tsx'),
      (m) => m.NewsPreviewPage,
    ),
  }),
  screen('newContainer', {
    path: '/admin/container/new',
    need: 'superuser',
    icon: Building2,
    nav: 'superuser',
    home: { hiddenBelow: 'superuser' },
    page: page(
      'companies-page',
      () => import('../features/companies/companies-page.tsx'),
      (m) => m.CompaniesPage,
    ),
  }),
  screen('generateData', {
    path: '/admin/generate-data',
    need: 'superuser',
    icon: Database,
    nav: 'superuser',
    page: page(
      'generate-data-page',
      () => import('../features/generate-data/generate-data-page.tsx'),
      (m) => m.GenerateDataPage,
    ),
  }),
];
