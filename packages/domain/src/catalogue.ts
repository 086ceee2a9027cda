import { z } from 'zod';
import { PERMISSION_IDS, type Role } from './permissions.ts';
import { emailSchema, updatePasswordInput } from './password.ts';
import { notificationPreferencesSchema, type NotificationPreferences } from './notification-preferences.ts';

/**
 * The action catalogue (DESIGN.md §3): every dispatcher action, declared once, with its input schema,
 * its output type and who may call it. The server registers one handler per entry; the web client is
 * typed from it; GET /api/dispatcher/actions serves it as JSON Schema.
 *
 * Access scopes:
 * - `self`: acts only on the caller's own account; any signed-in user.
 * - `container`: input carries `containerId`; the caller needs at least `role` in that company
 *   (a superuser passes every company). Handlers scope every query by that id.
 * - `platform`: the whole platform; superuser only.
 */
export type Scope = 'self' | 'container' | 'platform';
export interface Access {
  role: Role;
  scope: Scope;
}

export interface ActionDefinition<I extends z.ZodType = z.ZodType, O = unknown> {
  input: I;
  access: Access;
  /** Mutations run in one transaction. */
  mutation: boolean;
  description: string;
  /** Phantom: carries the output type for the typed client. */
  output?: O;
}

function action<O>() {
  return <I extends z.ZodType>(def: Omit<ActionDefinition<I, O>, 'output'>): ActionDefinition<I, O> => def;
}

const id = (message = 'Ogiltigt id') => z.coerce.number({ error: message }).int(message).positive(message);
const containerId = id('Ogiltigt företags-id');
const permissionIds = z
  .array(
    z
      .number()
      .int()
      .refine((v) => PERMISSION_IDS.includes(v), 'Okänd behörighet'),
    {
      error: 'Behörigheter måste anges',
    },
  )
  .min(1, 'Välj minst en behörighet')
  .max(PERMISSION_IDS.length);

export interface ContainerSummary {
  id: number;
  name: string;
  displayName: string;
  permissionIds: number[];
  role: Role;
}
export interface ContainerDetail {
  id: number;
  name: string;
  plans: string[];
  theme: Record<string, unknown>;
  metadata: { foreignKey: string | null; properties: Record<string, unknown> };
  folders: { id: number; name: string }[];
  users: number;
}
export interface ContainerUser {
  id: number;
  userId: number;
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  title: string;
  permissionIds: number[];
  disabled: boolean;
}
export interface CurrentUser {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  superuser: boolean;
  candidate: boolean;
  containers: ContainerSummary[];
}

export const actions = {
  get_CurrentUser: action<CurrentUser>()({
    input: z.object({}).strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description: 'Den inloggade användaren och de företag hen tillhör, med roll per företag.',
  }),
  update_password: action<{ ok: true; token: string; expiration: string }>()({
    input: updatePasswordInput,
    access: { role: 'signedIn', scope: 'self' },
    mutation: true,
    description: 'Byt eget lösenord. Alla äldre inloggningar avslutas; svaret bär en ny token.',
  }),
  get_Containers: action<ContainerSummary[]>()({
    input: z.object({}).strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description: 'Företagen som anroparen är medlem i.',
  }),
  get_Container: action<ContainerDetail>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Ett företag med id.',
  }),
  search_Containers: action<{ id: number; name: string; users: number }[]>()({
    input: z.object({
      query: z.string().trim().max(100, 'Söktexten är för lång').default(''),
      take: z.number().int().min(1).max(100).default(25),
    }),
    access: { role: 'superuser', scope: 'platform' },
    mutation: false,
    description: 'Sök bland alla företag på plattformen.',
  }),
  get_ContainerUsers: action<ContainerUser[]>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'Företagets användare och deras behörigheter.',
  }),
  get_UserById: action<ContainerUser>()({
    input: z.object({ containerId, userId: id('Ogiltigt användar-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description: 'En användare i företaget.',
  }),
  create_ContainerUserPermission: action<ContainerUser>()({
    input: z.object({
      containerId,
      email: emailSchema,
      permissionIds,
      firstname: z.string().trim().max(100, 'Förnamnet är för långt').optional(),
      lastname: z.string().trim().max(100, 'Efternamnet är för långt').optional(),
    }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description:
      'Lägg till en användare (via e-post) i företaget med behörigheter. Nya konton får ett mejl för att välja lösenord.',
  }),
  update_ContainerUserPermission: action<ContainerUser>()({
    input: z.object({ containerId, email: emailSchema, permissionIds }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ändra en användares behörigheter i företaget.',
  }),
  delete_ContainerUserPermission: action<{ ok: true }>()({
    input: z.object({ containerId, userId: id('Ogiltigt användar-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ta bort en användare från företaget.',
  }),
  reset_UserPassword: action<{ ok: true }>()({
    input: z.object({ containerId, userId: id('Ogiltigt användar-id') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Skicka en länk för att välja nytt lösenord till en användare i företaget.',
  }),
  get_UserNotificationPreferences: action<NotificationPreferences>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Den inloggades notifikationsinställningar i ett företag.',
  }),
  update_NotificationPreferences: action<NotificationPreferences>()({
    input: z.object({ containerId, notificationPreferences: notificationPreferencesSchema }),
    access: { role: 'reader', scope: 'container' },
    mutation: true,
    description: 'Spara den inloggades notifikationsinställningar i ett företag.',
  }),
} satisfies Record<string, ActionDefinition>;

export type ActionName = keyof typeof actions;
export type ActionInput<N extends ActionName> = z.input<(typeof actions)[N]['input']>;
export type ActionParsedInput<N extends ActionName> = z.output<(typeof actions)[N]['input']>;
export type ActionOutput<N extends ActionName> = NonNullable<(typeof actions)[N]['output']>;
export const actionNames = Object.keys(actions) as ActionName[];

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
      input: z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }),
    };
  });
}
