import { isRecordId } from '../../lib/paths.ts';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { downloadFile } from '../../lib/download.ts';
import {
  attachmentUrl,
  useMarkMyConversationRead,
  useMyConversation,
  useMyConversations,
  useSendMyMessage,
} from './api.ts';
import { ConversationRow } from './chat-page.tsx';
import { chatStrings } from './strings.ts';
import { Composer, MessageThread } from './thread.tsx';
import { useOwnHub } from './use-own-hub.ts';

const t = chatStrings.mine;
/** The chosen conversation is in the address (?ansokan=ID), so a link or a reload opens it. */
const PARAM = 'ansokan';

/**
 * The applicant's own conversations (SPEC §2 /admin/recruit-chat, mounted by the recruit layout): the
 * list beside the chosen thread on a wide screen, one after the other on a phone. Live through the hub's
 * own channel; opening a thread marks it read.
 */
export function RecruitChatPage() {
  useOwnHub();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(PARAM));
  const chosen = isRecordId(raw) ? raw : null;
  const list = useMyConversations();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const choose = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete(PARAM);
      else next.set(PARAM, String(id));
      return next;
    });

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t.title} description={t.description} />
      {/* One column on a phone is minmax(0, 1fr): an implicit track would grow to the nowrap title's width. */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <Card className={cn('overflow-hidden', chosen !== null && 'hidden md:block')}>
          <QueryBoundary
            query={list}
            loading={<SkeletonRows label={chatStrings.loading} rows={3} />}
            failed={chatStrings.failed}
            isEmpty={items.length === 0}
            empty={<EmptyState icon={MessagesSquare} title={t.empty} description={t.emptyHint} />}
          >
            <ul className="divide-y divide-gray-100" data-testid="my-conversation-list">
              {items.map((item) => (
                <ConversationRow
                  key={item.applicationId}
                  item={item}
                  to={`?${PARAM}=${item.applicationId}`}
                  title={item.companyName}
                  subtitle={item.positionName}
                  current={item.applicationId === chosen}
                />
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className="border-t border-gray-100 p-3 text-center">
                <Button
                  variant="ghost"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {chatStrings.loadMore}
                </Button>
              </div>
            ) : null}
          </QueryBoundary>
        </Card>
        <div className={cn(chosen === null && 'hidden md:block')}>
          {chosen === null ? (
            <Card>
              <EmptyState icon={MessagesSquare} title={t.choose} description={t.chooseHint} />
            </Card>
          ) : (
            <MyThread key={chosen} applicationId={chosen} onBack={() => choose(null)} />
          )}
        </div>
      </div>
    </div>
  );
}

function MyThread({ applicationId, onBack }: { applicationId: number; onBack: () => void }) {
  const query = useMyConversation(applicationId);
  const send = useSendMyMessage(applicationId);
  const { mutate } = useMarkMyConversationRead(applicationId);
  const unread = query.data?.conversation.unread ?? 0;
  const lastId = query.data?.messages.at(-1)?.id;
  useEffect(() => {
    if (unread > 0) mutate();
  }, [unread, lastId, mutate]);

  if (query.isPending) return <LoadingBlock label={chatStrings.loading} />;
  if (query.isError)
    return (
      <LoadError
        title={chatStrings.conversationFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  const { conversation, messages } = query.data;
  return (
    <Card className="overflow-hidden" data-testid="my-thread">
      <div className="flex items-center gap-2 border-b border-gray-200 px-3 py-3 sm:px-5">
        <button
          type="button"
          onClick={onBack}
          className="rounded p-1 text-gray-600 hover:bg-gray-100 md:hidden"
          aria-label={t.back}
        >
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        {/* Wraps rather than cut: on a phone the company and the position are the thread's only names. */}
        <h2 className="min-w-0 text-base font-semibold break-words text-gray-900">
          {t.with(conversation.companyName, conversation.positionName)}
        </h2>
      </div>
      <div className="max-h-[60vh] overflow-y-auto">
        <MessageThread
          messages={messages}
          empty={chatStrings.threadEmptyApplicant}
          opener={{
            kind: 'download',
            download: (fileId, filename) => downloadFile(attachmentUrl(applicationId, fileId), filename),
          }}
        />
      </div>
      <div className="border-t border-gray-200 bg-gray-50 p-3 sm:p-4">
        <Composer onSend={(message) => send.mutateAsync(message)} />
      </div>
    </Card>
  );
}
