import { actions, type ApplicantDetail, type FormProperty, type QuestionnaireSkill } from '@rekry/domain';
import { CheckCircle2, Circle, PenLine } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { SkillIconBadge } from '../../components/ui/skill-icon.tsx';
import { useCreateNote, useQuestionnaire, useUpdateApplicant, useUpdateQuestionnaire } from './api.ts';
import { AnswerFields, fillableKeys, type StaffAnswers } from './answer-fields.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { applicantStrings } from './strings.ts';
import { SelectField, TextAreaField, recordOptions } from '../../components/ui/field.tsx';
import { insertAtCursor, useTextTemplates } from '../../lib/company-templates.ts';
import { useSession } from '../../lib/session.ts';
import type { ApplicantRef } from './files/api.ts';
import { NoteItem } from './note-item.tsx';

const t = applicantStrings.detail;

/**
 * The form's answers, readably ('Ingen information angiven.' when empty; 'fältet saknar rubrik'); a
 * writer can change them ('Ändra svar': text, choices and groups; files stay as they are).
 */
export function AnswersCard({
  detail,
  containerId,
  form,
  canEdit,
}: {
  detail: ApplicantDetail;
  containerId: number;
  form: readonly FormProperty[] | undefined;
  canEdit: boolean;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader
        title={t.answers}
        actions={
          canEdit && form && !editing ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)} icon={PenLine}>
              {t.editAnswers}
            </Button>
          ) : undefined
        }
      />
      {editing && form ? (
        <AnswersForm detail={detail} containerId={containerId} form={form} onDone={() => setEditing(false)} />
      ) : detail.answers.length === 0 ? (
        <p className="px-5 py-4 text-sm text-gray-600">{t.noInformation}</p>
      ) : (
        <dl className="divide-y divide-gray-100">
          {detail.answers.map((a) => (
            <div key={a.key} className="px-5 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-medium text-gray-500">{a.label}</dt>
              <dd
                className={
                  a.value === t.noInformation
                    ? 'mt-0.5 text-sm text-gray-500 italic sm:col-span-2 sm:mt-0'
                    : 'mt-0.5 text-sm break-words whitespace-pre-line text-gray-900 sm:col-span-2 sm:mt-0'
                }
              >
                {a.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

function AnswersForm({
  detail,
  containerId,
  form,
  onDone,
}: {
  detail: ApplicantDetail;
  containerId: number;
  form: readonly FormProperty[];
  onDone: () => void;
}) {
  const update = useUpdateApplicant(containerId, detail.positionId);
  const original: StaffAnswers = Object.fromEntries(
    Object.entries(detail.metadata).filter(([, v]) => v === null || typeof v !== 'object'),
  ) as StaffAnswers;
  // Only what changed is sent; an emptied answer is cleared (null).
  function changes(answers: StaffAnswers): StaffAnswers {
    const changed: StaffAnswers = {};
    for (const key of fillableKeys(form)) {
      const before = original[key] ?? (typeof answers[key] === 'boolean' ? false : '');
      const after = answers[key] ?? before;
      if (after !== before) changed[key] = after === '' ? null : after;
    }
    return changed;
  }
  const edit = useActionForm({
    schema: z.preprocess((fields) => {
      const { answers, ...rest } = fields as { answers: StaffAnswers };
      return { ...rest, metadata: changes(answers) };
    }, actions.update_Applicant.input),
    defaultValues: { answers: original },
    fixed: { containerId, positionId: detail.positionId, applicantId: detail.id },
    submit: async (input) => {
      if (Object.keys(input.metadata ?? {}).length === 0) return false;
      await update.mutateAsync(input);
      return true;
    },
    onSuccess: (saved) => {
      if (saved) toast.success(t.answersEdited);
      onDone();
    },
  });
  const { formError, errors } = edit;
  return (
    <form noValidate className="space-y-4 px-5 py-4" onSubmit={edit.onSubmit}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <AnswerFields
        form={form}
        answers={edit.form.watch('answers')}
        onChange={(answers) => edit.form.setValue('answers', answers)}
        errors={errors}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={edit.busy}>
          {t.cancelEdit}
        </Button>
        <Button type="submit" loading={edit.busy}>
          {t.saveAnswersEdit}
        </Button>
      </div>
    </form>
  );
}

export function RequirementsCard({ detail }: { detail: ApplicantDetail }) {
  if (detail.requirements.length === 0) return null;
  return (
    <Card>
      <CardHeader title={t.requirements} />
      <ul className="divide-y divide-gray-100">
        {detail.requirements.map((r) => (
          <li key={r.key} className="flex items-center gap-3 px-5 py-2.5 text-sm">
            {r.fullfilled ? (
              <CheckCircle2 className="size-4 shrink-0 text-green-600" aria-hidden />
            ) : (
              <Circle className="size-4 shrink-0 text-gray-300" aria-hidden />
            )}
            <span className="flex-1 text-gray-900">{r.title}</span>
            <span className={r.fullfilled ? 'text-green-700' : 'text-gray-500'}>
              {r.fullfilled ? t.fulfilled : t.notFulfilled}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Notes: the list (the caller's own to correct or remove) and a new one ('Anteckning sparad'; 'Något gick fel'). */
export function NotesCard({
  detail,
  containerId,
  canEdit,
}: {
  detail: ApplicantDetail;
  containerId: number;
  canEdit: boolean;
}) {
  const create = useCreateNote(containerId, detail.positionId);
  const [text, setText] = useState('');
  const textTemplates = useTextTemplates(containerId, canEdit);
  const noteRef = useRef<HTMLTextAreaElement | null>(null);
  const me = useSession()?.claims.uid;
  return (
    <Card>
      <CardHeader title={t.notes} />
      <div className="space-y-4 px-5 py-4">
        {detail.notes.length === 0 ? (
          <p className="text-sm text-gray-600">{t.noNotes}</p>
        ) : (
          <ul className="space-y-3">
            {detail.notes.map((n) => (
              <NoteItem
                key={n.id}
                note={n}
                own={canEdit && me !== undefined && n.author?.id === me}
                at={{ containerId, positionId: detail.positionId, applicantId: detail.id }}
              />
            ))}
          </ul>
        )}
        {canEdit ? (
          <form
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!text.trim()) return;
              create.mutate(
                { applicantId: detail.id, text },
                {
                  onSuccess: () => {
                    toast.success(t.noteSaved);
                    setText('');
                  },
                },
              );
            }}
          >
            {textTemplates.data?.length ? (
              <SelectField
                label={t.textTemplate}
                value=""
                onChange={(id) => {
                  const chosen = textTemplates.data.find((x) => String(x.id) === id);
                  if (chosen) insertAtCursor(noteRef.current, text, chosen.text, setText);
                }}
                options={recordOptions(t.chooseTextTemplate, textTemplates.data, (x) => x.title)}
              />
            ) : null}
            <TextAreaField
              ref={noteRef}
              label={t.noteLabel}
              rows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <div className="flex justify-end">
              <Button type="submit" size="sm" loading={create.isPending} disabled={!text.trim()}>
                {t.addNote}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </Card>
  );
}

/** The position's skills questions with this applicant's answers; writers edit and save them. */
export function QuestionnaireCard({
  containerId,
  positionId,
  applicantId,
  canEdit,
}: ApplicantRef & { canEdit: boolean }) {
  const query = useQuestionnaire(containerId, positionId, applicantId);
  return (
    <Card>
      <CardHeader title={t.questionnaire} />
      {query.isPending ? (
        <SkeletonRows rows={2} label={t.questionnaire} />
      ) : query.isError ? (
        <LoadError
          inset
          title={t.questionnaireFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.every((s) => s.questions.length === 0) ? (
        <p className="px-5 py-4 text-sm text-gray-600">{t.noQuestions}</p>
      ) : (
        <QuestionnaireForm
          key={JSON.stringify(query.data)}
          skills={query.data}
          containerId={containerId}
          positionId={positionId}
          applicantId={applicantId}
          canEdit={canEdit}
        />
      )}
    </Card>
  );
}

function QuestionnaireForm({
  skills,
  containerId,
  positionId,
  applicantId,
  canEdit,
}: ApplicantRef & { skills: QuestionnaireSkill[]; canEdit: boolean }) {
  const update = useUpdateQuestionnaire(containerId, positionId, applicantId);
  const [answers, setAnswers] = useState<Record<number, string>>(() =>
    Object.fromEntries(skills.flatMap((s) => s.questions.map((q) => [q.id, q.answer]))),
  );
  const changed = skills.some((s) => s.questions.some((q) => (answers[q.id] ?? '') !== q.answer));
  return (
    <form
      className="space-y-5 px-5 py-4"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          skills.map((s) => ({
            id: s.id,
            questions: s.questions.map((q) => ({ id: q.id, answer: answers[q.id] ?? '' })),
          })),
          {
            onSuccess: () => toast.success(t.answersSaved),
          },
        );
      }}
    >
      {skills
        .filter((s) => s.questions.length > 0)
        .map((s) => (
          <fieldset key={s.id} className="space-y-3">
            <legend className="flex items-center gap-2 text-sm font-semibold text-gray-900">
              <SkillIconBadge icon={s.icon} size="sm" />
              {s.name}
            </legend>
            {s.questions.map((q) =>
              canEdit ? (
                <TextAreaField
                  key={q.id}
                  label={q.question}
                  rows={2}
                  value={answers[q.id] ?? ''}
                  onChange={(e) => setAnswers({ ...answers, [q.id]: e.target.value })}
                />
              ) : (
                <div key={q.id}>
                  <p className="text-sm font-medium text-gray-700">{q.question}</p>
                  <p className="mt-0.5 text-sm whitespace-pre-line text-gray-900">{q.answer || t.noAnswer}</p>
                </div>
              ),
            )}
          </fieldset>
        ))}
      {canEdit ? (
        <div className="flex justify-end">
          <Button type="submit" size="sm" variant="secondary" loading={update.isPending} disabled={!changed}>
            {t.saveAnswers}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
