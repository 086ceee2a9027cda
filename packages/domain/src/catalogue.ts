import { z } from 'zod';
import { accountActions } from './actions/account.ts';
import { applicantsActions } from './actions/applicants.ts';
import { bannersActions } from './actions/banners.ts';
import { billingActions } from './actions/billing.ts';
import { chatActions } from './actions/chat.ts';
import { candidateActions } from './actions/candidate.ts';
import { jobAlertsActions } from './actions/job-alerts.ts';
import { companyActions } from './actions/company.ts';
import { companiesActions } from './actions/companies.ts';
import { eventsActions } from './actions/events.ts';
import { emailActions } from './actions/email.ts';
import { emailTemplatesActions } from './actions/email-templates.ts';
import { labelsActions } from './actions/labels.ts';
import { tagsActions } from './actions/tags.ts';
import { filesActions } from './actions/files.ts';
import { foldersActions } from './actions/folders.ts';
import { gdprActions } from './actions/gdpr.ts';
import { talentPoolActions } from './actions/talent-pool.ts';
import { homeActions } from './actions/home.ts';
import { interviewsActions } from './actions/interviews.ts';
import { scorecardsActions } from './actions/scorecards.ts';
import { anonymityActions } from './actions/anonymity.ts';
import { jobChannelsActions } from './actions/job-channels.ts';
import { newsActions } from './actions/news.ts';
import { dataGenerationActions } from './actions/data-generation.ts';
import { notificationsActions } from './actions/notifications.ts';
import { positionsActions } from './actions/positions.ts';
import { searchActions } from './actions/search.ts';
import { skillsActions } from './actions/skills.ts';
import { systemActions } from './actions/system.ts';
import { accessibilityActions } from './actions/accessibility.ts';
import { reportsActions } from './actions/reports.ts';
import { formTemplatesActions } from './actions/form-templates.ts';
import { usersActions } from './actions/users.ts';
import { mergeAreas } from './actions/merge.ts';

export type { Access, ActionArea, ActionDefinition, Scope } from './actions/define.ts';
import type { ActionDefinition } from './actions/define.ts';
export { APPLICATION_INPUT, CONVERSATION_INPUT } from './actions/define.ts';
export type { CurrentUser } from './actions/account.ts';
export type { ContainerDetail, ContainerSummary } from './actions/companies.ts';
export type { ContainerUser } from './actions/users.ts';
export type { PositionOwnerChoice, PositionPreview } from './actions/positions.ts';
export type {
  ChannelPrefill,
  JobAdChannelStatus,
  PartnerSettingChange,
  PartnerSettingView,
  PartnerSettingsOverview,
  PositionIntegration,
} from './actions/job-channels.ts';
export type { HomeOverview, HomePosition } from './actions/home.ts';
export { HOME_DAYS, HOME_POSITIONS } from './actions/home.ts';

/**
 * The action catalogue (DESIGN.md §3): every dispatcher action, declared once per area under actions/
 * with its input schema, its output type and who may call it (scopes: actions/define.ts). The server
 * registers one handler per entry; the web client is typed from it; GET /api/dispatcher/actions serves
 * it as JSON Schema. A new area is one file there and one line here.
 */
export const catalogueAreas = {
  account: accountActions,
  companies: companiesActions,
  company: companyActions,
  users: usersActions,
  notifications: notificationsActions,
  positions: positionsActions,
  formTemplates: formTemplatesActions,
  folders: foldersActions,
  banners: bannersActions,
  applicants: applicantsActions,
  files: filesActions,
  email: emailActions,
  emailTemplates: emailTemplatesActions,
  labels: labelsActions,
  tags: tagsActions,
  search: searchActions,
  home: homeActions,
  skills: skillsActions,
  gdpr: gdprActions,
  chat: chatActions,
  interviews: interviewsActions,
  scorecards: scorecardsActions,
  anonymity: anonymityActions,
  candidate: candidateActions,
  jobAlerts: jobAlertsActions,
  jobChannels: jobChannelsActions,
  news: newsActions,
  dataGeneration: dataGenerationActions,
  events: eventsActions,
  billing: billingActions,
  system: systemActions,
  accessibility: accessibilityActions,
  talentPool: talentPoolActions,
  reports: reportsActions,
};

export const actions = mergeAreas(catalogueAreas);

export type ActionName = keyof typeof actions;
export type ActionInput<N extends ActionName> = z.input<(typeof actions)[N]['input']>;
export type ActionParsedInput<N extends ActionName> = z.output<(typeof actions)[N]['input']>;
export type ActionOutput<N extends ActionName> = NonNullable<(typeof actions)[N]['output']>;
export const actionNames = Object.keys(actions) as ActionName[];

/**
 * One action's declaration, typed as any action's: looked up by a name of the type `ActionName`, the
 * compiler would build the union of every action's exact declaration at each such place.
 */
export function definitionOf(name: ActionName): ActionDefinition {
  return actions[name];
}

export function isActionName(name: unknown): name is ActionName {
  return typeof name === 'string' && Object.hasOwn(actions, name);
}

/** The catalogue as JSON (names, access, input as JSON Schema) for GET /api/dispatcher/actions. */
export function catalogueAsJson() {
  return actionNames.map((name) => {
    const def = actions[name];
    return {
      name,
      description: def.description,
      access: def.access,
      mutation: def.mutation,
      ...(def.urlParams ? { urlParams: def.urlParams } : {}),
      ...(def.download ? { download: true } : {}),
      input: asObjectSchema(z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' })),
    };
  });
}

/** A union of object inputs (one per kind) is itself an object: say so at the top, as tool callers expect. */
function asObjectSchema<
  S extends { type?: unknown; oneOf?: { type?: unknown }[]; anyOf?: { type?: unknown }[] },
>(schema: S): S {
  const branches = schema.oneOf ?? schema.anyOf;
  if (schema.type === undefined && branches?.every((b) => b.type === 'object'))
    return { type: 'object', ...schema };
  return schema;
}
