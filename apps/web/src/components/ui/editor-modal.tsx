import type { ReactNode } from 'react';
import { Modal } from './dialog.tsx';
import { uiStrings } from './strings.ts';

/** What a list's editor dialog gets: its company, the row (null: a new one) and how to close. */
export interface EditorProps<T> {
  containerId: number;
  /** Null: a new one. */
  item: T | null;
  onClose: () => void;
}

/** An editor's dialog: its form, the message over it, and Avbryt / Spara. */
export function EditorModal({
  title,
  description,
  className,
  onClose,
  state,
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  onClose: () => void;
  state: { onSubmit: () => void; busy: boolean; formError: string | null };
  children: ReactNode;
}) {
  return (
    <Modal
      onClose={onClose}
      title={title}
      description={description}
      className={className}
      busy={state.busy}
      onSubmit={state.onSubmit}
      submit={{ label: uiStrings.save }}
      error={state.formError}
    >
      {children}
    </Modal>
  );
}
