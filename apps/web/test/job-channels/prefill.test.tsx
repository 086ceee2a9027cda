import type { PositionIntegration } from '@rekry/domain';
import { WAREHOUSE_PREFILL } from '@rekry/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { callsTo } from '../positions/render-admin.tsx';
import { renderChannels } from './render-channels.ts';

/**
 * A position's channel cards start from what the server suggests (the ad, its type, the company): each
 * filled field shows the value and says where it came from; what is saved wins, and saving sends what
 * the card shows.
 */
const { board: BOARD_PREFILL, site: SITE_PREFILL } = WAREHOUSE_PREFILL;

/** The labels of the fields, as the cards draw them (domain's channel fields). */
const BOARD_LABELS: Record<string, string> = {
  title: 'Rubrik',
  positionSummary: 'Sammanfattning',
  cityId: 'Kommun',
  city: 'Ort',
  countryCode: 'Landskod',
  address: 'Gatuadress',
  zipCode: 'Postnummer',
  scheduleTimeType: 'Omfattning',
  scheduleText: 'Arbetstid i annonsen',
  regularTimeType: 'Anställningsform',
  temporaryTimeLength: 'Varaktighet',
  durationText: 'Varaktighet i annonsen',
};
const SITE_LABELS: Record<string, string> = {
  summary: 'Ingress',
  categoryId: 'Kategori',
  categorySubId: 'Underkategori',
  employmentId: 'Anställningsform',
  regionId: 'Län',
  regionSubId: 'Kommunkod',
};

function card(
  partner: 'arbetsformedlingen' | 'classifieds',
  prefill: PositionIntegration['prefill'],
  data: Record<string, unknown> = {},
): PositionIntegration {
  return {
    id: null,
    name: partner === 'classifieds' ? 'Annonssajt (Platsannons-API)' : 'Platsbanken (Arbetsförmedlingen)',
    typeId: partner === 'classifieds' ? 2 : 3,
    isChecked: false,
    positionId: 101,
    data,
    partnerSettingName: partner,
    channelEnabled: true,
    jobAd: null,
    prefill,
    sentDocument: null,
  };
}

/** A field of a card by its label, whatever its kind (a text, a picker, a select). */
function fieldOf(scope: ReturnType<typeof within>, label: string) {
  const named = { name: label, exact: true } as const;
  return scope.queryByRole('textbox', named) ?? scope.getByRole('combobox', named);
}

function expectPrefilledFrom(
  scope: ReturnType<typeof within>,
  labels: Record<string, string>,
  prefill: PositionIntegration['prefill'],
) {
  for (const [key, label] of Object.entries(labels)) {
    const field = fieldOf(scope, label);
    const shown =
      field instanceof HTMLSelectElement
        ? field.selectedOptions[0]?.textContent
        : (field as HTMLInputElement).value;
    expect(shown?.trim(), label).toBeTruthy();
    expect(field, label).toHaveAccessibleDescription(
      expect.stringContaining(`Ifyllt från ${prefill.from[key]}.`) as unknown as string,
    );
  }
}

describe("a position's channel cards start from the ad", () => {
  beforeEach(() => logout());

  it('every prefilled field shows a value and its source, on Platsbanken and the classifieds card', async () => {
    renderChannels([2], {
      get_PositionIntegrations: () => ({
        body: [card('arbetsformedlingen', BOARD_PREFILL), card('classifieds', SITE_PREFILL)],
      }),
    });
    const board = within(
      await screen.findByTestId('position-channel-arbetsformedlingen', {}, { timeout: 5000 }),
    );
    const site = within(await screen.findByTestId('position-channel-classifieds', {}, { timeout: 5000 }));
    expectPrefilledFrom(board, BOARD_LABELS, BOARD_PREFILL);
    expectPrefilledFrom(site, SITE_LABELS, SITE_PREFILL);
    expect(fieldOf(board, 'Kommun')).toHaveValue('Västerås');
    expect(fieldOf(board, 'Varaktighet')).toHaveValue('Tills vidare');
    expect(fieldOf(site, 'Län')).toHaveValue('19');
  });

  it('a suggestion without a value says no source; what is saved wins and shows none', async () => {
    renderChannels([2], {
      get_PositionIntegrations: () => ({
        body: [
          card(
            'arbetsformedlingen',
            {
              values: { ...BOARD_PREFILL.values, temporaryTimeLength: '' },
              from: BOARD_PREFILL.from,
            },
            { city: 'Köping' },
          ),
        ],
      }),
    });
    const board = within(
      await screen.findByTestId('position-channel-arbetsformedlingen', {}, { timeout: 5000 }),
    );
    const duration = fieldOf(board, 'Varaktighet');
    expect(duration).toHaveValue('');
    expect(duration).not.toHaveAccessibleDescription(/Ifyllt från/);
    const town = fieldOf(board, 'Ort');
    expect(town).toHaveValue('Köping');
    expect(town).not.toHaveAccessibleDescription(/Ifyllt från/);
  });

  it('typed over, a field stops naming the ad; saving sends what the card shows', async () => {
    const fetchMock = renderChannels([2], {
      get_PositionIntegrations: () => ({ body: [card('classifieds', SITE_PREFILL)] }),
      update_PositionIntegration: (data) => ({
        body: card('classifieds', { values: {}, from: {} }, (data as { data: Record<string, unknown> }).data),
      }),
    });
    const site = within(await screen.findByTestId('position-channel-classifieds', {}, { timeout: 5000 }));
    const summary = fieldOf(site, 'Ingress');
    await userEvent.clear(summary);
    await userEvent.type(summary, 'Lager i Västerås.');
    expect(summary).not.toHaveAccessibleDescription(/Ifyllt från/);
    await userEvent.click(site.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Sparad')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'update_PositionIntegration')[0]).toMatchObject({
      partner: 'classifieds',
      data: { ...SITE_PREFILL.values, summary: 'Lager i Västerås.' },
    });
  });
});
