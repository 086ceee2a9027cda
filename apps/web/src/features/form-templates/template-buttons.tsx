import { formatDate, topLevelProperties, type FormProperty, type FormTemplate } from '@rekry/domain';
import { BookmarkPlus, FileStack } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useFormTemplates } from './api.ts';
import { useNewTemplateForm } from './template-name.ts';
import { formTemplateStrings } from './strings.ts';
import { paths } from '../../lib/paths.ts';
import { useDialog } from '../../lib/use-dialog.ts';

/** How many fields a form shows in the builder (a group with its members is one). */
export function fieldCount(form: readonly FormProperty[]): number {
  return topLevelProperties(form).length;
}

const s = formTemplateStrings.saveAs;

/** 'Spara som mall': asks for a name, then saves a copy of `form` as a new form template. */
export function SaveAsTemplateButton({ containerId, form }: { containerId: number; form: FormProperty[] }) {
  const naming = useDialog();
  const {
    form: nameForm,
    onSubmit,
    busy,
    field,
  } = useNewTemplateForm(containerId, form, () => {
    naming.close();
    toast.success(s.saved);
  });

  /** The name is empty each time it opens. */
  function start() {
    nameForm.reset();
    naming.show();
  }

  return (
    <>
      <Button variant="secondary" onClick={start} icon={BookmarkPlus}>
        {s.button}
      </Button>
      <Modal
        {...naming.props}
        title={s.title}
        description={s.text}
        busy={busy}
        onSubmit={() => void onSubmit()}
        submit={{ label: s.submit, disabled: form.length === 0 }}
      >
        {form.length === 0 ? <Alert tone="warning">{s.empty}</Alert> : null}
        <TextField label={s.name} required {...field('name')} maxLength={200} autoFocus autoComplete="off" />
      </Modal>
    </>
  );
}

const u = formTemplateStrings.use;

/**
 * 'Använd mall': lists the company's form templates; confirming replaces the whole form with the chosen
 * template's fields (the dialog says so) through `onPick`.
 */
export function UseTemplateButton({
  containerId,
  onPick,
}: {
  containerId: number;
  onPick: (form: FormProperty[]) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} icon={FileStack}>
        {u.button}
      </Button>
      {open ? (
        <TemplatePicker
          containerId={containerId}
          onClose={() => setOpen(false)}
          onPick={(template) => {
            setOpen(false);
            // A copy, so later edits of the form never touch the cached template.
            onPick(structuredClone(template.form));
            toast.success(u.picked(template.name));
          }}
        />
      ) : null}
    </>
  );
}

function TemplatePicker({
  containerId,
  onClose,
  onPick,
}: {
  containerId: number;
  onClose: () => void;
  onPick: (template: FormTemplate) => void;
}) {
  const templates = useFormTemplates(containerId);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = templates.data ?? [];
  const picked = list.find((t) => t.id === chosen) ?? null;
  const name = useId();

  const body = templates.isPending ? (
    <SkeletonRows label={u.loading} rows={3} />
  ) : templates.isError ? (
    <LoadError title={u.failed} error={templates.error} onRetry={() => void templates.refetch()} />
  ) : list.length === 0 ? (
    <div className="rounded-lg bg-gray-50 px-4 py-6 text-center text-sm text-gray-600">
      <p>{u.empty}</p>
      <Link
        to={paths.newFormTemplate}
        className="mt-2 inline-block font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {u.createOne}
      </Link>
    </div>
  ) : (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-gray-800">{u.choose}</legend>
      <div className="max-h-72 space-y-2 overflow-y-auto p-0.5">
        {list.map((template) => (
          <label
            key={template.id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 ring-1 ring-inset',
              chosen === template.id ? 'bg-brand-50 ring-brand-300' : 'ring-gray-200 hover:bg-gray-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={template.id}
              checked={chosen === template.id}
              onChange={() => setChosen(template.id)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span className="min-w-0 text-sm">
              <span className="block font-medium break-words text-gray-900">{template.name}</span>
              <span className="block text-gray-600">
                {u.summary(
                  formTemplateStrings.list.fieldCount(fieldCount(template.form)),
                  formatDate(template.updatedAt),
                )}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <Modal
      onClose={onClose}
      title={u.title}
      onSubmit={() => (picked ? onPick(picked) : undefined)}
      submit={{ label: u.confirm, disabled: !picked }}
    >
      <Alert tone="warning">{u.warning}</Alert>
      {body}
    </Modal>
  );
}
