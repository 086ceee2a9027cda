import { MessagesSquare, Paperclip } from 'lucide-react';
import { Link } from 'react-router';
import { formatNotificationTime, type ConversationSummary } from '@rekry/domain';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { useMessagingChannels } from './api.ts';
import { chatStrings as t } from './strings.ts';
import { ListCard } from '../../components/ui/list-card.tsx';

/** /admin/chat: the company's conversations with applicants, newest message first, unread marked. */
export const ChatPage = companyScreen(({ containerId }) => <ChannelList containerId={containerId} />);

function ChannelList({ containerId }: { containerId: number }) {
  const query = useMessagingChannels(containerId);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t.title} description={t.description} />
      <ListCard query={query} texts={t} isEmpty={items.length === 0} icon={MessagesSquare} loadingRows={5}>
        <ul className="divide-y divide-gray-100" data-testid="conversation-list">
          {items.map((item) => (
            <ConversationRow
              key={item.applicationId}
              item={item}
              to={paths.conversation(item.applicationId)}
              title={item.applicantName || t.applicant}
              subtitle={item.positionName}
            />
          ))}
        </ul>
        {query.hasNextPage ? (
          <div className="border-t border-gray-100 p-3 text-center">
            <Button
              variant="ghost"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t.loadMore}
            </Button>
          </div>
        ) : null}
      </ListCard>
    </div>
  );
}

/** One conversation in a list: who, about what, the last message and when, and an unread badge. */
export function ConversationRow({
  item,
  to,
  title,
  subtitle,
  current = false,
  onSelect,
}: {
  item: ConversationSummary;
  to: string;
  title: string;
  subtitle: string;
  current?: boolean;
  onSelect?: () => void;
}) {
  const last = item.lastMessage;
  const unread = item.unread > 0;
  return (
    <li data-testid="conversation-row">
      <Link
        to={to}
        onClick={onSelect}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'flex items-start gap-3 px-4 py-3.5 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500',
          current && 'bg-brand-50',
        )}
      >
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p className={cn('truncate text-sm text-gray-900', unread ? 'font-semibold' : 'font-medium')}>
              {title}
            </p>
            {last ? (
              <time
                className="shrink-0 text-xs text-gray-600"
                dateTime={new Date(last.createdAt * 1000).toISOString()}
              >
                {formatNotificationTime(last.createdAt)}
              </time>
            ) : null}
          </div>
          <p className="truncate text-xs text-gray-600">{subtitle}</p>
          <div className="mt-1 flex items-center justify-between gap-3">
            <p
              className={cn(
                'flex min-w-0 items-center gap-1 text-sm',
                unread ? 'text-gray-900' : 'text-gray-600',
              )}
            >
              {last?.hasAttachment ? <Paperclip className="size-3.5 shrink-0" aria-hidden /> : null}
              <span className="truncate">
                {last ? (last.own ? `${t.you}: ` : '') + (last.body || t.attachmentOnly) : t.noMessages}
              </span>
            </p>
            {unread ? (
              <Badge tone="brand" className="shrink-0">
                {t.unread(item.unread)}
              </Badge>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}
