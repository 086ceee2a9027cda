import { actions, type NewsPost } from '@rekry/domain';
import { Eye } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useSaveNews } from './api.ts';
import type { NewsDraft } from './draft.ts';
import { newsStrings } from './strings.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';

const t = newsStrings.editor;

/**
 * The form of a post (title, rich-text body) checked by create_BlogPost's schema. A new post may go to its
 * preview first (`onPreview`); an existing one (`id`) saves in place.
 */
export function NewsForm({
  id,
  initial,
  cancelTo,
  onSaved,
  onPreview,
  onChange,
  onCancel,
}: {
  id?: number;
  initial: NewsDraft;
  cancelTo: string;
  onSaved: (post: NewsPost) => void;
  onPreview?: (draft: NewsDraft) => void;
  /** Every change, so a new post's draft survives the way to the preview and back. */
  onChange?: (draft: NewsDraft) => void;
  /** Avbryt: a new post's draft is dropped. */
  onCancel?: () => void;
}) {
  const save = useSaveNews();
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: actions.create_BlogPost.input,
    defaultValues: initial,
    fixed: id === undefined ? {} : { id },
    submit: (input) => save.mutateAsync(input),
    onSuccess: onSaved,
  });
  const remember = () => onChange?.(form.getValues() as NewsDraft);
  const preview = onPreview ? form.handleSubmit(() => onPreview(form.getValues() as NewsDraft)) : undefined;

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="space-y-6 p-5 sm:p-6">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={t.title}
          required
          autoComplete="off"
          maxLength={200}
          {...form.register('title', { onChange: remember })}
          error={errors['title']}
        />
        <Controller
          control={form.control}
          name="body"
          render={({ field }) => (
            <RichTextEditor
              label={t.body}
              value={field.value as string}
              onChange={(html) => {
                field.onChange(html);
                remember();
              }}
              error={errors['body']}
            />
          )}
        />
        <FormActions
          submit={id === undefined ? t.publish : t.save}
          busy={busy}
          cancelTo={cancelTo}
          onCancel={onCancel}
        >
          {preview ? (
            <Button type="button" variant="secondary" onClick={() => void preview()} icon={Eye}>
              {t.preview}
            </Button>
          ) : null}
        </FormActions>
      </form>
    </Card>
  );
}
