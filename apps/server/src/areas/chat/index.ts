/** What other areas use of chat: the rest of the area is its own. */
export { attachmentOf } from './conversations.ts';
export {
  newReplyAddress,
  replyAddress,
  staffMailHeaders,
  tokenOf,
  type StaffMailHeaders,
} from './staff-mail.ts';
export { mailReplyDesk } from './mail-replies.ts';
