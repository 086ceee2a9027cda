import type {
  ConversationMessage,
  ConversationPage,
  ConversationSummary,
  ConversationThread,
  NewMessage,
} from '@rekry/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../src/app/providers.tsx';
import { Composer } from '../../src/features/chat/thread.tsx';
import { ApiError } from '../../src/lib/api.ts';
import { errorToastCache } from '../../src/lib/error-toast.ts';
import { RecruitChatPage } from '../../src/features/chat/recruit-chat-page.tsx';
import { TOKEN_KEY } from '../../src/lib/session.ts';
import { makeToken, mockDispatcher } from '../helpers.ts';
import { renderAdmin, signInAs } from '../positions/render-admin.tsx';

const now = Math.floor(Date.now() / 1000);

function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    applicationId: 11,
    positionId: 5,
    positionName: 'Lagerchef',
    applicantName: 'Anna Svensson',
    companyName: 'Demo AB',
    lastMessage: {
      body: 'Hej Anna!',
      hasAttachment: false,
      fromApplicant: false,
      own: false,
      createdAt: now - 60,
    },
    unread: 1,
    ...overrides,
  };
}

function message(id: number, overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id,
    author: { kind: 'staff', userId: 3, name: 'Rita Rekryterare' },
    body: `Meddelande ${id}`,
    attachment: null,
    via: 'app',
    autoReply: false,
    quoted: '',
    createdAt: now - 600 + id,
    own: false,
    ...overrides,
  };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the candidate’s conversations (RecruitChatPage)', () => {
  function renderPage(path = '/admin/recruit-chat') {
    localStorage.setItem(TOKEN_KEY, makeToken({ uid: 42 }));
    const router = createMemoryRouter([{ path: '/admin/recruit-chat', element: <RecruitChatPage /> }], {
      initialEntries: [path],
    });
    const client = new QueryClient({
      mutationCache: errorToastCache(),
      defaultOptions: { queries: { retry: false } },
    });
    render(
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>,
    );
    return router;
  }

  it('lists their own conversations, opens one, marks it read and answers with the My actions', async () => {
    let messages = [
      message(1, { body: '<b>Hej Anna!</b>\nVälkommen på intervju.' }),
      message(2, { own: true, author: { kind: 'applicant', name: 'Anna Svensson' }, body: 'Tack!' }),
    ];
    let unread = 1;
    const sent: unknown[] = [];
    const fetchMock = mockDispatcher({
      get_MyConversations: (): { body: ConversationPage } => ({
        body: { items: [summary({ unread })], unread, nextCursor: null },
      }),
      get_MyConversation: (data): { body: ConversationThread } => {
        expect(data).toEqual({ applicationId: 11 });
        return { body: { conversation: summary({ unread }), messages, canWrite: true } };
      },
      update_MyConversationRead: () => {
        unread = 0;
        return { body: { unread: 0 } };
      },
      send_MyMessage: (data) => {
        sent.push(data);
        const written = message(3, { own: true, body: (data as { body: string }).body });
        messages = [...messages, written];
        return { body: written };
      },
    });
    const user = userEvent.setup();
    renderPage();

    const list = await screen.findByTestId('my-conversation-list');
    expect(within(list).getByText('Demo AB')).toBeInTheDocument();
    expect(within(list).getByText('1 oläst')).toBeInTheDocument();
    expect(screen.getByText('Välj en konversation')).toBeInTheDocument();

    await user.click(within(list).getByRole('link', { name: /Demo AB/ }));
    const thread = await screen.findByTestId('my-thread');
    // The body is text, never HTML: the tags show as they were written.
    expect(within(thread).getByText(/<b>Hej Anna!<\/b>/)).toBeInTheDocument();
    expect(thread.querySelector('b')).toBeNull();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([, init]) => String(init?.body).includes('update_MyConversationRead')),
      ).toBe(true),
    );

    await user.type(within(thread).getByLabelText('Meddelande'), 'Jag kommer gärna!');
    await user.click(within(thread).getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(sent).toEqual([{ applicationId: 11, body: 'Jag kommer gärna!' }]));
    expect(await within(thread).findByText('Jag kommer gärna!')).toBeInTheDocument();
    expect(within(thread).getByLabelText('Meddelande')).toHaveValue('');
    // Only the applicant's own actions were used.
    const actions = fetchMock.mock.calls.map(
      ([, init]) => (JSON.parse(String(init?.body)) as { action: string }).action,
    );
    expect(actions.every((a) => /My/.test(a))).toBe(true);
  });

  it('says so when there are no conversations yet', async () => {
    mockDispatcher({
      get_MyConversations: () => ({ body: { items: [], unread: 0, nextCursor: null } }),
    });
    renderPage();
    expect(await screen.findByText('Inga meddelanden än')).toBeInTheDocument();
  });

  it('shows the server’s message for an application that is not theirs', async () => {
    mockDispatcher({
      get_MyConversations: () => ({ body: { items: [], unread: 0, nextCursor: null } }),
      get_MyConversation: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'Ansökan finns inte' } },
      }),
    });
    renderPage('/admin/recruit-chat?ansokan=99');
    expect(await screen.findByText('Ansökan finns inte')).toBeInTheDocument();
  });
});

