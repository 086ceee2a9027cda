import { actions, type Skill, type SkillCollection } from '@rekry/domain';
import type { z } from 'zod';
import { Checkbox, RequiredMark } from '../../components/ui/field.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useSaveCollection } from './api.ts';
import { EditorDialog, basicsOf, editorOptions } from './editor-dialog.tsx';
import { SkillIconBadge } from '../../components/ui/skill-icon.tsx';
import { skillStrings } from './strings.ts';

const t = skillStrings.collectionEditor;
const ERROR_ID = 'collection-skills-error';

/**
 * Creates (without `collection`) or edits a collection: name, description, icon and its skills. Skills
 * keep the order they had in the collection; newly ticked ones come last.
 */
export function CollectionEditor({
  containerId,
  collection,
  skills,
  onClose,
}: {
  containerId: number;
  collection: SkillCollection | null;
  skills: Skill[];
  onClose: () => void;
}) {
  const save = useSaveCollection(containerId);
  const editor = useActionForm({
    schema: actions.upsert_SkillCollection.input,
    ...editorOptions(containerId, collection, t.saved, onClose),
    defaultValues: { ...basicsOf(collection), skillIds: collection?.skills.map((s) => s.id) ?? [] },
    submit: ({ containerId: _company, ...input }: z.output<typeof actions.upsert_SkillCollection.input>) =>
      save.mutateAsync(input),
  });
  const { form, errors } = editor;
  const chosen = form.watch('skillIds');

  function toggle(id: number, on: boolean) {
    const next = on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id);
    form.setValue('skillIds', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }

  return (
    <EditorDialog texts={t} editing={collection !== null} editor={editor} onClose={onClose}>
      <fieldset aria-describedby={errors['skillIds'] ? ERROR_ID : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-800">
          {t.skills}
          <RequiredMark />
        </legend>
        <div className="max-h-64 space-y-2 overflow-y-auto rounded-lg p-3 ring-1 ring-gray-200 ring-inset">
          {skills.map((skill) => (
            <div key={skill.id} className="flex items-center gap-2">
              <SkillIconBadge icon={skill.icon} size="sm" />
              <Checkbox
                label={skill.name}
                checked={chosen.includes(skill.id)}
                onChange={(on) => toggle(skill.id, on)}
              />
            </div>
          ))}
        </div>
        {errors['skillIds'] ? (
          <p id={ERROR_ID} className="mt-1.5 text-sm text-red-700">
            {errors['skillIds']}
          </p>
        ) : null}
      </fieldset>
    </EditorDialog>
  );
}
