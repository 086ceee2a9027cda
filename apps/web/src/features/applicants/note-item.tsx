import { actions, formatDateTime, type ApplicantNote } from '@rekry/domain';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { RowActions } from '../../components/ui/row-actions.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useDeleteNote, useUpdateNote } from './api.ts';
import { applicantStrings } from './strings.ts';

const t = applicantStrings.detail;

interface NoteAt {
  containerId: number;
  positionId: number;
  applicantId: number;
}

/**
 * One note: its text, when and by whom. Its author (`own`) corrects it in a dialog or removes it after
 * asking; others' notes have no controls (the server refuses them too).
 */
export function NoteItem({ note, own, at }: { note: ApplicantNote; own: boolean; at: NoteAt }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteNote(at.containerId, at.positionId);
  return (
    <li className="rounded-lg bg-gray-50 px-3 py-2">
      <p className="text-sm break-words whitespace-pre-line text-gray-900">{note.text}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-xs text-gray-500">
          {formatDateTime(note.created)}
          {note.author ? ` ${t.by(note.author.name)}` : ''}
        </p>
        {own ? (
          <RowActions
            remove={{
              label: t.removeNoteLabel,
              title: t.removeNoteTitle,
              text: t.removeNoteText,
              done: t.noteRemoved,
              run: () => remove.mutateAsync({ applicantId: at.applicantId, noteId: note.id }),
            }}
          >
            <Button
              variant="ghost"
              size="sm"
              className="text-gray-600"
              aria-label={t.editNoteLabel}
              onClick={() => setEditing(true)}
              icon={PenLine}
            >
              {t.editNote}
            </Button>
          </RowActions>
        ) : null}
      </div>
      {editing ? <EditNoteDialog note={note} at={at} onClose={() => setEditing(false)} /> : null}
    </li>
  );
}

function EditNoteDialog({ note, at, onClose }: { note: ApplicantNote; at: NoteAt; onClose: () => void }) {
  const update = useUpdateNote(at.containerId, at.positionId);
  const { onSubmit, busy, formError, field } = useActionForm({
    schema: actions.update_ApplicantNote.input,
    fixed: { ...at, noteId: note.id },
    defaultValues: { text: note.text },
    failed: t.noteFailed,
    submit: (input) => update.mutateAsync(input),
    onSuccess: () => {
      toast.success(t.noteSaved);
      onClose();
    },
  });
  return (
    <Modal
      onClose={onClose}
      title={t.editNoteTitle}
      busy={busy}
      onSubmit={() => void onSubmit()}
      submit={{ label: t.saveNote }}
      error={formError}
    >
      <TextAreaField label={t.noteText} required rows={5} {...field('text')} />
    </Modal>
  );
}
