import { ButtonLink } from '../../components/ui/button-link.tsx';
import { MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { isApiError } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { paths } from '../../lib/paths.ts';
import { attachmentUrl, useConversation, useMarkConversationRead, useSendMessage } from './api.ts';
import { chatStrings as t } from './strings.ts';
import { Composer, MessageThread } from './thread.tsx';

/**
 * /admin/chat/:id (id = the application's): the conversation with the applicant, newest at the bottom,
 * kept live by the hub; opening it (and every new message while open) marks it read.
 */
export const ConversationPage = companyScreen(({ containerId, params }) => (
  <Conversation containerId={containerId} applicationId={Number(params['id'])} />
));

function Conversation({ containerId, applicationId }: { containerId: number; applicationId: number }) {
  const query = useConversation(containerId, applicationId);
  const send = useSendMessage(containerId, applicationId);
  const markRead = useMarkConversationRead(containerId, applicationId);
  const unread = query.data?.conversation.unread ?? 0;
  const lastId = query.data?.messages.at(-1)?.id;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread > 0) mutate();
  }, [unread, lastId, mutate]);

  const back = <BackLink to={paths.chat}>{t.back}</BackLink>;
  if (query.isPending) return <LoadingBlock label={t.loading} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return (
        <div className="mx-auto max-w-3xl">
          <div className="mb-4">{back}</div>
          <NotFoundCard icon={MessagesSquare} title={t.notFound} />
        </div>
      );
    return (
      <LoadError title={t.conversationFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const { conversation, messages, canWrite } = query.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        back={back}
        title={t.threadTitle(conversation.applicantName)}
        description={conversation.positionName}
        actions={
          <ButtonLink
            to={paths.applicant(conversation.positionId, conversation.applicationId)}
            variant="secondary"
          >
            {t.toApplication}
          </ButtonLink>
        }
      />
      <Card className="overflow-hidden">
        <div className="max-h-[60vh] overflow-y-auto">
          <MessageThread
            messages={messages}
            empty={canWrite ? t.threadEmpty : t.threadEmptyApplicant}
            opener={{
              kind: 'download',
              download: (fileId, filename) => downloadFile(attachmentUrl(applicationId, fileId), filename),
            }}
          />
        </div>
        <div className="border-t border-gray-200 bg-gray-50 p-3 sm:p-4">
          {canWrite ? (
            <Composer onSend={(message) => send.mutateAsync(message)} />
          ) : (
            <Alert tone="info">{t.readOnly}</Alert>
          )}
        </div>
      </Card>
    </div>
  );
}
