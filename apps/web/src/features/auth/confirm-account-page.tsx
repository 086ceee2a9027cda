import { useQueryClient } from '@tanstack/react-query';
import { decodeToken } from '@rekry/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, errorMessage } from '../../lib/api.ts';
import { recruitPaths } from '../../lib/paths.ts';
import { login, logout } from '../../lib/session.ts';
import { currentUserKey } from '../../lib/workspace.ts';
import { authStrings } from './strings.ts';
import { LoginLink } from './login-link.tsx';

const t = authStrings.confirm;

/**
 * /bekrafta/{token}: the sign-up link. Activating is a button, not the page load, so a mail
 * scanner that opens links does not use the link up. Success signs in and opens the candidate's Home.
 */
export function ConfirmAccountPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function activate() {
    setBusy(true);
    setError(null);
    try {
      const result = await accountApi.confirmAccount(token);
      // Whoever was signed in before, this browser is now the new account.
      logout();
      queryClient.clear();
      const claims = decodeToken(result.token);
      queryClient.setQueryData(currentUserKey(claims.uid ?? claims.sub), result.user);
      if (login(result.token)) navigate(recruitPaths.home, { replace: true });
      else setError(t.failed);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell title={t.title} subtitle={t.subtitle} footer={<LoginLink>{t.toLogin}</LoginLink>}>
      <div className="space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button className="w-full" size="lg" loading={busy} onClick={() => void activate()}>
          {t.activate}
        </Button>
      </div>
    </AuthShell>
  );
}
