import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { TokenLinkPage } from '../../components/layout/token-link-page.tsx';
import { accountApi, errorMessage } from '../../lib/api.ts';
import { authStrings } from './strings.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = authStrings.consent;

/**
 * /samtycke/:token — the link in the retention warning (SPEC §9): the applicant keeps their data for a
 * new period or has it deleted at once. No login: the link itself is the proof, and it works once.
 */
export function ConsentPage() {
  const { token = '' } = useParams();
  const confirming = useDialog();
  const info = useQuery({
    queryKey: ['consent-link', token],
    queryFn: () => accountApi.consentLink(token),
    retry: false,
    staleTime: Infinity,
  });
  const answer = useMutation({
    // The page shows a failure over its buttons.
    meta: { errorToast: false },
    mutationFn: (choice: 'renew' | 'delete') => accountApi.answerConsentLink(token, choice),
    onSettled: confirming.close,
  });
  return (
    <TokenLinkPage query={info} texts={t}>
      {({ companyName, applications, held, deleteOn, months }, footer) => (
        <AuthShell title={t.title(companyName)} footer={footer}>
          {answer.isSuccess ? (
            <Alert tone="success">{answer.data.message}</Alert>
          ) : (
            <div className="space-y-4">
              <p className="text-sm text-gray-700">{t.held(applications, held, deleteOn, months)}</p>
              {answer.isError && <Alert tone="error">{errorMessage(answer.error, t.failed)}</Alert>}
              <div className="flex flex-col gap-2">
                <Button
                  loading={answer.isPending && answer.variables === 'renew'}
                  disabled={answer.isPending}
                  onClick={() => answer.mutate('renew')}
                >
                  {t.renew}
                </Button>
                <Button variant="secondary" disabled={answer.isPending} onClick={confirming.show}>
                  {t.remove}
                </Button>
              </div>
            </div>
          )}
          <ConfirmDialog
            {...confirming.props}
            question={t.removeAsk}
            busy={answer.isPending}
            onConfirm={() => answer.mutate('delete')}
          />
        </AuthShell>
      )}
    </TokenLinkPage>
  );
}
