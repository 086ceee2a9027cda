import { passwordMessages } from '@rekry/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NewPasswordFields } from '../../components/ui/new-password-fields.tsx';
import { passwordFeedback } from '../../components/ui/password-rules.tsx';
import { dispatch } from '../../lib/api.ts';
import { login } from '../../lib/session.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { accountStrings as t } from './strings.ts';

/** /admin/change-password. The answer carries a new token, which replaces the old one (older ones die). */
export function ChangePasswordPage() {
  const { user } = useWorkspace();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { fields, setFields, formError, setFormError, showError } = useFormErrors();
  const [busy, setBusy] = useState(false);

  const problems = passwordFeedback({ password: next, confirm, email: user.email, current });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const local: Record<string, string> = {};
    if (!current) local['password'] = t.currentRequired;
    if (problems.length === 0 && confirm !== next) local['confirmNewPassword'] = passwordMessages.mismatch;
    setFields(local);
    if (Object.keys(local).length || problems.length) return;
    setBusy(true);
    try {
      const result = await dispatch('update_password', {
        password: current,
        newPassword: next,
        confirmNewPassword: confirm,
      });
      login(result.token);
      toast.success(commonStrings.saved);
      setCurrent('');
      setNext('');
      setConfirm('');
      setSubmitted(false);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t.title} description={t.description} />
      <Card>
        <form onSubmit={onSubmit} noValidate className="space-y-5 p-5 sm:p-6">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <input type="hidden" name="username" autoComplete="username" value={user.email} readOnly />
          <PasswordField
            label={t.current}
            name="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={fields['password']}
          />
          <NewPasswordFields
            rulesId="change-password-rules"
            labels={{ password: t.next, confirm: t.confirm }}
            names={{ password: 'newPassword', confirm: 'confirmNewPassword' }}
            password={next}
            confirm={confirm}
            onPasswordChange={setNext}
            onConfirmChange={setConfirm}
            errors={fields}
            problems={problems}
            submitted={submitted}
          />
          <div className="flex justify-end border-t border-gray-100 pt-5">
            <Button type="submit" loading={busy}>
              {t.submit}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
