import { actions, DEFAULT_ANCHORS, type LibraryCriterion } from '@rekry/domain';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Modal } from '../../components/ui/dialog.tsx';
import { nameConflict, useActionForm } from '../../lib/use-action-form.ts';
import { useSaveLibraryCriterion } from './api.ts';
import { CriterionFields, criterionValues, questionRows, type CriterionValues } from './criterion-fields.tsx';
import { scorecardStrings } from './strings.ts';

const t = scorecardStrings.library;

const schema = actions.upsert_LibraryCriterion.input.extend({ questions: questionRows });

/** A new criterion starts with the usual anchored scale and no questions. */
const BLANK: CriterionValues = {
  name: '',
  description: '',
  anchors: [...DEFAULT_ANCHORS],
  questions: [],
};

/** Creates (without `criterion`) or edits a criterion of the company's library, in a dialog. */
export function LibraryEditor({
  containerId,
  criterion,
  onClose,
}: {
  containerId: number;
  criterion: LibraryCriterion | null;
  onClose: () => void;
}) {
  const save = useSaveLibraryCriterion(containerId);
  const editor = useActionForm({
    schema,
    fixed: { containerId, ...(criterion ? { id: criterion.id } : {}) },
    defaultValues: criterion ? criterionValues(criterion) : BLANK,
    placeFailure: nameConflict,
    submit: (input) => save.mutateAsync(input),
    onSuccess: () => {
      toast.success(t.saved);
      onClose();
    },
  });
  return (
    <Modal
      onClose={onClose}
      title={criterion ? t.editTitle : t.newTitle}
      busy={editor.busy}
      onSubmit={() => void editor.onSubmit()}
      className="max-w-2xl"
      submit={{ label: t.save }}
      error={editor.formError}
    >
      <CriterionFields form={editor.form as unknown as UseFormReturn<FieldValues>} errors={editor.errors} />
    </Modal>
  );
}
