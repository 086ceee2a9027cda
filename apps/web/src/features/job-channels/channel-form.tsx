import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { commonStrings } from '../../lib/strings.ts';
import type { ActionForm } from '../../lib/use-action-form.ts';

/**
 * The form of a channel card, named by the card's heading: its message over the fields, then the fields,
 * then a bar with the save button (and `footer` on its left).
 */
export function ChannelForm<V extends FieldValues>({
  action: { onSubmit, busy, formError },
  headingId,
  header,
  footer,
  children,
}: {
  action: ActionForm<V>;
  headingId: string;
  /** Inside the form when it holds a control (the channel's switch). */
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
      {header}
      <div className="space-y-5 p-5">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {children}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-gray-100 px-5 py-3">
        {footer}
        <Button type="submit" loading={busy}>
          {busy ? commonStrings.saving : commonStrings.save}
        </Button>
      </div>
    </form>
  );
}
