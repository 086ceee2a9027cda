/**
 * What other parts of the app use of the conversations: the header's link. The candidate's page is
 * loaded lazily from './recruit-chat-page.tsx' (RecruitChatPage) by the recruit layout's route.
 */
export { ChatLink } from './chat-link.tsx';
