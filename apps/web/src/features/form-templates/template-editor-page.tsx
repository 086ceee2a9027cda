import { RecordBoundary } from '../../components/ui/record-boundary.tsx';
import { isRecordId, paths } from '../../lib/paths.ts';
import { standardApplicationForm, type FormProperty, type FormTemplate } from '@rekry/domain';
import { Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { companyScreen, type CompanyScreenContext } from '../../components/layout/company-screen.tsx';
import { AutosaveStatus, BuilderSkeleton, FormEditor, useAutosave } from '../form-builder/index.ts';
import { useDeleteFormTemplate, useFormTemplate, useSaveFormTemplate } from './api.ts';
import { formTemplateStrings } from './strings.ts';
import { UseTemplateButton } from './template-buttons.tsx';
import { useNewTemplateForm } from './template-name.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = formTemplateStrings.editor;
const LIST = paths.formTemplates;
const back = <BackLink to={LIST}>{t.back}</BackLink>;

/** The name field and the builder with its live preview: what the new and the edit page share. */
function TemplateWorkspace({
  name,
  nameError,
  onNameChange,
  form,
  onFormChange,
  companyName,
}: {
  name: string;
  nameError: string | null;
  onNameChange: (name: string) => void;
  form: FormProperty[];
  onFormChange: (form: FormProperty[]) => void;
  companyName: string;
}) {
  return (
    <div className="space-y-6">
      <Card className="p-5">
        <TextField
          label={t.name}
          value={name}
          onChange={(e) => onNameChange(e.target.value)}
          error={nameError}
          required
          placeholder={t.namePlaceholder}
          maxLength={200}
          autoComplete="off"
          className="max-w-xl"
        />
      </Card>
      <div>
        <h2 className="text-base font-semibold text-gray-900">{t.form}</h2>
        <p className="mt-0.5 text-sm text-gray-500">{t.formText}</p>
      </div>
      <FormEditor form={form} onChange={onFormChange} companyName={companyName} />
    </div>
  );
}

/** /admin/form-templates/new: a name and a form (from the standard fields), kept here until 'Skapa mall'. */
export const NewFormTemplatePage = companyScreen(({ containerId, container }) => (
  <NewTemplate containerId={containerId} companyName={container.name} />
));

function NewTemplate({ containerId, companyName }: { containerId: number; companyName: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<FormProperty[]>(standardApplicationForm);
  const {
    form: nameForm,
    onSubmit: create,
    busy,
    errors,
  } = useNewTemplateForm(containerId, form, (created) => {
    toast.success(t.created);
    void navigate(paths.editFormTemplate(created.id), { replace: true });
  });

  const createButton = (
    <Button onClick={() => void create()} loading={busy}>
      {t.create}
    </Button>
  );
  return (
    <>
      <PageHeader
        back={back}
        title={t.newTitle}
        description={t.newText}
        actions={
          <>
            <UseTemplateButton containerId={containerId} onPick={setForm} />
            {createButton}
          </>
        }
      />
      <TemplateWorkspace
        name={nameForm.watch('name')}
        nameError={errors['name'] ?? null}
        onNameChange={(next) =>
          nameForm.setValue('name', next, { shouldValidate: nameForm.formState.isSubmitted })
        }
        form={form}
        onFormChange={setForm}
        companyName={companyName}
      />
      <div className="mt-6 flex justify-end">{createButton}</div>
    </>
  );
}

/** /admin/form-templates/edit/:id: the template's name and form, saved automatically as they change. */
export const EditFormTemplatePage = companyScreen(EditView);

function EditView({ containerId, container, params }: CompanyScreenContext) {
  const id = Number(params['id']);
  const companyName = container.name;
  const query = useFormTemplate(containerId, id);
  return (
    <RecordBoundary
      query={query}
      valid={isRecordId(id)}
      back={back}
      texts={{ ...t, title: formTemplateStrings.list.title }}
      loading={
        <>
          <Skeleton className="mb-6 h-24 rounded-xl" />
          <BuilderSkeleton />
        </>
      }
    >
      {(template) => (
        <TemplateEditor containerId={containerId} companyName={companyName} template={template} />
      )}
    </RecordBoundary>
  );
}

interface Draft {
  name: string;
  form: FormProperty[];
}

function TemplateEditor({
  containerId,
  companyName,
  template,
}: {
  containerId: number;
  companyName: string;
  template: FormTemplate;
}) {
  const navigate = useNavigate();
  const remove = useDeleteFormTemplate(containerId);
  // What the screen shows, and the newest draft with a name: only that one is saved (a template needs a
  // name), so clearing the name pauses saving without ever sending a nameless template.
  const [{ draft, savable }, setDrafts] = useState(() => {
    const initial: Draft = { name: template.name, form: template.form };
    return { draft: initial, savable: initial };
  });
  const confirm = useDialog();
  const nameMissing = draft.name.trim() === '';
  const { mutateAsync } = useSaveFormTemplate(containerId);
  const persist = useCallback(
    (next: Draft) => mutateAsync({ id: template.id, name: next.name.trim(), form: next.form }),
    [mutateAsync, template.id],
  );
  const autosave = useAutosave(savable, persist);

  function update(change: (current: Draft) => Draft) {
    setDrafts((current) => {
      const next = change(current.draft);
      return { draft: next, savable: next.name.trim() ? next : current.savable };
    });
  }

  function doRemove() {
    remove.mutate(template.id, {
      onSuccess: () => {
        confirm.close();
        toast.success(formTemplateStrings.remove.done);
        navigate(LIST, { replace: true });
      },
      onError: confirm.close,
    });
  }

  return (
    <>
      <PageHeader
        back={back}
        title={savable.name.trim()}
        description={t.editText}
        actions={
          <Button variant="danger-outline" onClick={confirm.show} icon={Trash2}>
            {t.remove}
          </Button>
        }
      />
      <div className="sticky top-0 z-20 -mx-4 mb-5 border-b border-gray-200 bg-gray-50/95 px-4 py-2 backdrop-blur sm:mx-0 sm:rounded-lg sm:border sm:px-4">
        <AutosaveStatus state={autosave.state} onRetry={autosave.retry} />
      </div>
      <TemplateWorkspace
        name={draft.name}
        nameError={nameMissing ? t.nameRequired : null}
        onNameChange={(name) => update((current) => ({ ...current, name }))}
        form={draft.form}
        onFormChange={(form) => update((current) => ({ ...current, form }))}
        companyName={companyName}
      />
      <ConfirmDialog
        {...confirm.props}
        question={{ ...formTemplateStrings.remove, text: formTemplateStrings.remove.text(template.name) }}
        busy={remove.isPending}
        onConfirm={doRemove}
      />
    </>
  );
}
