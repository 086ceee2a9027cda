/**
 * The admin addresses (SPEC §2), each written once: a screen declares its route with the entry here
 * (`features/<area>/screens.ts`), and links and navigations build from the same entry, never from a template
 * string. A test checks that every path built here resolves to a screen of the registry.
 */
type Id = number | string;

/** An id read from an address that can be a record's: a whole number above zero. */
export const isRecordId = (id: number) => Number.isInteger(id) && id > 0;

/** The parameter names of a route pattern: '/admin/users/:id/x/:other' gives ['id', 'other']. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** One id per parameter of the pattern, in the pattern's order. */
type Ids<P extends string> = IdFor<ParamNames<P>>;
type IdFor<Names extends string[]> = { [K in keyof Names]: Id };

/** The links to a route pattern, and the pattern itself for the route. */
export type Route<P extends string = string, A extends unknown[] = Ids<P>> = ((...args: A) => string) & {
  readonly pattern: P;
};

const PARAM = /:(\w+)/g;

const enc = (value: Id) => encodeURIComponent(String(value));

/** The parameter names of a pattern, as the router reads them. */
export function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(PARAM)].map((match) => match[1]!);
}

/**
 * A pattern's link builder: `route('/admin/users/:id')(5)` is '/admin/users/5'. Marked free of side
 * effects, so a build that uses one entry (the career site's sign-in link) drops the others.
 */
/* @__NO_SIDE_EFFECTS__ */
export function route<const P extends string>(pattern: P): Route<P> {
  const build = (...ids: Id[]) => {
    let next = 0;
    return pattern.replace(PARAM, () => enc(ids[next++]!));
  };
  return Object.assign(build as Route<P>, { pattern });
}

/** A route whose links say more than its pattern (a query): `link` builds them on the pattern's builder. */
/* @__NO_SIDE_EFFECTS__ */
function routeWith<const P extends string, A extends unknown[]>(
  pattern: P,
  link: (to: Route<P>) => (...args: A) => string,
): Route<P, A> {
  return Object.assign(link(route(pattern)), { pattern });
}

/** A query string of the values given; an empty or missing value is left out. */
function query(values: Record<string, Id | null | undefined>): string {
  const given = Object.entries(values).filter(
    ([, value]) => value !== null && value !== undefined && value !== '',
  );
  return given.length ? `?${given.map(([key, value]) => `${key}=${enc(value!)}`).join('&')}` : '';
}

const skills = '/admin/templates/skills';
const criteria = '/admin/templates/criteria';

/** A search hit in an attached file: the file, and the words to show in it (as the file writes them). */
export interface FileHit {
  fileId: number;
  words: readonly string[];
}

/** The hit an applicant's address carries (`?file=&find=`), or null. */
export function fileHitOf(search: URLSearchParams): FileHit | null {
  const fileId = Number(search.get('file'));
  if (!isRecordId(fileId)) return null;
  const words = (search.get('find') ?? '').split(' ').filter(Boolean).slice(0, 8);
  return { fileId, words };
}

/** The login (the career site's 'Logga in' leads here too, without the rest of this file). */
export const LOGIN_PATH = '/login';

