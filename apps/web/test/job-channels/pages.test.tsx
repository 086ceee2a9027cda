import type {
  JobAdChannelStatus,
  PartnerSettingsOverview,
  PartnerSettingView,
  PositionIntegration,
} from '@rekry/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fail, mockDispatcher } from '../helpers.ts';
import { callsTo, detail, listItem, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { renderChannels } from './render-channels.ts';

function setting(overrides: Partial<PartnerSettingView> = {}): PartnerSettingView {
  return {
    partner: 'arbetsformedlingen',
    typeId: 3,
    name: 'Platsbanken (Arbetsförmedlingen)',
    isEnabled: true,
    settings: { senderId: '71234', contactEmail: '' },
    secretSet: true,
    secretHint: 'abcd',
    updatedAt: '2026-11-20T09:30:00.000Z',
    updatedBy: 'Anna Andersson',
    ...overrides,
  };
}

const OVERVIEW: PartnerSettingsOverview = {
  channels: [
    setting(),
    setting({
      partner: 'classifieds',
      typeId: 2,
      name: 'Annonssajt',
      isEnabled: false,
      settings: {},
      secretSet: false,
      secretHint: null,
      updatedAt: null,
      updatedBy: null,
    }),
  ],
  log: [
    {
      at: '2026-11-20T09:30:00.000Z',
      partner: 'arbetsformedlingen',
      by: 'Anna Andersson',
      fields: ['isEnabled', 'senderId', 'secret'],
    },
  ],
};

const card = async (partner: string) => within(await screen.findByTestId(`channel-settings-${partner}`));

describe('/admin/integration', () => {
  beforeEach(() => logout());

  it("shows each channel with its switch, settings, the stored key's last characters and the change log", async () => {
    const user = signInAs([1]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PartnerSettings: () => ({ body: OVERVIEW }),
    });
    renderAdmin('/admin/integration');
    expect(await screen.findByRole('status', { name: 'Laddar kanalerna' })).toBeInTheDocument();
    const board = await card('arbetsformedlingen');
    expect(
      await board.findByRole('switch', { name: 'Använd Platsbanken (Arbetsförmedlingen)' }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(board.getByRole('textbox', { name: 'Avsändar-id (organisationens kundnummer)' })).toHaveValue(
      '71234',
    );
    expect(board.getByTestId('secret-hint')).toHaveTextContent('••••abcd');
    expect(board.getByLabelText('Byt nyckel')).toHaveValue('');
    expect(
      (await card('classifieds')).getByRole('switch', { name: 'Använd Annonssajt (Platsannons-API)' }),
    ).toHaveAttribute('aria-checked', 'false');
    const log = within(screen.getByTestId('channel-change-log'));
    expect(log.getByText('Anna Andersson')).toBeInTheDocument();
    expect(
      log.getByText('På eller av, Avsändar-id (organisationens kundnummer), API-nyckel'),
    ).toBeInTheDocument();
    expect(log.getByText('2026-11-20 10:30')).toBeInTheDocument();
  });

  it("saves a channel (key kept unless typed), says 'Sparad', and shows the server's field errors in Swedish", async () => {
    const user = signInAs([1]);
    let reject = true;
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PartnerSettings: () => ({ body: OVERVIEW }),
      update_PartnerSetting: (data) => {
        if (reject) {
          reject = false;
          return {
            status: 400,
            body: {
              error: {
                code: 'bad_request',
                message: 'Nyckeln godtogs inte av Arbetsförmedlingen',
                fields: { secret: 'Nyckeln godtogs inte av Arbetsförmedlingen' },
              },
            },
          };
        }
        return { body: setting((data as { settings: Record<string, unknown> }).settings) };
      },
    });
    renderAdmin('/admin/integration');
    const board = await card('arbetsformedlingen');
    const senderId = await board.findByRole('textbox', { name: 'Avsändar-id (organisationens kundnummer)' });

    // The browser checks an enabled channel's settings with the channel's schema first.
    await userEvent.clear(senderId);
    await userEvent.click(board.getByRole('button', { name: 'Spara' }));
    expect(await board.findByText('Ange avsändar-id')).toBeInTheDocument();
    expect(senderId).toHaveFocus();
    expect(callsTo(fetchMock, 'update_PartnerSetting')).toHaveLength(0);

    await userEvent.type(senderId, '79');
    await userEvent.type(board.getByLabelText('Byt nyckel'), 'fel-nyckel');
    await userEvent.click(board.getByRole('button', { name: 'Spara' }));
    expect(await board.findByText('Nyckeln godtogs inte av Arbetsförmedlingen')).toBeInTheDocument();
    expect(board.getByLabelText('Byt nyckel')).toHaveAttribute('aria-invalid', 'true');
    expect(board.getByLabelText('Byt nyckel')).toHaveFocus();
    expect(callsTo(fetchMock, 'update_PartnerSetting')[0]).toMatchObject({
      containerId: 1,
      partner: 'arbetsformedlingen',
      isEnabled: true,
      settings: { senderId: '79', contactEmail: '' },
      secret: 'fel-nyckel',
    });

    await userEvent.clear(board.getByLabelText('Byt nyckel'));
    await userEvent.click(board.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    const second = callsTo(fetchMock, 'update_PartnerSetting')[1] as Record<string, unknown>;
    expect(second).not.toHaveProperty('secret');
  });

  it("puts the server's message on a setting under its field and focuses it", async () => {
    const user = signInAs([1]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PartnerSettings: () => ({ body: OVERVIEW }),
      update_PartnerSetting: () =>
        fail(400, 'Arbetsförmedlingen känner inte avsändaren', {
          senderId: 'Arbetsförmedlingen känner inte avsändaren',
        }),
    });
    renderAdmin('/admin/integration');
    const board = await card('arbetsformedlingen');
    await userEvent.click(await board.findByRole('button', { name: 'Spara' }));
    const senderId = board.getByRole('textbox', { name: 'Avsändar-id (organisationens kundnummer)' });
    await waitFor(() =>
      expect(senderId).toHaveAccessibleDescription(/^Arbetsförmedlingen känner inte avsändaren/),
    );
    expect(senderId).toHaveFocus();
    expect(board.queryByRole('alert')).toBeNull();
  });

  it("'Ta bort nyckel' sends an empty key, and the log names a removed key", async () => {
    const user = signInAs([1]);
    let removed = false;
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PartnerSettings: () => ({
        body: removed
          ? {
              ...OVERVIEW,
              log: [
                {
                  at: '2026-11-21T08:00:00.000Z',
                  partner: 'arbetsformedlingen',
                  by: 'Anna Andersson',
                  fields: ['isEnabled', 'secret:removed'],
                },
                ...OVERVIEW.log,
              ],
            }
          : OVERVIEW,
      }),
      update_PartnerSetting: () => {
        removed = true;
        return { body: setting({ isEnabled: false, secretSet: false, secretHint: null }) };
      },
    });
    renderAdmin('/admin/integration');
    const board = await card('arbetsformedlingen');
    await userEvent.click(await board.findByRole('button', { name: 'Ta bort nyckel' }));
    await userEvent.click(board.getByRole('switch', { name: 'Använd Platsbanken (Arbetsförmedlingen)' }));
    await userEvent.click(board.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(callsTo(fetchMock, 'update_PartnerSetting')).toHaveLength(1));
    expect(callsTo(fetchMock, 'update_PartnerSetting')[0]).toMatchObject({
      isEnabled: false,
      secret: '',
      settings: { senderId: '71234' },
    });
    expect(await screen.findByText('På eller av, API-nyckel borttagen')).toBeInTheDocument();
  });

  it('an empty list of channels says so', async () => {
    const user = signInAs([1]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PartnerSettings: () => ({ body: { channels: [], log: [] } }),
    });
    renderAdmin('/admin/integration');
    expect(await screen.findByText('Inga kanaler finns att ansluta')).toBeInTheDocument();
  });
});