describe('the staff screens', () => {
  it('lists the company’s conversations at /admin/chat with unread badges and the header’s count', async () => {
    const user = signInAs([3]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_MessagingChannels: () => ({
        body: { items: [summary({ unread: 2 })], unread: 2, nextCursor: null },
      }),
      get_Notifications: () => ({ body: { items: [], total: 0, unread: 0 } }),
    });
    renderAdmin('/admin/chat');
    const list = await screen.findByTestId('conversation-list');
    expect(within(list).getByText('Anna Svensson')).toBeInTheDocument();
    expect(within(list).getByText('2 olästa')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Anna Svensson/ })).toHaveAttribute(
      'href',
      '/admin/chat/11',
    );
    expect(await screen.findByRole('link', { name: 'Meddelanden, 2 olästa' })).toBeInTheDocument();
  });

  it('shows a read-only thread to a reader without a right to write', async () => {
    const user = signInAs([3]);
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_MessagingChannels: () => ({ body: { items: [], unread: 0, nextCursor: null } }),
      get_Notifications: () => ({ body: { items: [], total: 0, unread: 0 } }),
      get_Conversation: () => ({
        body: { conversation: summary({ unread: 0 }), messages: [message(1)], canWrite: false },
      }),
    });
    renderAdmin('/admin/chat/11');
    expect(await screen.findByText('Meddelande 1')).toBeInTheDocument();
    expect(screen.getByText(/behöver skrivrätt/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skicka' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Till ansökan' })).toHaveAttribute(
      'href',
      '/admin/positions/5/applicants/11',
    );
  });
});

describe('answers that came by e-mail', () => {
  it('say so, fold the quoted history behind "Visa citerad text", and mark an automatic one', async () => {
    const user = signInAs([3]);
    const applicant = { kind: 'applicant' as const, name: 'Anna Svensson' };
    mockDispatcher({
      get_CurrentUser: () => ({ body: user }),
      get_MessagingChannels: () => ({ body: { items: [], unread: 0, nextCursor: null } }),
      get_Notifications: () => ({ body: { items: [], total: 0, unread: 0 } }),
      get_Conversation: () => ({
        body: {
          conversation: summary({ unread: 0 }),
          messages: [
            message(1, {
              author: applicant,
              via: 'email',
              body: 'Tisdag passar.',
              quoted: '> Hej! Svara med tider.',
            }),
            message(2, { author: applicant, via: 'email', autoReply: true, body: 'Jag är ledig.' }),
          ],
          canWrite: true,
        },
      }),
    });
    renderAdmin('/admin/chat/11');
    const [answer, auto] = await screen.findAllByTestId('message');
    expect(within(answer!).getByText('via e-post')).toBeInTheDocument();
    const quoted = within(answer!).getByText('> Hej! Svara med tider.');
    expect(quoted).not.toBeVisible();
    await userEvent.click(within(answer!).getByText('Visa citerad text'));
    expect(quoted).toBeVisible();
    expect(within(auto!).getByText('Automatiskt svar')).toBeInTheDocument();
    expect(within(auto!).queryByText('Visa citerad text')).toBeNull();
  });
});