export const paths = {
  login: LOGIN_PATH,
  home: '/admin',
  pickContainer: '/admin/pick-container',
  accessDenied: '/admin/access-denied',
  profile: '/admin/profile',
  /** The signed-in staff member's working hours, busy calendars and interview feed ('Min tillgänglighet'). */
  myAvailability: '/admin/availability',
  changePassword: '/admin/change-password',
  /** Rapporter; its period and filters ride in the query, so a reload keeps them. */
  reports: '/admin/reports',
  users: '/admin/users',
  newUser: '/admin/users/new',
  user: route('/admin/users/:id'),
  positions: '/admin/positions',
  /** The ad type picker ('Skapa annons'). */
  newPosition: '/admin/positions/new',
  /** A new position of a type, its form from a template when one is given. */
  createPosition: routeWith(
    '/admin/positions/create/:type',
    (to) => (typeId: Id, template?: string | null) => to(typeId) + query({ template }),
  ),
  /** A new position started from a copy of another: its fields and application form. */
  copyPosition: route('/admin/positions/copy/:id'),
  /** A position's workspace: its applicants first, its other parts one tab away, each at its own address. */
  position: route('/admin/positions/:id'),
  positionDetails: route('/admin/positions/:id/details'),
  positionSkills: route('/admin/positions/:id/skills'),
  /** The position's requirement profile ('Kravprofil'): its criteria, scales, weights and interview kit. */
  positionScorecard: route('/admin/positions/:id/scorecard'),
  /** The applicants × criteria of the position's scores ('Jämförelse'). */
  positionScores: route('/admin/positions/:id/scores'),
  positionNotifications: route('/admin/positions/:id/notifications'),
  editPosition: route('/admin/positions/:id/edit'),
  positionForm: route('/admin/positions/:id/form'),
  /** The ad and its form as applicants will see them, a draft too ('Förhandsgranska'). */
  positionPreview: route('/admin/positions/:id/preview'),
  positionPermissions: route('/admin/positions/:id/permissions'),
  /** A position's job boards and classifieds ('Kanaler'). */
  positionIntegrations: route('/admin/positions/:id/integrations'),
  newApplicant: route('/admin/positions/:id/applicants/new'),
  /** An applicant; with a search hit, their file opens at the words found ('Sök i CV och svar'). */
  applicant: routeWith(
    '/admin/positions/:id/applicants/:applicantId',
    (to) => (positionId: Id, applicantId: Id, hit?: FileHit | null) =>
      to(positionId, applicantId) + query({ file: hit?.fileId, find: hit?.words.join(' ') }),
  ),
  /** The old addresses of the ad builder, kept for bookmarks: they lead on to the picker and the form builder. */
  formBuilder: '/admin/formbuilder',
  formBuilderEdit: '/admin/formbuilderedit',
  /** The company profile screen, on one of its tabs. */
  companyProfile: routeWith(
    '/admin/container/profile',
    (to) =>
      (tab: 'profil' | 'tema' | 'texter' | 'abonnemang' = 'profil') =>
        to() + query({ tab: tab === 'profil' ? null : tab }),
  ),
  notifications: '/admin/notifications',
  notification: route('/admin/notifications/:id'),
  chat: '/admin/chat',
  /** The conversation about an application (by the application's id). */
  conversation: route('/admin/chat/:id'),
  banners: '/admin/banners',
  /** The company's job boards and classifieds (admin). */
  integration: '/admin/integration',
  gdpr: '/admin/gdpr',
  /** The company's talent pool: opened and closed here, its members on its position's pages. */
  talentPool: '/admin/talangpool',
  /** A person's register extract, and deleting them from the company (SPEC §2). */
  gdprInform: routeWith('/admin/gdpr/inform', (to) => (userId: Id) => to() + query({ userId })),
  gdprDelete: routeWith('/admin/gdpr/delete', (to) => (userId: Id) => to() + query({ userId })),
  /** The company's audit log. */
  events: '/admin/events',
  emailTemplates: '/admin/templates/email',
  /** The company's statuses, process levels and tags. */
  statusesAndTags: '/admin/templates/statuses',
  /** The same with an editor open (`etikett-12`, `etikett-ny`, `tagg-3`, `tagg-ny`). */
  statusesAndTagsEditor: routeWith(
    '/admin/templates/statuses',
    (to) => (redigera: Id) => to() + query({ redigera }),
  ),
  /** The label e-mail templates of a position type. */
  labelTemplates: route('/admin/templates/email/:positionTypeId'),
  formTemplates: '/admin/form-templates',
  newFormTemplate: '/admin/form-templates/new',
  editFormTemplate: route('/admin/form-templates/edit/:id'),
  skills,
  /** The skills screen with a skill's editor open ('ny': a new skill). */
  skill: (id: Id | 'ny') => skills + query({ kompetens: id }),
  /** The skills screen with a collection's editor open ('ny': a new collection). */
  skillCollection: (id: Id | 'ny') => skills + query({ samling: id }),
  /** The company's library of assessment criteria ('Kriteriebibliotek'). */
  criteria,
  /** The library with a criterion's editor open ('ny': a new criterion). */
  criterion: (id: Id | 'ny') => criteria + query({ kriterium: id }),
  news: '/admin/news',
  newsPost: route('/admin/news/:id'),
  editNews: route('/admin/news/:id/edit'),
  createNews: '/admin/create-news',
  /** A new post's preview before it is published (docs/decisions.md). */
  createNewsPreview: '/admin/create-news/details',
  /** The superuser's screens. */
  billing: '/admin/billing-management',
  newContainer: '/admin/container/new',
  generateData: '/admin/generate-data',
  /** The machine's programs (LibreOffice, poppler, Tesseract): installed or missing. */
  systemStatus: '/admin/system',
  /** The operator's accessibility statement (its public page is /tillganglighet). */
  accessibilityStatement: '/admin/accessibility',
} as const;

/**
 * The candidate's own pages (SPEC §2 recruit layout): outside the staff registry, behind their own guard.
 */
export const recruitPaths = {
  home: '/admin/recruit',
  myPages: '/admin/minasidor',
  messages: '/admin/recruit-chat',
  changePassword: '/admin/minasidor/losenord',
  /** The sign-up confirmation link (mailed). */
  confirm: route('/bekrafta/:token'),
} as const;
