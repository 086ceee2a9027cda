import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, errorMessage } from '../../lib/api.ts';
import { authStrings } from './strings.ts';

const t = authStrings.consent;

/**
 * /samtycke/:token — the link in the retention warning (SPEC §9): the applicant keeps their data for a
 * new period or has it deleted at once. No login: the link itself is the proof, and it works once.
 */
export function ConsentPage() {
  const { token = '' } = useParams();
  const [confirming, setConfirming] = useState(false);
  const info = useQuery({
    queryKey: ['consent-link', token],
    queryFn: () => accountApi.consentLink(token),
    retry: false,
    staleTime: Infinity,
  });
  const answer = useMutation({
    mutationFn: (choice: 'renew' | 'delete') => accountApi.answerConsentLink(token, choice),
    onSettled: () => setConfirming(false),
  });
  const footer = (
    <Link to="/" className="font-medium text-brand-600 hover:text-brand-700 hover:underline">
      {t.toCareers}
    </Link>
  );

  if (info.isPending)
    return (
      <AuthShell title={t.loading}>
        <LoadingBlock label={t.loading} />
      </AuthShell>
    );
  if (info.isError)
    return (
      <AuthShell title={t.invalidTitle} footer={footer}>
        <Alert tone="error">{errorMessage(info.error, t.failed)}</Alert>
      </AuthShell>
    );
  const { companyName, applications, deleteOn, months } = info.data;
  return (
    <AuthShell title={t.title(companyName)} footer={footer}>
      {answer.isSuccess ? (
        <Alert tone="success">{answer.data.message}</Alert>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-gray-700">{t.held(applications, deleteOn, months)}</p>
          {answer.isError && <Alert tone="error">{errorMessage(answer.error, t.failed)}</Alert>}
          <div className="flex flex-col gap-2">
            <Button
              loading={answer.isPending && answer.variables === 'renew'}
              disabled={answer.isPending}
              onClick={() => answer.mutate('renew')}
            >
              {t.renew}
            </Button>
            <Button variant="secondary" disabled={answer.isPending} onClick={() => setConfirming(true)}>
              {t.remove}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.confirmTitle}
        description={t.confirmText}
        confirmLabel={t.confirm}
        busy={answer.isPending}
        onConfirm={() => answer.mutate('delete')}
      />
    </AuthShell>
  );
}
