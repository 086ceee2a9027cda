import { Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { RowControl } from './data-list.tsx';
import { uiStrings } from './strings.ts';
import { useDialog } from '../../lib/use-dialog.ts';

/** A row's delete: asked in the confirm dialog, then run. */
export interface RowRemovalAsked {
  /** The button's accessible name, e.g. 'Ta bort Lager'. */
  label: string;
  title: string;
  text: ReactNode;
  /** The confirm button's word; 'Ta bort' unless said. */
  confirm?: string;
  /** The toast once it is done. */
  done?: string;
  /** The delete, a mutation's mutateAsync: the dialog closes when it settles (a failure has its toast). */
  run: () => Promise<unknown>;
}

/** A delete that asks in a dialog of the screen's own (a name to type): the button only opens it. */
export interface RowRemovalOpens {
  label: string;
  open: () => void;
}

export interface RowActionsProps {
  /** The row's editor: `text` is seen, `label` names the link for a screen reader ('Redigera Lager'). */
  edit?: { to: string; text: string; label: string };
  remove?: RowRemovalAsked | RowRemovalOpens;
  /** Other controls of the row, before the edit link (a status select). */
  children?: ReactNode;
}

/**
 * A row's edit link and delete button. In a linked row they sit above the row's link (`relative z-10`),
 * so a click on them is theirs.
 */
export function RowActions({ edit, remove, children }: RowActionsProps) {
  const asking = useDialog();
  const [busy, setBusy] = useState(false);
  if (!edit && !remove && !children) return null;
  const asked = remove && 'run' in remove ? remove : null;

  async function confirm() {
    if (!asked) return;
    setBusy(true);
    try {
      await asked.run();
      if (asked.done) toast.success(asked.done);
    } catch {
      // The mutation's error toast has told it.
    } finally {
      setBusy(false);
      asking.close();
    }
  }

  return (
    <span className="inline-flex items-center gap-1">
      {children}
      {edit ? (
        <Link
          to={edit.to}
          aria-label={edit.label}
          className={buttonClass('ghost', 'sm', 'relative z-10 text-gray-600')}
        >
          <Pencil className="size-4" aria-hidden />
          {edit.text}
        </Link>
      ) : null}
      {remove ? (
        <Button
          variant="ghost"
          size="sm"
          className="relative z-10 text-gray-500 hover:text-red-700"
          aria-label={remove.label}
          title={remove.label}
          onClick={() => ('open' in remove ? remove.open() : asking.show())}
          icon={Trash2}
        ></Button>
      ) : null}
      {asked ? (
        <ConfirmDialog
          {...asking.props}
          question={{ ...asked, confirm: asked.confirm ?? uiStrings.remove }}
          busy={busy}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </span>
  );
}

/**
 * RowActions as a DataList's `after` control. A linked row's card is itself the way to the row, so the
 * card leaves the edit link out; the table keeps it.
 */
export function rowActions<T>(header: string, actions: (row: T) => RowActionsProps): RowControl<T> {
  return {
    header,
    className: 'w-px text-right whitespace-nowrap',
    cell: (row) => <RowActions {...actions(row)} />,
    card: (row) => <RowActions {...actions(row)} edit={undefined} />,
  };
}