function jobAd(overrides: Partial<JobAdChannelStatus> = {}): JobAdChannelStatus {
  return {
    partner: 'arbetsformedlingen',
    name: 'Platsbanken (Arbetsförmedlingen)',
    status: 'published',
    pending: null,
    externalId: 'AF-778',
    url: 'https://arbetsformedlingen.se/platsbanken/annonser/778',
    reason: null,
    statusAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

function integration(overrides: Partial<PositionIntegration> = {}): PositionIntegration {
  return {
    id: 11,
    name: 'Platsbanken (Arbetsförmedlingen)',
    typeId: 3,
    isChecked: true,
    positionId: 101,
    data: {
      positionSummary: 'Packa och plocka',
      occupationId: '5842',
      cityId: '1980',
      address: 'Storgatan 1',
      zipCode: '72212',
      city: 'Västerås',
      countryCode: 'SE',
      regularTimeType: '1',
      scheduleTimeType: '1',
      scheduleText: 'Heltid',
      durationText: 'Tills vidare',
      temporaryTimeLength: '',
      salaryMontly: 28000,
      transactionId: 'tx-1',
    },
    partnerSettingName: 'arbetsformedlingen',
    channelEnabled: true,
    jobAd: jobAd(),
    prefill: { values: {}, from: {} },
    sentDocument: null,
    ...overrides,
  };
}

const CLASSIFIEDS = integration({
  id: null,
  name: 'Annonssajt',
  typeId: 2,
  isChecked: false,
  data: {},
  partnerSettingName: 'classifieds',
  channelEnabled: false,
  jobAd: null,
});

const channel = async (partner: string) => within(await screen.findByTestId(`position-channel-${partner}`));

describe('/admin/positions/:id/integrations', () => {
  beforeEach(() => logout());

  it("shows the ad's status with the board's link, and a notice instead of the form for a channel that is off", async () => {
    renderChannels([1], {
      get_PositionIntegrations: () => ({ body: [integration(), CLASSIFIEDS] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lagermedarbetare' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kanaler' })).toHaveAttribute('aria-current', 'page');
    const board = await channel('arbetsformedlingen');
    expect(board.getByText('Publicerad')).toBeInTheDocument();
    expect(board.getByRole('link', { name: 'Visa annonsen' })).toHaveAttribute(
      'href',
      'https://arbetsformedlingen.se/platsbanken/annonser/778',
    );
    expect(
      board.getByRole('checkbox', { name: 'Publicera i Platsbanken (Arbetsförmedlingen)' }),
    ).toBeChecked();
    expect(board.getByRole('combobox', { name: 'Kommun' })).toHaveValue('Västerås');
    expect(board.getByRole('textbox', { name: 'Månadslön (kr)' })).toHaveValue('28000');
    expect(board.getByTestId('readonly-transactionId')).toHaveTextContent('tx-1');

    const site = await channel('classifieds');
    expect(site.getByText('Företaget har inte slagit på Annonssajt.')).toBeInTheDocument();
    expect(site.getByRole('link', { name: 'Gå till Integration' })).toHaveAttribute(
      'href',
      '/admin/integration',
    );
    expect(site.queryByRole('checkbox')).toBeNull();
  });

  it("a writer who is not admin is told to ask an admin; the board's reason shows for a failed ad", async () => {
    renderChannels([2], {
      get_PositionIntegrations: () => ({
        body: [
          integration({ jobAd: jobAd({ status: 'failed', url: null, reason: 'Yrket saknas i taxonomin' }) }),
          CLASSIFIEDS,
        ],
      }),
    });
    const board = await channel('arbetsformedlingen');
    expect(await board.findByText('Misslyckades')).toBeInTheDocument();
    expect(board.getByText('Yrket saknas i taxonomin')).toBeInTheDocument();
    expect(board.queryByRole('link', { name: 'Visa annonsen' })).toBeNull();
    expect(screen.queryByText(/Annonsen är stängd/)).toBeNull();
    const site = await channel('classifieds');
    expect(site.getByText('Be en administratör att slå på kanalen under Integration.')).toBeInTheDocument();
    expect(site.queryByRole('link')).toBeNull();
  });

  it('checks the data before sending, then saves and follows the waiting ad until it is published', async () => {
    let state = integration({ isChecked: false, jobAd: null, data: { positionSummary: 'Packa' } });
    let polls = 0;
    const fetchMock = renderChannels([2], {
      get_PositionIntegrations: () => {
        if (state.jobAd?.status === 'waiting' && ++polls >= 2) state = { ...state, jobAd: jobAd() };
        return { body: [state] };
      },
      update_PositionIntegration: (data) => {
        const sent = data as { isChecked: boolean; data: Record<string, unknown> };
        state = {
          ...state,
          isChecked: sent.isChecked,
          data: sent.data,
          jobAd: jobAd({ status: 'waiting', pending: 'publish', url: null, externalId: null }),
        };
        return { body: state };
      },
    });
    const board = await channel('arbetsformedlingen');
    await userEvent.click(
      await board.findByRole('checkbox', { name: 'Publicera i Platsbanken (Arbetsförmedlingen)' }),
    );
    await userEvent.click(board.getByRole('button', { name: 'Spara' }));
    expect(await board.findByText('Välj en kommun')).toBeInTheDocument();
    expect(board.getByText('Ange gatuadress')).toBeInTheDocument();
    expect(board.getByRole('combobox', { name: 'Yrke' })).toHaveFocus();
    expect(callsTo(fetchMock, 'update_PositionIntegration')).toHaveLength(0);

    const fill = async (name: string, text: string) =>
      userEvent.type(board.getByRole('textbox', { name }), text);
    const pick = async (name: string, text: string) => {
      await userEvent.type(board.getByRole('combobox', { name }), text);
      await userEvent.keyboard('{Enter}');
    };
    await pick('Yrke', 'lagerarbetare');
    await pick('Kommun', 'västerås');
    await pick('Anställningsform', 'vanlig');
    await pick('Omfattning', 'heltid');
    await fill('Gatuadress', 'Storgatan 1');
    await fill('Postnummer', '722 12');
    await fill('Ort', 'Västerås');
    await fill('Landskod', 'SE');
    await fill('Arbetstid i annonsen', 'Heltid');
    await fill('Varaktighet i annonsen', 'Tills vidare');
    await fill('Månadslön (kr)', '29 000');
    await userEvent.click(board.getByRole('button', { name: 'Spara' }));

    expect(
      await screen.findByText('Sparad. Annonsen skickas till Platsbanken (Arbetsförmedlingen).'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_PositionIntegration')[0]).toMatchObject({
      containerId: 1,
      positionId: 101,
      partner: 'arbetsformedlingen',
      isChecked: true,
      data: { cityId: '1980', occupationId: '5842', salaryMontly: 29000, zipCode: '722 12' },
    });
    expect((callsTo(fetchMock, 'update_PositionIntegration')[0] as { data: object }).data).not.toHaveProperty(
      'transactionId',
    );
    expect(await board.findByText('Väntar')).toBeInTheDocument();
    // Fetched again every two seconds while waiting, until the board has answered.
    expect(await board.findByRole('link', { name: 'Visa annonsen' }, { timeout: 8000 })).toBeInTheDocument();
    expect(board.getByText('Publicerad')).toBeInTheDocument();
  }, 20_000);

  it('tells before the form that an archived or internal position cannot be sent', async () => {
    let position = detail({ isArchived: true, status: 'Arkiverad' });
    renderChannels([2], {
      get_PositionById: () => ({ body: position }),
      get_PositionIntegrations: () => ({ body: [integration({ jobAd: null })] }),
    });
    expect(
      await screen.findByText('Annonsen är stängd. Öppna den igen för att publicera den i en kanal.'),
    ).toBeInTheDocument();
    cleanup();
    position = detail({ isInternal: true });
    renderAdmin('/admin/positions/101/integrations');
    expect(
      await screen.findByText('En intern annons kan inte publiceras i externa kanaler.'),
    ).toBeInTheDocument();
  });

  it("shows the server's field errors under their fields, and what is about the position over the form", async () => {
    let fields: Record<string, string> = { 'data.zipCode': 'Postnumret finns inte' };
    renderChannels([2], {
      get_PositionIntegrations: () => ({ body: [integration()] }),
      update_PositionIntegration: () => fail(400, Object.values(fields)[0]!, fields),
    });
    const board = await channel('arbetsformedlingen');
    await userEvent.click(await board.findByRole('button', { name: 'Spara' }));
    const zip = board.getByRole('textbox', { name: 'Postnummer' });
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Postnumret finns inte'));
    expect(zip).toHaveFocus();
    expect(board.queryByRole('alert')).toBeNull();

    // The board's own check names the channel's fields plainly, and the position's by 'position.'.
    fields = { 'position.name': 'Platsbanken kräver en rubrik', city: 'Orten finns inte' };
    await userEvent.click(board.getByRole('button', { name: 'Spara' }));
    const city = board.getByRole('textbox', { name: 'Ort' });
    await waitFor(() => expect(city).toHaveAccessibleDescription('Orten finns inte'));
    expect(city).toHaveFocus();
    expect(board.getByRole('alert')).toHaveTextContent('Platsbanken kräver en rubrik');
  });
});

describe('job-ad badges on the position page and the list', () => {
  beforeEach(() => logout());

  it("the position page links 'Kanaler' and shows each channel's status, a published one linked", async () => {
    const user = signInAs([2]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_PositionById: () => ({
        body: detail({
          jobAds: [
            {
              partner: 'arbetsformedlingen',
              name: 'Platsbanken',
              status: 'published',
              url: 'https://arbetsformedlingen.se/platsbanken/annonser/778',
            },
            { partner: 'classifieds', name: 'Annonssajt', status: 'failed', url: null },
          ],
        }),
      }),
      get_Notifications: () => ({ body: { items: [], total: 0, unread: 0 } }),
    });
    renderAdmin('/admin/positions/101');
    expect(await screen.findByRole('link', { name: 'Kanaler' })).toHaveAttribute(
      'href',
      '/admin/positions/101/integrations',
    );
    const badges = within(screen.getByRole('list', { name: 'Kanaler' }));
    expect(badges.getByRole('link', { name: 'Platsbanken: Publicerad' })).toHaveAttribute(
      'href',
      'https://arbetsformedlingen.se/platsbanken/annonser/778',
    );
    expect(badges.getByText('Annonssajt: Misslyckades')).toBeInTheDocument();
  });

  it('the positions list shows the channels of each position', async () => {
    const user = signInAs([2]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_Positions: () => ({
        body: {
          items: [
            listItem({
              jobAds: [{ partner: 'arbetsformedlingen', name: 'Platsbanken', status: 'waiting', url: null }],
            }),
          ],
          nextCursor: null,
        },
      }),
      get_Notifications: () => ({ body: { items: [], total: 0, unread: 0 } }),
    });
    renderAdmin('/admin/positions');
    expect((await screen.findAllByText('Platsbanken: Väntar')).length).toBeGreaterThan(0);
  });
});
