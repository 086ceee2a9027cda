import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { NewMessage } from '@rekry/domain';
import { Alert } from '../../components/ui/alert.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { TokenLinkPage } from '../../components/layout/token-link-page.tsx';
import { replyLinkApi } from '../../lib/api.ts';
import { chatStrings } from './strings.ts';
import { Composer, MessageThread } from './thread.tsx';

const t = chatStrings.reply;

/**
 * /svar/:token — the link in the e-mail of a staff message: the applicant reads the conversation and
 * answers without logging in. The link itself is the proof; it takes one answer.
 */
export function ReplyPage() {
  const { token = '' } = useParams();
  const info = useQuery({
    queryKey: ['reply-link', token],
    queryFn: () => replyLinkApi.get(token),
    retry: false,
    staleTime: Infinity,
  });
  const answer = useMutation({
    // The composer shows a failure.
    meta: { errorToast: false },
    mutationFn: (message: NewMessage) => replyLinkApi.answer(token, message),
  });
  const sent = answer.isSuccess;
  return (
    <TokenLinkPage query={info} texts={t}>
      {({ conversation, messages }, footer) => (
        <AuthShell
          wide
          title={t.title(conversation.companyName)}
          subtitle={t.about(conversation.positionName)}
          footer={footer}
        >
          <div className="space-y-4">
            <div className="max-h-[50vh] overflow-y-auto rounded-lg bg-white ring-1 ring-gray-200">
              <MessageThread
                messages={messages}
                empty={chatStrings.threadEmptyApplicant}
                opener={{ kind: 'link', href: (fileId) => replyLinkApi.fileUrl(token, fileId) }}
              />
            </div>
            {sent ? (
              <Alert tone="success" title={t.sentTitle}>
                {answer.data.message}
              </Alert>
            ) : (
              <>
                <Composer label={t.answerLabel} onSend={(message) => answer.mutateAsync(message)} />
                <p className="text-xs text-gray-600">{t.onceHint}</p>
              </>
            )}
          </div>
        </AuthShell>
      )}
    </TokenLinkPage>
  );
}
