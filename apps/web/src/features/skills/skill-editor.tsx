import { actions, type Skill } from '@rekry/domain';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useSaveSkill } from './api.ts';
import { EditorDialog, basicsOf, editorOptions } from './editor-dialog.tsx';
import { skillStrings } from './strings.ts';

const t = skillStrings.skillEditor;
type Question = { id?: number; question: string };

/** Creates (without `skill`) or edits a skill: name, description, icon and its questions in order. */
export function SkillEditor({
  containerId,
  skill,
  onClose,
}: {
  containerId: number;
  skill: Skill | null;
  onClose: () => void;
}) {
  const save = useSaveSkill(containerId);
  const editor = useActionForm({
    schema: actions.upsert_Skill.input,
    ...editorOptions(containerId, skill, t.saved, onClose),
    defaultValues: {
      ...basicsOf(skill),
      questions: skill?.questions.map((q): Question => ({ id: q.id, question: q.question })) ?? [],
    },
    submit: ({ containerId: _company, ...input }: z.output<typeof actions.upsert_Skill.input>) =>
      save.mutateAsync(input),
  });
  const { form, errors } = editor;
  // keyName: the questions' own `id` is the server's, not the field array's.
  const questions = useFieldArray({ control: form.control, name: 'questions', keyName: 'key' });
  const kept = new Set(form.watch('questions').flatMap((q) => (q.id ? [q.id] : [])));
  const dropsAnswers = skill?.questions.some((q) => !kept.has(q.id)) ?? false;

  return (
    <EditorDialog texts={t} editing={skill !== null} editor={editor} onClose={onClose}>
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{t.questions}</legend>
        <p className="mt-0.5 mb-2 text-sm text-gray-500">{t.questionsHint}</p>
        {questions.fields.length === 0 ? <p className="text-sm text-gray-600">{t.noQuestions}</p> : null}
        <ol className="space-y-3">
          {questions.fields.map((field, i) => (
            <li key={field.key} className="flex items-start gap-2">
              <TextField
                className="min-w-0 flex-1"
                label={t.question(i + 1)}
                required
                autoComplete="off"
                maxLength={500}
                {...form.register(`questions.${i}.question`)}
                error={errors[`questions.${i}.question`] ?? errors[`questions.${i}.id`]}
              />
              <div className="mt-7 flex shrink-0">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t.moveUp(i + 1)}
                  disabled={i === 0}
                  onClick={() => questions.move(i, i - 1)}
                  icon={ArrowUp}
                ></Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t.moveDown(i + 1)}
                  disabled={i === questions.fields.length - 1}
                  onClick={() => questions.move(i, i + 1)}
                  icon={ArrowDown}
                ></Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-gray-500 hover:text-red-700"
                  aria-label={t.removeQuestion(i + 1)}
                  onClick={() => questions.remove(i)}
                  icon={Trash2}
                ></Button>
              </div>
            </li>
          ))}
        </ol>
        {errors['questions'] ? <p className="mt-1.5 text-sm text-red-700">{errors['questions']}</p> : null}
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => questions.append({ question: '' }, { shouldFocus: true })}
          icon={Plus}
        >
          {t.addQuestion}
        </Button>
      </fieldset>
      {dropsAnswers ? <Alert tone="warning">{t.removedWarning}</Alert> : null}
    </EditorDialog>
  );
}
