/** What other areas use of chat: the rest of the area is its own. */
export { attachmentOf } from './conversations.ts';
export { replyAddress, staffMailHeaders, tokenOf, type StaffMailHeaders } from './staff-mail.ts';
export { mailReplyDesk } from './mail-replies.ts';
