import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { commonStrings } from '../../lib/strings.ts';
import { Button, buttonClass } from './button.tsx';

/**
 * The foot of a form on a page, under a line: Avbryt (a link back, when there is somewhere to go back to),
 * what else the form offers (`children`), then the submit button, busy while the form saves. On a phone
 * the submit comes first, at the top of the stack.
 */
export function FormActions({
  submit,
  busy,
  cancelTo,
  onCancel,
  children,
}: {
  submit: string;
  busy: boolean;
  cancelTo?: string;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-5 sm:flex-row sm:justify-end">
      {cancelTo ? (
        <Link to={cancelTo} onClick={onCancel} className={buttonClass('secondary')}>
          {commonStrings.cancel}
        </Link>
      ) : null}
      {children}
      <Button type="submit" loading={busy}>
        {submit}
      </Button>
    </div>
  );
}
