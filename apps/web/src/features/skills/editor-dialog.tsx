import { DEFAULT_SKILL_ICON, isSkillIcon } from '@rekry/domain';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SkillIcon } from '@rekry/domain';
import { Modal } from '../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import type { ActionForm } from '../../lib/use-action-form.ts';
import { toast } from 'sonner';
import { failureOf } from './failure.ts';
import { IconPicker } from '../../components/ui/skill-icon.tsx';
import { skillStrings } from './strings.ts';

const t = skillStrings.editor;

/** The name, description and icon every skill or collection editor starts with. */
type Basics = { name: string; description: string; icon: SkillIcon };

/** The starting name, description and icon of a skill or collection editor (a new one: the default icon). */
export function basicsOf(item: { name: string; description: string; icon: string } | null): Basics {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    icon: item && isSkillIcon(item.icon) ? item.icon : DEFAULT_SKILL_ICON,
  };
}

/**
 * What both editors' forms share: the company (and the id of an edited one) sent with the fields, the
 * toast and closing after a save, and where a failure is told.
 */
export function editorOptions(
  containerId: number,
  item: { id: number } | null,
  saved: string,
  onClose: () => void,
) {
  return {
    fixed: { containerId, ...(item ? { id: item.id } : {}) },
    onSuccess: () => {
      toast.success(saved);
      onClose();
    },
    placeFailure: failureOf,
  };
}

/**
 * The dialog of a skill or collection editor: the form's message, name, description and icon picker, then
 * what is the editor's own (`children`), and Avbryt / Spara.
 */
export function EditorDialog<T extends Basics>({
  texts: { newTitle, editTitle, namePlaceholder },
  editing,
  editor,
  onClose,
  children,
}: {
  /** The editor's title, new or editing, and the name field's example. */
  texts: { newTitle: string; editTitle: string; namePlaceholder: string };
  /** An existing one is edited (not a new one made). */
  editing: boolean;
  editor: ActionForm<T>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { onSubmit, busy, errors, formError } = editor;
  // Every editor's values start with the basics (basicsOf), so its form is a form of them too.
  const form = editor.form as unknown as UseFormReturn<Basics>;
  const field = editor.field as unknown as ActionForm<Basics>['field'];
  return (
    <Modal
      onClose={onClose}
      title={editing ? editTitle : newTitle}
      busy={busy}
      onSubmit={() => void onSubmit()}
      className="max-w-2xl"
      submit={{ label: t.save }}
      error={formError}
    >
      <TextField
        label={t.name}
        required
        placeholder={namePlaceholder}
        autoComplete="off"
        maxLength={100}
        {...field('name')}
      />
      <TextAreaField label={t.description} rows={2} {...field('description')} />
      <IconPicker
        legend={t.icon}
        value={form.watch('icon')}
        onChange={(icon) => form.setValue('icon', icon, { shouldDirty: true })}
        error={errors['icon']}
      />
      {children}
    </Modal>
  );
}
