/** What other areas use of chat: the rest of the area is its own. */
export { attachmentOf } from './conversations.ts';
