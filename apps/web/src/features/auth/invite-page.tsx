import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitationExistingInput,
  acceptInvitationNewInput,
  decodeToken,
  passwordMessages,
  type InvitationInfo,
} from '@rekry/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmailField, PasswordField, TextField } from '../../components/ui/field.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { NewPasswordFields } from '../../components/ui/new-password-fields.tsx';
import { AuthForm } from '../../components/layout/auth-form.tsx';
import { AuthShell } from '../../components/layout/auth-shell.tsx';
import { accountApi, errorMessage, isApiError } from '../../lib/api.ts';
import { login, logout, setContainerId, useSession } from '../../lib/session.ts';
import { useActionForm, type FailurePlacement } from '../../lib/use-action-form.ts';
import { currentUserKey } from '../../lib/workspace.ts';
import { authStrings } from './strings.ts';
import { paths } from '../../lib/paths.ts';
import { LoginLink } from './login-link.tsx';

const t = authStrings.invite;

type Accepted = Awaited<ReturnType<typeof accountApi.acceptInvitation>>;

/**
 * /invite/:token — the link in an invitation e-mail. A new address sets name and password
 * (the register rules), an existing account signs in (or, signed in as that address, joins with one
 * click). Then the session is stored with the company chosen and the admin opens.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const info = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => accountApi.invitation(token),
    retry: false,
    staleTime: Infinity,
  });

  if (info.isPending)
    return (
      <AuthShell title={t.loading}>
        <LoadingBlock label={t.loading} />
      </AuthShell>
    );
  if (info.isError)
    return (
      <AuthShell title={t.invalidTitle} footer={<LoginLink>{t.toLogin}</LoginLink>}>
        <Alert tone="error">{errorMessage(info.error, t.failed)}</Alert>
      </AuthShell>
    );
  return <Accept token={token} info={info.data} />;
}

function Accept({ token, info }: { token: string; info: InvitationInfo }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();

  function enter(accepted: Accepted) {
    const claims = decodeToken(accepted.token);
    queryClient.setQueryData(currentUserKey(claims.uid ?? claims.sub), accepted.user);
    login(accepted.token);
    setContainerId(accepted.containerId);
    toast.success(t.joined(info.containerName));
    navigate(paths.home, { replace: true });
  }

  const footer = <LoginLink>{t.toLogin}</LoginLink>;
  const title = t.title(info.containerName);

  if (info.needsPassword)
    return (
      <AuthShell title={title} subtitle={t.subtitleNew(info.email)} footer={footer}>
        <NewAccountForm token={token} info={info} onAccepted={enter} />
      </AuthShell>
    );
  if (session && session.claims.sub === info.email)
    return (
      <AuthShell title={title} subtitle={t.subtitleSignedIn(info.email)} footer={footer}>
        <JoinButton token={token} info={info} onAccepted={enter} />
      </AuthShell>
    );
  return (
    <AuthShell title={title} subtitle={t.subtitleExisting(info.email)} footer={footer}>
      {session ? (
        <Alert tone="info">
          {t.otherAccount(session.claims.sub, info.email)}{' '}
          <button type="button" className="font-medium underline" onClick={() => logout()}>
            {t.logoutAndContinue}
          </button>
        </Alert>
      ) : (
        <SignInForm token={token} info={info} onAccepted={enter} />
      )}
    </AuthShell>
  );
}

interface FormProps {
  token: string;
  info: InvitationInfo;
  onAccepted: (accepted: Accepted) => void;
}

/** An expired or used link is no field of these forms: its message goes over the form. */
const linkFailure = (error: unknown): FailurePlacement =>
  isApiError(error) && error.fields['token'] ? error.fields['token'] : undefined;

/** What both forms do with their fields: send them with the link's token, and enter the company. */
const accepting = (token: string, onAccepted: FormProps['onAccepted']) => ({
  fixed: { token },
  submit: (values: Parameters<typeof accountApi.acceptInvitation>[0]) => accountApi.acceptInvitation(values),
  onSuccess: onAccepted,
  failed: t.failed,
  placeFailure: linkFailure,
});

function NewAccountForm({ token, info, onAccepted }: FormProps) {
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    // The register rules: the password is not the invited address either.
    schema: acceptInvitationNewInput.refine(
      (v) => v.password.trim().toLowerCase() !== info.email.toLowerCase(),
      { message: passwordMessages.sameAsEmail, path: ['password'] },
    ),
    defaultValues: { firstname: '', lastname: '', password: '', confirmPassword: '' },
    ...accepting(token, onAccepted),
  });

  return (
    <AuthForm onSubmit={onSubmit} error={formError} busy={busy} submitLabel={t.createAndJoin}>
      <EmailField label={t.email} value={info.email} readOnly />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t.firstname} autoComplete="given-name" autoFocus required {...field('firstname')} />
        <TextField label={t.lastname} autoComplete="family-name" required {...field('lastname')} />
      </div>
      <NewPasswordFields
        labels={{ password: t.newPassword, confirm: t.confirm }}
        form={form}
        names={{ password: 'password', confirm: 'confirmPassword' }}
        errors={errors}
        email={info.email}
      />
    </AuthForm>
  );
}

function SignInForm({ token, info, onAccepted }: FormProps) {
  const { onSubmit, busy, formError, field } = useActionForm({
    // Here the password is required: the account signs in with it.
    schema: acceptInvitationExistingInput.extend({
      password: z.string().min(1, t.passwordRequired).max(1024),
    }),
    defaultValues: { password: '' },
    ...accepting(token, onAccepted),
  });

  return (
    <AuthForm onSubmit={onSubmit} error={formError} busy={busy} submitLabel={t.loginAndJoin}>
      <EmailField label={t.email} value={info.email} readOnly />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        autoFocus
        required
        {...field('password')}
        labelAside={
          <Link
            to={`/forgot/${encodeURIComponent(info.email)}`}
            className="text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline"
          >
            {t.forgot}
          </Link>
        }
      />
    </AuthForm>
  );
}

function JoinButton({ token, info, onAccepted }: FormProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function join() {
    setError(null);
    setBusy(true);
    try {
      onAccepted(await accountApi.acceptInvitation({ token }));
    } catch (err) {
      setBusy(false);
      setError(isApiError(err) && err.fields['token'] ? err.fields['token'] : errorMessage(err, t.failed));
    }
  }

  return (
    <div className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button size="lg" className="w-full" loading={busy} onClick={() => void join()}>
        {t.join(info.containerName)}
      </Button>
    </div>
  );
}
