import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/** Conversations with applicants: reached from the header's link, not the sidebar (SPEC §2). */
export const chatScreens = [
  defineScreen({
    id: 'chat',
    path: paths.chat,
    need: 'signedIn',
    title: 'Meddelanden',
    page: page(
      'chat-page',
      () => import('./chat-page.tsx'),
      (m) => m.ChatPage,
    ),
  }),
  defineScreen({
    id: 'conversation',
    path: paths.conversation,
    need: 'signedIn',
    title: 'Konversation',
    page: page(
      'conversation-page',
      () => import('./conversation-page.tsx'),
      (m) => m.ConversationPage,
    ),
  }),
];
