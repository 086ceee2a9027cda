import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PositionListItem, TalentPoolView } from '@rekry/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '../../src/app/providers.tsx';
import { logout } from '../../src/lib/session.ts';
import { InviteDialog, PoolInviteButton } from '../../src/features/talent-pool/member-actions.tsx';
import { fail, mockDispatcher } from '../helpers.ts';
import { callsTo, listItem, renderAdmin, signInAs } from '../positions/render-admin.tsx';

const CLOSED: TalentPoolView = {
  positionId: null,
  open: false,
  members: 0,
  retentionMonths: 24,
  publicUrl: null,
};
const OPEN: TalentPoolView = {
  positionId: 5,
  open: true,
  members: 3,
  retentionMonths: 24,
  publicUrl: 'http://jobb.demo.localhost:3000/talangpool',
};

describe('/admin/talangpool', () => {
  beforeEach(() => logout());

  it('lets an admin open a closed pool, then shows its page, members and form', async () => {
    const user = signInAs([1]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_TalentPool: () => ({ body: CLOSED }),
      open_TalentPool: () => ({ body: OPEN }),
    });
    renderAdmin('/admin/talangpool');
    expect(await screen.findByRole('heading', { name: 'Talangpoolen är stängd' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Öppna talangpoolen' }));
    expect(
      await screen.findByRole('link', { name: /jobb\.demo\.localhost:3000\/talangpool/ }),
    ).toHaveAttribute('href', OPEN.publicUrl);
    expect(callsTo(fetchMock, 'open_TalentPool')).toEqual([{ containerId: 1 }]);
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visa medlemmar' })).toHaveAttribute(
      'href',
      '/admin/positions/5',
    );
    expect(screen.getByRole('link', { name: 'Redigera formuläret' })).toHaveAttribute(
      'href',
      '/admin/positions/5/form',
    );
  });

  it('asks before an admin closes the pool', async () => {
    const user = signInAs([1]);
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_TalentPool: () => ({ body: OPEN }),
      close_TalentPool: () => ({ body: { ...OPEN, open: false, publicUrl: null } }),
    });
    renderAdmin('/admin/talangpool');
    await userEvent.click(await screen.findByRole('button', { name: 'Stäng talangpoolen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stäng talangpoolen?' });
    expect(callsTo(fetchMock, 'close_TalentPool')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(await screen.findByRole('heading', { name: 'Talangpoolen är stängd' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'close_TalentPool')).toEqual([{ containerId: 1 }]);
  });

  it("lets an admin set the pool's period, with the server's Swedish refusal under the field", async () => {
    const user = signInAs([1]);
    let refuse = true;
    const fetchMock = mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_TalentPool: () => ({ body: OPEN }),
      set_TalentPoolRetention: () =>
        refuse
          ? fail(400, 'Kontrollera de markerade fälten', { months: 'Högst 36 månader' })
          : {
              body: {
                ...OPEN,
                retentionMonths: 12,
                message: 'Medlemmarnas uppgifter sparas nu i 12 månader',
              },
            },
    });
    renderAdmin('/admin/talangpool');
    const months = await screen.findByLabelText(/^Lagringstid i månader/);
    expect(months).toHaveValue(24);
    await userEvent.clear(months);
    await userEvent.type(months, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Spara lagringstid' }));
    // The form checks the range before anything is sent.
    expect(await screen.findByText('Minst 6 månader')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'set_TalentPoolRetention')).toEqual([]);
    await userEvent.clear(months);
    await userEvent.type(months, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Spara lagringstid' }));
    expect(await screen.findByText('Högst 36 månader')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spara lagringstid' }));
    expect(await screen.findByText('Medlemmarnas uppgifter sparas nu i 12 månader')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'set_TalentPoolRetention').at(-1)).toEqual({ containerId: 1, months: 12 });
    expect(months).toHaveValue(12);
  });

  it("shows a writer the pool's period without the form", async () => {
    const user = signInAs([2]);
    mockDispatcher({ get_CurrentUser: () => ({ body: user }), get_TalentPool: () => ({ body: OPEN }) });
    renderAdmin('/admin/talangpool');
    expect(await screen.findByText('24 månader efter senaste aktivitet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spara lagringstid' })).toBeNull();
  });

  it('shows a reader the closed pool without the button, and a failure with a retry', async () => {
    const user = signInAs([3]);
    let fails = true;
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_TalentPool: () => (fails ? fail(500, 'Serverfel') : { body: CLOSED }),
    });
    renderAdmin('/admin/talangpool');
    expect(await screen.findByText('Det gick inte att hämta talangpoolen')).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText(/En administratör kan öppna den/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Öppna talangpoolen' })).toBeNull();
  });
});

