import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  actionNames,
  actions,
  roleAtLeast,
  standardApplicationForm,
  type ActionName,
  type Role,
} from '@rekry/domain';
import { handlers } from '../src/actions/index.ts';
import {
  assets,
  containerInvitations,
  folders,
  formTemplates,
  positionPermissions,
  users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { buildApplication, labelByName } from './helpers/applicants.ts';
import { pdfWithText } from '../src/db/demo-files.ts';
import { buildFile } from './helpers/files.ts';
import { createTestApp, dispatch, type TestApp } from './helpers/app.ts';
import { buildPosition, buildUser, buildWorld, tokenFor, type World } from './helpers/factories.ts';

/**
 * Deny by default (DESIGN.md §3): every catalogue action × anonymous / reader / writer / admin /
 * superuser × own and foreign company, against the access it declares. A new action without a row
 * here fails the suite.
 */
interface SampleContext {
  t: TestApp;
  world: World;
  containerId: number;
  caller: { id: number; email: string };
}
type Sample = (ctx: SampleContext) => Promise<Record<string, unknown>> | Record<string, unknown>;

const PASSWORD = 'gammalt-lösenord-1';
const member = async ({ t, containerId }: SampleContext) =>
  buildUser(t.db, { memberOf: [[containerId, [3]]] });

const unique = () => Math.random().toString(36).slice(2);

/** A pending invitation of the company. */
async function invitation({ t, containerId }: SampleContext) {
  const [row] = await t.db
    .insert(containerInvitations)
    .values({
      containerId,
      email: `inbjuden-${unique()}@example.se`,
      permissionIds: [3],
      tokenHash: unique(),
      expiresAt: new Date(Date.now() + 3600_000),
    })
    .returning();
  return row!;
}

/**
 * A position in the company on which the caller holds the permission matching their company role (a
 * reader Read, a writer Write), so `position`-scope rows answer by role exactly like `container` ones.
 */
async function position(ctx: SampleContext) {
  const row = await buildPosition(ctx.t.db, ctx.containerId);
  const permissionId =
    ctx.caller.id === ctx.world.writer.id ? 2 : ctx.caller.id === ctx.world.reader.id ? 3 : 0;
  if (permissionId)
    await ctx.t.db
      .insert(positionPermissions)
      .values({ containerId: ctx.containerId, positionId: row.id, userId: ctx.caller.id, permissionId });
  return { containerId: ctx.containerId, positionId: row.id };
}
/** An application to such a position. */
async function applicant(ctx: SampleContext) {
  const at = await position(ctx);
  const application = await buildApplication(ctx.t.db, ctx.containerId, at.positionId);
  return { ...at, applicantId: application.id };
}
async function folder(ctx: SampleContext, name = `Mapp ${unique()}`) {
  await ctx.t.db.insert(folders).values({ containerId: ctx.containerId, name }).onConflictDoNothing();
  const [row] = await ctx.t.db.select().from(folders).where(eq(folders.name, name));
  return row!;
}

const samples: Record<ActionName, Sample> = {
  get_CurrentUser: () => ({}),
  update_password: async ({ t, caller }) => {
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, caller.id));
    return {
      password: PASSWORD,
      newPassword: 'ett-helt-nytt-lösenord',
      confirmNewPassword: 'ett-helt-nytt-lösenord',
    };
  },
  get_Containers: () => ({}),
  get_Container: ({ containerId }) => ({ containerId }),
  search_Containers: () => ({ query: 'Företag' }),
  get_ContainerUsers: ({ containerId }) => ({ containerId }),
  get_UserById: async (ctx) => ({ containerId: ctx.containerId, userId: (await member(ctx)).id }),
  create_ContainerUserPermission: ({ containerId }) => ({
    containerId,
    email: `ny-${Math.random().toString(36).slice(2)}@example.se`,
    permissionIds: [3],
  }),
  get_ContainerInvitations: ({ containerId }) => ({ containerId }),
  resend_ContainerInvitation: async (ctx) => ({
    containerId: ctx.containerId,
    invitationId: (await invitation(ctx)).id,
  }),
  delete_ContainerInvitation: async (ctx) => ({
    containerId: ctx.containerId,
    invitationId: (await invitation(ctx)).id,
  }),
  update_ContainerUserPermission: async (ctx) => ({
    containerId: ctx.containerId,
    email: (await member(ctx)).email,
    permissionIds: [2],
  }),
  delete_ContainerUserPermission: async (ctx) => ({
    containerId: ctx.containerId,
    userId: (await member(ctx)).id,
  }),
  reset_UserPassword: async (ctx) => ({ containerId: ctx.containerId, userId: (await member(ctx)).id }),
  get_UserNotificationPreferences: ({ containerId }) => ({ containerId }),
  update_NotificationPreferences: ({ containerId }) => ({
    containerId,
    notificationPreferences: {
      newApplication: { inApp: true, email: false },
      applicationStatus: { inApp: true, email: false },
      messages: { inApp: false, email: false },
      positionEvents: { inApp: true, email: true },
    },
  }),
  get_Positions: ({ containerId }) => ({ containerId }),
  get_PositionCards: ({ containerId }) => ({ containerId }),
  get_PositionById: position,
  create_Position: ({ containerId }) => ({ containerId, name: 'Ny tjänst' }),
  update_Position: async (ctx) => ({ ...(await position(ctx)), name: 'Ändrad tjänst' }),
  update_PositionForm: async (ctx) => ({ ...(await position(ctx)), form: standardApplicationForm() }),
  archive_Position: async (ctx) => ({ ...(await position(ctx)), isArchived: true }),
  copy_Position: position,
  delete_Position: position,
  get_PositionPermissions: position,
  create_PositionPermission: async (ctx) => ({
    ...(await position(ctx)),
    email: (await member(ctx)).email,
    permissionId: 3,
  }),
  update_PositionPermission: async (ctx) => {
    const target = await position(ctx);
    const user = await member(ctx);
    await ctx.t.db.insert(positionPermissions).values({ ...target, userId: user.id, permissionId: 3 });
    return { ...target, email: user.email, permissionId: 2 };
  },
  get_PositionTypes: ({ containerId }) => ({ containerId }),
  get_PositionTemplates: async (ctx) => {
    await folder(ctx, 'PositionTemplates');
    return { containerId: ctx.containerId };
  },
  upsert_PositionTemplate: ({ containerId }) => ({ containerId, name: 'Mall' }),
  get_FormTemplates: ({ containerId }) => ({ containerId }),
  upsert_FormTemplate: ({ containerId }) => ({ containerId, name: 'Formulär', form: [] }),
  delete_FormTemplate: async ({ t, containerId }) => {
    const [row] = await t.db
      .insert(formTemplates)
      .values({ containerId, name: 'Bort', form: [] })
      .returning();
    return { containerId, id: row!.id };
  },
  get_Folders: ({ containerId }) => ({ containerId }),
  create_Folder: ({ containerId }) => ({ containerId, name: `Mapp ${unique()}` }),
  create_Asset: async (ctx) => ({
    containerId: ctx.containerId,
    folderId: (await folder(ctx)).id,
    name: `fil-${unique()}.json`,
    contentType: 'application/json',
    content: '{"a":1}',
  }),
  delete_Asset: async (ctx) => {
    const [row] = await ctx.t.db
      .insert(assets)
      .values({
        containerId: ctx.containerId,
        folderId: (await folder(ctx)).id,
        name: `fil-${unique()}.txt`,
        contentType: 'text/plain',
        data: Buffer.from('hej'),
      })
      .returning();
    return { containerId: ctx.containerId, assetId: row!.id };
  },
  // Applicants (issue 5)
  get_ApplicantFilters: position,
  get_ApplicantsByPosition: position,
  get_ApplicantById: applicant,
  update_Applicant: async (ctx) => ({ ...(await applicant(ctx)), otherOffer: true }),
  create_Applicant: async (ctx) => ({ ...(await position(ctx)), email: `ny-${unique()}@example.se` }),
  delete_JobApplication: applicant,
  update_ApplicantStatus: async (ctx) => {
    const { applicantId, ...at } = await applicant(ctx);
    return {
      ...at,
      ids: [applicantId],
      labelId: (await labelByName(ctx.t.db, ctx.containerId, 'Intressant')).id,
    };
  },
  create_ApplicantNote: async (ctx) => ({ ...(await applicant(ctx)), text: 'Bra intervju.' }),
  delete_ApplicantFromContainer: async (ctx) => {
    const { positionId } = await position(ctx);
    const application = await buildApplication(ctx.t.db, ctx.containerId, positionId);
    return { containerId: ctx.containerId, userId: application.userId };
  },
  get_Questionnaire: applicant,
  update_Questionnaire: async (ctx) => ({ ...(await applicant(ctx)), skills: [] }),
  get_Labels: ({ containerId }) => ({ containerId }),
  get_EmailTemplates: ({ containerId }) => ({ containerId }),
  get_LabelEmailTemplates: ({ containerId }) => ({ containerId }),
  export_Applicants: async (ctx) => ({ ...(await position(ctx)), format: 'csv' }),
  create_DemoApplicants: async (ctx) => ({ ...(await position(ctx)), count: 3 }),

  // Files and e-mail (issue 5)
  get_ApplicantFiles: applicant,
  upload_ApplicantFile: async (ctx) => ({
    ...(await applicant(ctx)),
    filename: 'brev.txt',
    data: `data:text/plain;base64,${Buffer.from('Hej!').toString('base64')}`,
  }),
  delete_ApplicantFile: async (ctx) => {
    const at = await applicant(ctx);
    const application = { id: at.applicantId, containerId: ctx.containerId };
    const file = await buildFile(
      ctx.t.db,
      ctx.t.app.services.storage,
      application,
      'a.txt',
      Buffer.from('a'),
    );
    return { ...at, fileId: file.id };
  },
  annotate_ApplicantFile: async (ctx) => {
    const at = await applicant(ctx);
    const application = { id: at.applicantId, containerId: ctx.containerId };
    const file = await buildFile(
      ctx.t.db,
      ctx.t.app.services.storage,
      application,
      'cv.pdf',
      pdfWithText(['CV']),
    );
    return {
      ...at,
      fileId: file.id,
      annotations: [{ type: 'highlight', page: 1, x: 0.1, y: 0.1, width: 0.5, height: 0.05 }],
    };
  },
  send_ApplicantEmail: async (ctx) => {
    const at = await position(ctx);
    const application = await buildApplication(ctx.t.db, ctx.containerId, at.positionId);
    return {
      ...at,
      applicantId: application.id,
      email: application.user.email,
      subject: 'Hej',
      body: 'Hej ##FIRSTNAME##',
    };
  },
  send_ApplicantsEmail: async (ctx) => {
    const { applicantId, ...at } = await applicant(ctx);
    return { ...at, recipients: [applicantId], subject: 'Hej', body: 'Hej ##FIRSTNAME##' };
  },
  get_EmailTracking: ({ containerId }) => ({ containerId }),
  get_EmailStatusSummary: async (ctx) => ({
    containerId: ctx.containerId,
    applicationId: (await applicant(ctx)).applicantId,
  }),
};

