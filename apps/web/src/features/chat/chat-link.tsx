import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { HeaderCount, headerCountText, headerIconClass } from '../../components/ui/header-count.tsx';
import { paths } from '../../lib/paths.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useUnreadMessages } from './api.ts';
import { chatStrings as t } from './strings.ts';

/** The header's way to /admin/chat, with the caller's unread count (kept live by the hub's events). */
export function ChatLink() {
  const { container } = useWorkspace();
  if (!container) return null;
  return <ChatLinkOf key={container.id} containerId={container.id} />;
}

function ChatLinkOf({ containerId }: { containerId: number }) {
  const unread = useUnreadMessages(containerId).data ?? 0;
  return (
    <Link
      to={paths.chat}
      className={headerIconClass}
      aria-label={unread ? t.headerLinkUnread(headerCountText(unread)) : t.headerLink}
      title={t.headerLink}
      data-testid="chat-link"
    >
      <MessagesSquare className="size-5" aria-hidden />
      <HeaderCount count={unread} testId="chat-unread" />
    </Link>
  );
}