describe('the reply link page /svar/:token', () => {
  it('shows the conversation and sends one answer', async () => {
    const token = 'a'.repeat(43);
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url === `/api/public/conversations/${token}` && (init?.method ?? 'GET') === 'GET')
          return Response.json({
            conversation: summary(),
            messages: [message(1, { body: 'Hej Anna!' })],
            canWrite: true,
          });
        if (url === `/api/public/conversations/${token}` && init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return Response.json({ message: 'Tack! Ditt svar har skickats.' });
        }
        return Response.json({ error: { code: 'not_found', message: 'Hittades inte' } }, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    renderAdmin(`/svar/${token}`);
    expect(await screen.findByRole('heading', { name: 'Meddelande från Demo AB' })).toBeInTheDocument();
    expect(screen.getByText('Hej Anna!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ditt svar'), 'Tisdag passar bra.');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText('Tack! Ditt svar har skickats.')).toBeInTheDocument();
    expect(posted).toEqual([{ body: 'Tisdag passar bra.' }]);
    expect(screen.queryByRole('button', { name: 'Skicka' })).toBeNull();
  });

  it('says in Swedish that a used or expired link does not work', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'not_found', message: 'Länken är ogiltig, redan använd eller har gått ut.' } },
          { status: 404 },
        ),
      ),
    );
    renderAdmin(`/svar/${'b'.repeat(43)}`);
    expect(await screen.findByText('Länken fungerar inte')).toBeInTheDocument();
    expect(screen.getByText(/redan använd/)).toBeInTheDocument();
  });
});

describe('the composer', () => {
  const pdf = () => new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

  it("puts the server's word on the text under it and on the file beside it, and the rest over the form", async () => {
    const sent: NewMessage[] = [];
    let failure: unknown = new ApiError(400, 'bad_request', 'Meddelandet får inte vara tomt', {
      body: 'Meddelandet får inte vara tomt',
    });
    const user = userEvent.setup();
    const { container } = render(
      <Composer
        onSend={async (message) => {
          sent.push(message);
          throw failure;
        }}
      />,
    );
    const text = screen.getByLabelText('Meddelande');
    await user.type(text, 'Hej');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(/^Meddelandet får inte vara tomt/));
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveFocus();

    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, pdf());
    expect(await screen.findByRole('button', { name: 'Ta bort bilagan cv.pdf' })).toBeInTheDocument();
    failure = new ApiError(400, 'bad_request', 'Filtypen stöds inte', {
      'attachment.data': 'Filtypen stöds inte',
    });
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Filtypen stöds inte');
    expect(screen.getByRole('button', { name: 'Bifoga fil' })).toHaveAccessibleDescription(
      'Filtypen stöds inte',
    );
    expect(sent.at(-1)).toEqual({
      body: 'Hej',
      attachment: { filename: 'cv.pdf', data: expect.stringMatching(/^data:application\/pdf;base64,/) },
    });

    failure = new Error('nätet');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att skicka meddelandet');
    expect(text).toHaveValue('Hej');
  });

  it('refuses a file over 5 MB before reading it, and empties itself once sent', async () => {
    const sent: NewMessage[] = [];
    const user = userEvent.setup();
    const { container } = render(<Composer onSend={async (message) => sent.push(message)} />);
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Filen är för stor');
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeDisabled();

    await user.type(screen.getByLabelText('Meddelande'), ' Hej \n{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sent).toEqual([{ body: 'Hej' }]));
    expect(screen.getByLabelText('Meddelande')).toHaveValue('');
  });
});