type Caller = 'anonymous' | 'reader' | 'writer' | 'admin' | 'superuser';
const callers: Caller[] = ['anonymous', 'reader', 'writer', 'admin', 'superuser'];

/** The status the declaration promises for a caller, in its own or a foreign company. */
function expectedStatus(name: ActionName, caller: Caller, company: 'own' | 'foreign'): number {
  const { access } = actions[name];
  if (caller === 'anonymous') return 401;
  const role: Role =
    caller === 'superuser'
      ? 'superuser'
      : company === 'foreign' && (access.scope === 'container' || access.scope === 'position')
        ? 'signedIn'
        : caller;
  if (access.scope === 'platform') return role === 'superuser' ? 200 : 403;
  return roleAtLeast(role, access.role) ? 200 : 403;
}

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.db);
});
afterAll(() => t.close());

describe('the catalogue and the handlers', () => {
  it('has exactly one handler and one authorization row per action', () => {
    expect(Object.keys(handlers).sort()).toEqual([...actionNames].sort());
    expect(Object.keys(samples).sort()).toEqual([...actionNames].sort());
  });
});

describe.each(actionNames)('%s', (name) => {
  it.each(
    callers.flatMap((caller) => (['own', 'foreign'] as const).map((company) => [caller, company] as const)),
  )('as %s in the %s company answers as declared', async (caller, company) => {
    const callerUser = caller === 'anonymous' ? undefined : world[caller];
    const containerId = company === 'own' ? world.own.id : world.foreign.id;
    const data = await samples[name]({ t, world, containerId, caller: callerUser ?? world.reader });
    const token = callerUser ? await tokenFor(t.db, t.app.services.tokens, callerUser.id) : undefined;
    const res = await dispatch(t.app, token, name, data);
    const expected = expectedStatus(name, caller, company);
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (expected === 200) expect(res.body).toHaveProperty('data');
    else expect(res.body.error.message).toMatch(/[a-zåäö]/i);
  });
});

describe('the declared roles', () => {
  it('use only known roles and scopes, and container actions take a containerId', () => {
    for (const name of actionNames) {
      const { access, input } = actions[name];
      expect(['signedIn', 'reader', 'writer', 'admin', 'superuser']).toContain(access.role);
      expect(['self', 'container', 'position', 'platform']).toContain(access.scope);
      if (access.scope === 'container' || access.scope === 'position')
        expect(Object.keys((input as any).shape ?? {})).toContain('containerId');
      if (access.scope === 'position')
        expect(Object.keys((input as any).shape ?? {})).toContain('positionId');
      if (access.scope === 'platform') expect(access.role).toBe('superuser');
    }
    expect(roleAtLeast('admin', 'writer')).toBe(true);
  });
});