describe('Bjud in till tjänst', () => {
  beforeEach(() => logout());

  it('sends the chosen position and text, and shows the server’s message under the text', async () => {
    signInAs([2]);
    const open: PositionListItem = listItem({ id: 101, name: 'Truckförare' });
    let refuse = true;
    const fetchMock = mockDispatcher({
      get_Positions: () => ({ body: { items: [open], nextCursor: null } }),
      get_EmailTemplates: () => ({
        body: [
          {
            id: 4,
            title: 'Inbjudan kort',
            subject: 'Sök ##POSITION##',
            text: 'Här: ##APPLYLINK##',
            positionTypeId: null,
          },
        ],
      }),
      invite_TalentPoolMembers: () =>
        refuse
          ? fail(400, 'Texten behöver ##APPLYLINK##', { body: 'Texten behöver ##APPLYLINK##' })
          : { body: { sent: 1, message: 'Inbjudan skickad' } },
    });
    let closed = false;
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <InviteDialog
              member={{ containerId: 1, positionId: 5, applicantId: 9 }}
              onClose={() => (closed = true)}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Providers client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bjud in till tjänst' });
    await within(dialog).findByRole('option', { name: 'Truckförare' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Tjänst/), '101');
    await within(dialog).findByRole('option', { name: 'Inbjudan kort' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Utgå från en mall'), '4');
    expect(within(dialog).getByLabelText(/^Ämne/)).toHaveValue('Sök ##POSITION##');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka inbjudan' }));
    expect(await within(dialog).findByText('Texten behöver ##APPLYLINK##')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka inbjudan' }));
    await screen.findByText('Inbjudan skickad');
    expect(closed).toBe(true);
    expect(callsTo(fetchMock, 'invite_TalentPoolMembers').at(-1)).toEqual({
      containerId: 1,
      positionId: 5,
      applicantIds: [9],
      targetPositionId: 101,
      subject: 'Sök ##POSITION##',
      body: 'Här: ##APPLYLINK##',
    });
  });
});

describe('the pool list’s selection', () => {
  beforeEach(() => logout());

  function renderButton(positionId: number) {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <PoolInviteButton containerId={1} positionId={positionId} applicantIds={[9, 10]} />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Providers client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </Providers>,
    );
  }

  it('invites every selected member at once, and shows nothing on an ordinary position', async () => {
    signInAs([2]);
    const fetchMock = mockDispatcher({
      get_TalentPool: () => ({ body: OPEN }),
      get_Positions: () => ({
        body: { items: [listItem({ id: 101, name: 'Truckförare' })], nextCursor: null },
      }),
      get_EmailTemplates: () => ({ body: [] }),
      invite_TalentPoolMembers: () => ({ body: { sent: 2, message: '2 inbjudningar skickade' } }),
    });
    renderButton(5);
    await userEvent.click(await screen.findByRole('button', { name: 'Bjud in till tjänst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bjud in till tjänst' });
    await within(dialog).findByRole('option', { name: 'Truckförare' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Tjänst/), '101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka inbjudan' }));
    expect(await screen.findByText('2 inbjudningar skickade')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'invite_TalentPoolMembers')).toEqual([
      expect.objectContaining({ applicantIds: [9, 10], targetPositionId: 101 }),
    ]);
  });

  it('is not there on an ordinary position', async () => {
    signInAs([2]);
    const fetchMock = mockDispatcher({ get_TalentPool: () => ({ body: OPEN }) });
    renderButton(101);
    await waitFor(() => expect(callsTo(fetchMock, 'get_TalentPool')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Bjud in till tjänst' })).toBeNull();
  });
});
