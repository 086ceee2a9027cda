import type { InterviewView, Notification } from '@rekry/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout } from '../../src/lib/session.ts';
import { fakeHubSockets, mockDispatcher } from '../helpers.ts';
import { callsTo, renderAdmin, signInAs } from '../positions/render-admin.tsx';
import { interview, SLOTS } from './fixtures.ts';

const sockets = fakeHubSockets();
beforeEach(() => logout());

const booked = (id: number, name: string, at: (typeof SLOTS)[number]): InterviewView =>
  interview({
    id,
    applicationId: 500 + id,
    applicantName: name,
    status: 'booked',
    start: at.start,
    end: at.end,
  });

function server(today: () => InterviewView[]) {
  const user = signInAs([3]);
  return mockDispatcher({
    get_CurrentUser: () => ({ body: user }),
    get_HomeOverview: () => ({
      body: {
        positions: [],
        openPositions: 0,
        perDay: [{ day: '2026-12-02', count: 0 }],
        byStatus: [{ labelId: null, name: 'Ej behandlad', count: 0 }],
      },
    }),
    get_Notifications: () => ({ body: { items: [], total: 0, unread: 0 } }),
    get_BlogPosts: () => ({ body: [] }),
    get_TodaysInterviews: () => ({ body: today() }),
  });
}

describe("the home page's Dagens intervjuer", () => {
  it('lists the booked interviews of the day with the applicant, the position and the interviewers', async () => {
    server(() => [booked(1, 'Anna Berg', SLOTS[0]!), booked(2, 'Bo Ek', SLOTS[1]!)]);
    renderAdmin('/admin');
    const card = within(await screen.findByTestId('home-interviews'));
    const rows = await card.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('10:00–10:45')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Anna Berg' })).toHaveAttribute(
      'href',
      '/admin/positions/101/applicants/501',
    );
    expect(first.getByText('Lagermedarbetare · Video')).toBeInTheDocument();
    expect(first.getByText('Med Anna Andersson')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('11:00–11:45')).toBeInTheDocument();
  });

  it("says there are none, and is fetched again when the hub tells of an interview's notification", async () => {
    let today: InterviewView[] = [];
    const fetchMock = server(() => today);
    renderAdmin('/admin');
    const card = within(await screen.findByTestId('home-interviews'));
    expect(await card.findByText('Inga intervjuer i dag')).toBeInTheDocument();
    await waitFor(() => expect(sockets[0]?.sent).toHaveLength(1));

    // Another kind of notification leaves the interviews be.
    const other: Notification = {
      id: 1,
      containerId: 1,
      type: 'alert',
      title: 'Notis',
      message: 'Något hände',
      timestamp: Math.floor(Date.now() / 1000),
      isRead: false,
      data: {},
    };
    act(() => sockets[0]!.receive({ type: 'notification', notification: other }));
    await waitFor(() => expect(callsTo(fetchMock, 'get_Notifications').length).toBeGreaterThan(1));
    expect(callsTo(fetchMock, 'get_TodaysInterviews')).toHaveLength(1);

    today = [booked(3, 'Cecilia Dahl', SLOTS[2]!)];
    const booking = {
      ...other,
      id: 2,
      type: 'interview' as const,
      title: 'Intervju bokad',
      data: { positionId: 101, id: 503 },
    };
    act(() => sockets[0]!.receive({ type: 'notification', notification: booking }));
    expect(await card.findByRole('link', { name: 'Cecilia Dahl' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'get_TodaysInterviews')).toHaveLength(2);
  });
});
