import {
  emailTemplateInputShape,
  emailVariableInputShape,
  positionTypeNameSchema,
  textTemplateInputShape,
  type CompanyEmailTemplate,
  type EmailVariable,
  type TextTemplate,
} from '@rekry/domain';
import { useRef } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { VariableList } from '../../components/ui/variable-list.tsx';
import { insertAtCursor, useEmailVariables } from '../../lib/company-templates.ts';
import { nameConflict, useActionForm } from '../../lib/use-action-form.ts';
import { EditorModal, type EditorProps } from '../../components/ui/editor-modal.tsx';
import { useTemplateSaves } from './api.ts';
import { templateStrings as t } from './strings.ts';

/** What every editor does once saved: says so, and closes. */
const savedThenClose = (message: string, onClose: () => void) => ({
  onSuccess: () => {
    toast.success(message);
    onClose();
  },
  failed: t.failed,
});

const emailSchema = z.object(emailTemplateInputShape).omit({ id: true });

/** A company e-mail template: title, subject and text, with the variables beside the text. */
export function EmailTemplateEditor({ containerId, item, onClose }: EditorProps<CompanyEmailTemplate>) {
  const saves = useTemplateSaves(containerId);
  const variables = useEmailVariables(containerId);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema: emailSchema,
    defaultValues: { title: item?.title ?? '', subject: item?.subject ?? '', text: item?.text ?? '' },
    submit: (values) => saves.emailTemplate({ ...values, ...(item ? { id: item.id } : {}) }),
    ...savedThenClose(t.texts.saved, onClose),
  });
  const { ref: registerText, ...textField } = form.register('text');
  return (
    <EditorModal
      title={item ? t.email.editTitle : t.email.createTitle}
      className="sm:max-w-3xl"
      onClose={onClose}
      state={{ onSubmit, busy, formError }}
    >
      <div className="grid gap-6 md:grid-cols-[1fr_14rem]">
        <div className="min-w-0 space-y-4">
          <TextField label={t.email.name} required maxLength={200} {...field('title')} />
          <TextField label={t.email.subject} required maxLength={300} {...field('subject')} />
          <TextAreaField
            ref={(area) => {
              registerText(area);
              textRef.current = area;
            }}
            label={t.email.text}
            rows={10}
            required
            {...textField}
            error={errors['text']}
          />
        </div>
        <VariableList
          variables={variables.data}
          onInsert={(key) =>
            insertAtCursor(textRef.current, form.getValues('text'), key, (next) =>
              form.setValue('text', next, { shouldDirty: true }),
            )
          }
        />
      </div>
    </EditorModal>
  );
}

const textSchema = z.object(textTemplateInputShape).omit({ id: true });

/** A text template for notes: a title and the text. */
export function TextTemplateEditor({ containerId, item, onClose }: EditorProps<TextTemplate>) {
  const saves = useTemplateSaves(containerId);
  const { onSubmit, busy, formError, field } = useActionForm({
    schema: textSchema,
    defaultValues: { title: item?.title ?? '', text: item?.text ?? '' },
    submit: (values) => saves.textTemplate({ ...values, ...(item ? { id: item.id } : {}) }),
    ...savedThenClose(t.texts.saved, onClose),
  });
  return (
    <EditorModal
      title={item ? t.text.editTitle : t.text.createTitle}
      onClose={onClose}
      state={{ onSubmit, busy, formError }}
    >
      <TextField label={t.text.name} required maxLength={200} {...field('title')} />
      <TextAreaField label={t.text.text} rows={6} required {...field('text')} />
    </EditorModal>
  );
}

const variableSchema = z.object(emailVariableInputShape);

/** One of the company's own variables: its name (fixed once saved), description and value. */
export function VariableEditor({ containerId, item, onClose }: EditorProps<EmailVariable>) {
  const saves = useTemplateSaves(containerId);
  const { onSubmit, busy, formError, field } = useActionForm({
    schema: variableSchema,
    defaultValues: {
      key: item ? item.key.replace(/^##|##$/g, '') : '',
      label: item?.label ?? '',
      value: item?.value ?? '',
    },
    submit: (values) => saves.variable(values),
    ...savedThenClose(t.variables.saved, onClose),
  });
  return (
    <EditorModal
      title={item ? t.variables.editTitle : t.variables.createTitle}
      onClose={onClose}
      state={{ onSubmit, busy, formError }}
    >
      <div>
        <TextField
          label={t.variables.key}
          required
          readOnly={item !== null}
          maxLength={44}
          autoCapitalize="characters"
          {...field('key')}
        />
        <p className="mt-1.5 text-sm text-gray-500">{t.variables.keyHint}</p>
      </div>
      <TextField label={t.variables.label} required maxLength={100} {...field('label')} />
      <TextField label={t.variables.value} maxLength={1000} {...field('value')} />
    </EditorModal>
  );
}

const typeSchema = z.object({ name: positionTypeNameSchema });

/** A new position type. */
export function PositionTypeEditor({ containerId, onClose }: Omit<EditorProps<never>, 'item'>) {
  const saves = useTemplateSaves(containerId);
  const { onSubmit, busy, formError, field } = useActionForm({
    schema: typeSchema,
    defaultValues: { name: '' },
    submit: (values) => saves.positionType(values),
    onSuccess: (created) => {
      toast.success(t.types.created(created.name));
      onClose();
    },
    placeFailure: nameConflict,
    failed: t.failed,
  });
  return (
    <EditorModal
      title={t.types.createTitle}
      description={t.types.createText}
      onClose={onClose}
      state={{ onSubmit, busy, formError }}
    >
      <TextField label={t.types.nameLabel} required maxLength={200} {...field('name')} />
    </EditorModal>
  );
}
