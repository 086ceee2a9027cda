/**
 * Typed builders for the admin addresses (SPEC §2), so links and navigations never assemble a path from a
 * template string. A test checks that every path built here resolves to a screen of the registry.
 */
type Id = number | string;

const enc = (value: Id) => encodeURIComponent(String(value));

export const paths = {
  login: '/login',
  home: '/admin',
  pickContainer: '/admin/pick-container',
  accessDenied: '/admin/access-denied',
  profile: '/admin/profile',
  changePassword: '/admin/change-password',
  users: '/admin/users',
  newUser: '/admin/users/new',
  user: (id: Id) => `/admin/users/${enc(id)}`,
  positions: '/admin/positions',
  /** The ad type picker ('Skapa annons'). */
  newPosition: '/admin/positions/new',
  /** A new position of a type, its form from a template when one is given. */
  createPosition: (typeId: Id, template?: string | null) =>
    `/admin/positions/create/${enc(typeId)}${template ? `?template=${enc(template)}` : ''}`,
  position: (id: Id) => `/admin/positions/${enc(id)}`,
  editPosition: (id: Id) => `/admin/positions/${enc(id)}/edit`,
  positionForm: (id: Id) => `/admin/positions/${enc(id)}/form`,
  positionPermissions: (id: Id) => `/admin/positions/${enc(id)}/permissions`,
  /** A position's job boards and classifieds ('Kanaler'). */
  positionIntegrations: (id: Id) => `/admin/positions/${enc(id)}/integrations`,
  newApplicant: (positionId: Id) => `/admin/positions/${enc(positionId)}/applicants/new`,
  applicant: (positionId: Id, applicantId: Id) =>
    `/admin/positions/${enc(positionId)}/applicants/${enc(applicantId)}`,
  /** The company profile screen, on one of its tabs. */
  companyProfile: (tab: 'profil' | 'tema' | 'texter' | 'abonnemang' = 'profil') =>
    tab === 'profil' ? '/admin/container/profile' : `/admin/container/profile?tab=${tab}`,
  notifications: '/admin/notifications',
  notification: (id: Id) => `/admin/notifications/${enc(id)}`,
  chat: '/admin/chat',
  /** The conversation about an application (by the application's id). */
  conversation: (applicationId: Id) => `/admin/chat/${enc(applicationId)}`,
  banners: '/admin/banners',
  /** The company's job boards and classifieds (admin). */
  integration: '/admin/integration',
  gdpr: '/admin/gdpr',
  /** A person's register extract, and deleting them from the company (SPEC §2). */
  gdprInform: (userId: Id) => `/admin/gdpr/inform?userId=${enc(userId)}`,
  gdprDelete: (userId: Id) => `/admin/gdpr/delete?userId=${enc(userId)}`,
  emailTemplates: '/admin/templates/email',
  /** The label e-mail templates of a position type. */
  labelTemplates: (positionTypeId: Id) => `/admin/templates/email/${enc(positionTypeId)}`,
  formTemplates: '/admin/form-templates',
  newFormTemplate: '/admin/form-templates/new',
  editFormTemplate: (id: Id) => `/admin/form-templates/edit/${enc(id)}`,
  skills: '/admin/templates/skills',
  /** The skills screen with a skill's editor open ('ny': a new skill). */
  skill: (id: Id | 'ny') => `/admin/templates/skills?kompetens=${enc(id)}`,
  /** The skills screen with a collection's editor open ('ny': a new collection). */
  skillCollection: (id: Id | 'ny') => `/admin/templates/skills?samling=${enc(id)}`,
  news: '/admin/news',
  newsPost: (id: Id) => `/admin/news/${enc(id)}`,
  editNews: (id: Id) => `/admin/news/${enc(id)}/edit`,
  createNews: '/admin/create-news',
  /** A new post's preview before it is published (docs/decisions.md). */
  createNewsPreview: '/admin/create-news/details',
} as const;

/**
 * The candidate's own pages (SPEC §2 recruit layout, issue 15): outside the staff registry, behind their
 * own guard.
 */
export const recruitPaths = {
  home: '/admin/recruit',
  myPages: '/admin/minasidor',
  messages: '/admin/recruit-chat',
  changePassword: '/admin/minasidor/losenord',
  /** The sign-up confirmation link (mailed). */
  confirm: (token: string) => `/bekrafta/${enc(token)}`,
} as const;
