import {
  LABEL_TYPES,
  LABEL_TYPE_NAMES,
  labelMoveToSchema,
  labelNameSchema,
  labelTypeSchema,
  type Label,
  type LabelType,
} from '@rekry/domain';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Modal } from '../../components/ui/dialog.tsx';
import { EditorModal, type EditorProps } from '../../components/ui/editor-modal.tsx';
import { Checkbox, SelectField, TextField } from '../../components/ui/field.tsx';
import { nameConflict, useActionForm } from '../../lib/use-action-form.ts';
import { useLabelSaves } from './api.ts';
import { tagStrings } from './strings.ts';

const t = tagStrings.labels;
const kinds = LABEL_TYPES.map((type) => ({ value: type, label: t.types[type] }));

const createSchema = z.object({ name: labelNameSchema, labelType: labelTypeSchema });

/** A new status or process level: its name and which of the two it is. */
export function LabelCreator({ containerId, onClose }: Omit<EditorProps<never>, 'item'>) {
  const saves = useLabelSaves(containerId);
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema: createSchema,
    defaultValues: { name: '', labelType: 'Interest' as LabelType },
    submit: (values) => saves.newLabel(values),
    placeFailure: nameConflict,
    onSuccess: (_, values) => {
      toast.success(t.created(values.name));
      onClose();
    },
    failed: tagStrings.failed,
  });
  return (
    <EditorModal
      title={t.createTitle}
      description={t.createText}
      onClose={onClose}
      state={{ onSubmit, busy, formError }}
    >
      <TextField label={t.name} required maxLength={100} {...field('name')} />
      <SelectField
        label={t.type}
        required
        value={form.watch('labelType')}
        onChange={(value) => form.setValue('labelType', value as LabelType)}
        options={kinds}
        error={errors['labelType']}
      />
    </EditorModal>
  );
}

const labelSchema = z.object({ name: labelNameSchema, isDefault: z.boolean() });

/** Renames a label and makes it the default of its type. */
export function LabelEditor({ containerId, item, onClose }: EditorProps<Label> & { item: Label }) {
  const saves = useLabelSaves(containerId);
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema: labelSchema,
    defaultValues: { name: item.name, isDefault: item.isDefault },
    submit: (values) => saves.label({ id: item.id, ...values }),
    placeFailure: nameConflict,
    onSuccess: () => {
      toast.success(t.saved);
      onClose();
    },
    failed: tagStrings.failed,
  });
  return (
    <EditorModal title={t.editTitle} onClose={onClose} state={{ onSubmit, busy, formError }}>
      <TextField label={t.name} required maxLength={100} {...field('name')} />
      <Controller
        control={form.control}
        name="isDefault"
        render={({ field }) => (
          <Checkbox
            label={t.isDefault}
            description={errors['isDefault'] ?? t.defaultText}
            checked={field.value}
            disabled={item.isDefault}
            onChange={field.onChange}
          />
        )}
      />
    </EditorModal>
  );
}

const removeSchema = z.object({ moveTo: labelMoveToSchema });

/**
 * Removing a label some applicants have: how many, and the label of the same type they move to (the
 * type's default first); the server moves them and removes the label in one go.
 */
export function RemoveUsedLabel({
  containerId,
  label,
  applicants,
  others,
  onClose,
}: {
  containerId: number;
  label: Label;
  applicants: number;
  /** The other labels of its type, in their order. */
  others: Label[];
  onClose: () => void;
}) {
  const saves = useLabelSaves(containerId);
  const first = others.find((l) => l.isDefault) ?? others[0];
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: removeSchema,
    defaultValues: { moveTo: first ? String(first.id) : '' },
    submit: (values) => saves.removeLabel({ id: label.id, moveTo: values.moveTo }),
    onSuccess: () => {
      toast.success(t.removed(label.name));
      onClose();
    },
    failed: tagStrings.failed,
  });
  const type = label.labelType.name;
  return (
    <Modal
      onClose={onClose}
      title={t.removeUsedTitle(label.name)}
      description={t.removeUsedText(applicants, LABEL_TYPE_NAMES[type].the, label.name)}
      busy={busy}
      onSubmit={onSubmit}
      submit={{ label: t.removeSubmit, variant: 'danger' }}
      error={formError}
    >
      <SelectField
        label={t.moveTo}
        required
        value={form.watch('moveTo')}
        onChange={(value) => form.setValue('moveTo', value)}
        options={others.map((l) => ({ value: String(l.id), label: l.name }))}
        error={errors['moveTo']}
      />
    </Modal>
  );
}
