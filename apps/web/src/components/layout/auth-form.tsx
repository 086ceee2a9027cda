import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

/** The form of an auth page: an error alert on top, the fields, a full-width submit button. */
export function AuthForm({
  onSubmit,
  error,
  busy,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  /** Shown in the alert; nothing shows while it is empty. */
  error: ReactNode;
  busy: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  // Shared so the sign-in, sign-up and reset pages keep one layout and one way of showing errors.
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
