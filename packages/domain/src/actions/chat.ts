import { z } from 'zod';
import {
  conversationApplicationId as applicationId,
  channelsCursor,
  channelsTake,
  CHAT_TEXTS,
  hasContent,
  messageShape,
  type ConversationMessage,
  type ConversationPage,
  type ConversationThread,
} from '../conversations.ts';
import { action, containerId, type ActionArea } from './define.ts';

/** Text and/or an attachment, never neither. */
const content = { message: CHAT_TEXTS.emptyMessage, path: ['body'] };

/**
 * Conversations (SPEC §2 /admin/chat, §7 'messaging channels and send message'). Staff actions use the
 * `conversation` scope (containerId + applicationId: the application must be the company's, else 404);
 * every member of a company reads its conversations (as they read its applications), writing needs a
 * writer right on the position. The applicant's own actions (`My*`) are `self`: only applications whose
 * applicant is the caller, anything else is 404.
 */
export const chatActions = {
  get_MessagingChannels: action<ConversationPage>()({
    input: z.object({ containerId, cursor: channelsCursor, take: channelsTake }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description:
      'Företagets konversationer med sökande, senaste meddelandet först, med olästa per konversation (sida för sida med markör).',
  }),
  get_Conversation: action<ConversationThread>()({
    input: z.object({ containerId, applicationId }),
    access: { role: 'reader', scope: 'conversation' },
    mutation: false,
    description: 'Konversationen om en ansökan, äldst först (tom om ingen har skrivit än).',
  }),
  send_Message: action<ConversationMessage>()({
    input: z.object({ containerId, applicationId, ...messageShape }).refine(hasContent, content),
    access: { role: 'writer', scope: 'conversation' },
    mutation: true,
    description:
      'Skicka ett meddelande (text, högst 5000 tecken, och/eller en fil högst 5 MB) till den sökande; den sökande får e-post med en svarslänk.',
  }),
  update_ConversationRead: action<{ unread: number }>()({
    input: z.object({ containerId, applicationId }),
    access: { role: 'reader', scope: 'conversation' },
    mutation: true,
    description: 'Markera konversationen som läst av den inloggade.',
  }),
  get_MyConversations: action<ConversationPage>()({
    input: z.object({ cursor: channelsCursor, take: channelsTake }),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description: 'Den inloggades egna konversationer (om egna ansökningar), senaste meddelandet först.',
  }),
  get_MyConversation: action<ConversationThread>()({
    input: z.object({ applicationId }),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description: 'Konversationen om en av den inloggades egna ansökningar.',
  }),
  send_MyMessage: action<ConversationMessage>()({
    input: z.object({ applicationId, ...messageShape }).refine(hasContent, content),
    access: { role: 'signedIn', scope: 'self' },
    mutation: true,
    description: 'Svara i konversationen om en egen ansökan (text och/eller en fil högst 5 MB).',
  }),
  update_MyConversationRead: action<{ unread: number }>()({
    input: z.object({ applicationId }),
    access: { role: 'signedIn', scope: 'self' },
    mutation: true,
    description: 'Markera konversationen om en egen ansökan som läst.',
  }),
} satisfies ActionArea;
