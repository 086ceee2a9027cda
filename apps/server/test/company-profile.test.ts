import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS, type CompanyProfileInput, type PublicContainer } from '@rekry/domain';
import { eq } from 'drizzle-orm';
import { containers } from '../src/db/schema.ts';
import { get, testAppWithWorld } from './helpers/app.ts';
import { buildContainer } from './helpers/factories.ts';

const { t, world } = testAppWithWorld();

const own = () => world.own.id;
const save = (profile: CompanyProfileInput, caller: { id: number } = world.admin) =>
  t.as(caller).dispatch('update_CompanyProfile', { containerId: own(), profile });

describe('the company profile', () => {
  it('gives every key with its default to an admin, and nobody else', async () => {
    const res = await t.as(world.admin).dispatch('get_CompanyProfile', { containerId: own() });
    expect(res.status).toBe(200);
    expect(res.data.profile).toMatchObject({
      showAge: true,
      showGender: true,
      fax: '',
      linkedin: '',
      faq: '',
    });
    expect((await t.as(undefined).dispatch('get_CompanyProfile', { containerId: own() })).status).toBe(401);
    for (const caller of [world.writer, world.reader, world.foreignAdmin])
      expect((await t.as(caller).dispatch('get_CompanyProfile', { containerId: own() })).status).toBe(403);
    expect((await t.as(world.superuser).dispatch('get_CompanyProfile', { containerId: own() })).status).toBe(
      200,
    );
  });

  it('saves every group of keys, cleans the rich texts and keeps keys the page does not edit', async () => {
    await t.db
      .update(containers)
      .set({ metadata: { foreignKey: null, properties: { consentCompanyName: 'Behålls', members: [] } } })
      .where(eq(containers.id, own()));
    const res = await save({
      displayName: 'Norrsken AB',
      organisationNumber: '556677-8899',
      description: '<p>Vi bygger <strong>framtiden</strong></p><script>alert(1)</script>',
      address: 'Storgatan 1',
      zip: '971 31',
      city: 'Luleå',
      phone: '0920-123 45',
      fax: '+46 920 123 46',
      email: 'Jobb@Norrsken.se',
      website: 'https://norrsken.se',
      dns: 'Norrsken',
      agreement: '<p>Villkor</p><img src=x onerror=alert(1)>',
      gdprContact: 'dataskydd@norrsken.se',
      showAge: false,
      showGender: true,
      linkedin: 'https://www.linkedin.com/company/norrsken',
      aboutTeam: 'https://norrsken.se/team',
      support: 'https://norrsken.se/support',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data.profile.description).toBe('<p>Vi bygger <strong>framtiden</strong></p>');
    expect(res.data.profile.agreement).not.toContain('onerror');
    expect(res.data.profile.dns).toBe('norrsken');
    expect(res.data.publicUrl).toMatch(/^http:\/\/jobb\.norrsken\.localhost(:\d+)?$/);
    const [row] = await t.db.select().from(containers).where(eq(containers.id, own()));
    expect(row!.metadata.properties).toMatchObject({
      consentCompanyName: 'Behålls',
      showAge: false,
      city: 'Luleå',
      linkedin: 'https://www.linkedin.com/company/norrsken',
    });
  });

  it('answers 400 with a Swedish message under each wrong field, and saves nothing', async () => {
    const before = await t.as(world.admin).dispatch('get_CompanyProfile', { containerId: own() });
    const res = await save({
      organisationNumber: '556677-8890',
      zip: '9713',
      phone: 'ring mig',
      email: 'inte-en-adress',
      website: 'javascript:alert(1)',
      dns: '-fel-',
      facebook: 'facebook.com/norrsken',
      companyLogo: '<svg onload=alert(1)>',
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields).toMatchObject({
      'profile.organisationNumber': 'Ogiltigt organisationsnummer (NNNNNN-NNNN)',
      'profile.zip': 'Ange postnumret som 123 45',
      'profile.phone': 'Ange ett telefonnummer med siffror, t.ex. 08-123 456 78',
      'profile.email': 'E-postadressen har inte ett giltigt format',
      'profile.website': 'Ange en adress som börjar med https://',
      'profile.dns': 'Använd bara a–z, 0–9 och bindestreck (inte först eller sist)',
      'profile.facebook': 'Ange en adress som börjar med https://',
      'profile.companyLogo': 'Ange bildens namn eller en adress som börjar med https://',
    });
    const after = await t.as(world.admin).dispatch('get_CompanyProfile', { containerId: own() });
    expect(after.data).toEqual(before.data);
  });

  it("refuses another company's host label with 409", async () => {
    await buildContainer(t.db, {
      metadata: { foreignKey: null, properties: { displayName: 'Upptagen', dns: 'upptagen' } },
    });
    const res = await save({ displayName: 'Norrsken AB', dns: 'UPPTAGEN' });
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe('Adressnamnet används redan av ett annat företag');
  });

  it('is what the career site shows at once', async () => {
    await save({ displayName: 'Polstjärnan AB', dns: 'polstjarnan', city: 'Kiruna', phone: '0980-111 11' });
    const res = await get<PublicContainer>(t.app, '/api/public/containers/polstjarnan');
    expect(res.status).toBe(200);
    expect(res.body.fields.DisplayName.data).toBe('Polstjärnan AB');
    expect(res.body.fields.PhoneNumber.data).toBe('0980-111 11');
    expect(res.body.profile.city).toBe('Kiruna');
  });
});

describe('the theme', () => {
  it('starts from the defaults, saves a whole theme, and resets', async () => {
    const admin = t.as(world.admin);
    expect((await admin.dispatch('get_ContainerTheme', { containerId: own() })).data).toEqual(THEME_DEFAULTS);
    const theme = {
      ...THEME_DEFAULTS,
      button: { backgroundColor: '#0B6E4F', textColor: '#FFFFFF', borderRadius: 'rounded-full' as const },
    };
    const saved = await admin.dispatch('update_ContainerTheme', { containerId: own(), theme });
    expect(saved.status).toBe(200);
    await save({ displayName: 'Temat AB', dns: 'temat' });
    const site = await get<PublicContainer>(t.app, '/api/public/containers/temat');
    expect(site.body.theme.button).toEqual(theme.button);
    const reset = await admin.dispatch('reset_ContainerTheme', { containerId: own() });
    expect(reset.data).toEqual(THEME_DEFAULTS);
    expect((await admin.dispatch('get_ContainerTheme', { containerId: own() })).data).toEqual(THEME_DEFAULTS);
  });

  it('answers 400 for a colour that is not one, or a radius it does not know', async () => {
    const res = await t.as(world.admin).dispatchUnchecked('update_ContainerTheme', {
      containerId: own(),
      theme: {
        ...THEME_DEFAULTS,
        button: {
          backgroundColor: 'red;}body{display:none',
          textColor: '#FFF',
          borderRadius: 'rounded-3xl',
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.error?.fields).toMatchObject({
      'theme.button.backgroundColor': 'Ange en färg som #RRGGBB',
      'theme.button.borderRadius': 'Välj en hörnrundning',
    });
  });

  it('is the admin’s alone, of their own company', async () => {
    for (const caller of [world.writer, world.reader, world.foreignAdmin]) {
      const res = await t.as(caller).dispatch('reset_ContainerTheme', { containerId: own() });
      expect(res.status).toBe(403);
    }
  });
});

describe('the company’s texts', () => {
  it('lists all sixteen with their defaults, saves cleaned texts, and an empty one goes back to the default', async () => {
    const admin = t.as(world.admin);
    const first = await admin.dispatch('get_ContainerMessages', { containerId: own() });
    expect(first.data).toHaveLength(16);
    expect(first.data.find((m) => m.key === 'minLength')?.default).toBe(
      'Fältet måste innehålla minst #DATA# tecken',
    );
    const saved = await admin.dispatch('update_ContainerMessages', {
      containerId: own(),
      messages: {
        job_already_applied: '<b>Du har redan sökt</b> hos oss.<script>alert(1)</script>',
        minLength: 'Skriv minst #DATA# tecken',
      },
    });
    expect(saved.status).toBe(200);
    const byKey = Object.fromEntries(saved.data.map((m) => [m.key, m.text]));
    expect(byKey.job_already_applied).toBe('<b>Du har redan sökt</b> hos oss.');
    expect(byKey.minLength).toBe('Skriv minst #DATA# tecken');
    await save({ displayName: 'Texter AB', dns: 'texter' });
    const site = await get<PublicContainer>(t.app, '/api/public/containers/texter');
    expect(site.body.messages.minLength).toBe('Skriv minst #DATA# tecken');

    const reset = await admin.dispatch('update_ContainerMessages', {
      containerId: own(),
      messages: { minLength: '  ' },
    });
    expect(reset.data.find((m) => m.key === 'minLength')?.text).toBe('');
    const [row] = await t.db.select().from(containers).where(eq(containers.id, own()));
    expect(row!.metadata.properties).not.toHaveProperty('/messages/minLength');
    expect(row!.metadata.properties).toHaveProperty('/messages/job_already_applied');
  });

  it('keeps both when the profile and a text are saved at the same moment', async () => {
    const admin = t.as(world.admin);
    await Promise.all([
      save({ displayName: 'Samtidigt AB', city: 'Gävle' }),
      admin.dispatch('update_ContainerMessages', {
        containerId: own(),
        messages: { approved: 'Godkänn, tack' },
      }),
    ]);
    const [row] = await t.db.select().from(containers).where(eq(containers.id, own()));
    expect(row!.metadata.properties).toMatchObject({ city: 'Gävle', '/messages/approved': 'Godkänn, tack' });
  });

  it('refuses an unknown key and a text too long, and is the admin’s alone', async () => {
    const admin = t.as(world.admin);
    const unknown = await admin.dispatchUnchecked('update_ContainerMessages', {
      containerId: own(),
      messages: { notAKey: 'x' },
    });
    expect(unknown.status).toBe(400);
    const long = await admin.dispatch('update_ContainerMessages', {
      containerId: own(),
      messages: { approved: 'x'.repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(long.error?.fields?.['messages.approved']).toBe('Texten är för lång (högst 5 000 tecken)');
    for (const caller of [world.writer, world.foreignAdmin])
      expect((await t.as(caller).dispatch('get_ContainerMessages', { containerId: own() })).status).toBe(403);
  });
});
