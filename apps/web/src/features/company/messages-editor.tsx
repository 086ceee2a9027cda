import {
  FIRSTNAME_KEYS,
  MESSAGE_GUIDE,
  SAMPLE_FIRSTNAME,
  actions,
  renderTemplate,
  type CompanyMessage,
  type MessageKey,
} from '@rekry/domain';
import { RotateCcw } from 'lucide-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { cleanHtml } from '../../lib/safe-html.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { SaveBar } from './save-bar.tsx';
import { useContainerMessages, useSaveContainerMessages } from './api.ts';
import { companyStrings } from './strings.ts';

const t = companyStrings.messages;
type Texts = Record<MessageKey, string>;

const textsOf = (messages: CompanyMessage[]) =>
  Object.fromEntries(messages.map((m) => [m.key, m.text])) as Texts;

/** The texts tab: the company's sixteen texts (SPEC §3 '/messages/'), each with its default and a preview. */
export function MessagesEditor({ containerId }: { containerId: number }) {
  const messages = useContainerMessages(containerId);
  if (messages.isPending) return <SkeletonRows rows={8} label={companyStrings.loading} />;
  if (messages.isError)
    return (
      <LoadError
        title={companyStrings.failed}
        error={messages.error}
        onRetry={() => void messages.refetch()}
      />
    );
  return <MessagesForm containerId={containerId} messages={messages.data} />;
}

function MessagesForm({ containerId, messages }: { containerId: number; messages: CompanyMessage[] }) {
  const save = useSaveContainerMessages(containerId);
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: actions.update_ContainerMessages.input,
    defaultValues: { messages: textsOf(messages) },
    fixed: { containerId },
    submit: ({ messages: texts }) => save.mutateAsync(texts),
    onSuccess: (saved) => {
      form.reset({ messages: textsOf(saved) });
      toast.success(companyStrings.saved);
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <p className="max-w-3xl text-sm text-gray-600">{t.intro}</p>
      {messages.map((message) => (
        <MessageCard
          key={message.key}
          form={form as never}
          message={message}
          error={errors[`messages.${message.key}`]}
        />
      ))}
      <SaveBar dirty={form.formState.isDirty} busy={busy} />
    </form>
  );
}

function MessageCard({
  form,
  message,
  error,
}: {
  form: UseFormReturn<{ messages: Texts }>;
  message: CompanyMessage;
  error: string | undefined;
}) {
  const guide = MESSAGE_GUIDE[message.key];
  const name = `messages.${message.key}` as const;
  const own = useWatch({ control: form.control, name }) ?? '';
  const template = own.trim() ? own : message.default;
  const firstname = FIRSTNAME_KEYS.includes(message.key);
  const preview = renderTemplate(template, { data: guide.sample, firstname: SAMPLE_FIRSTNAME });
  return (
    <Card className="p-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <div>
          <TextAreaField
            label={guide.title}
            placeholder={message.default}
            rows={3}
            {...form.register(name)}
            error={error}
          />
          <p className="mt-1.5 text-sm text-gray-500">
            {guide.where}
            {guide.data ? ` ${t.data(guide.data)}` : ''}
            {firstname ? ` ${t.firstname}` : ''}
          </p>
          {own.trim() ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2"
              onClick={() => form.setValue(name, '', { shouldDirty: true })}
              icon={RotateCcw}
            >
              {t.useDefault}
            </Button>
          ) : (
            <p className="mt-2 text-sm text-gray-500">{t.usesDefault}</p>
          )}
        </div>
        <div>
          <p className="mb-1.5 text-sm font-medium text-gray-800">{t.preview}</p>
          <div
            className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-800 ring-1 ring-gray-200 ring-inset"
            // The company's HTML, cleaned by DOMPurify as the career site does.
            dangerouslySetInnerHTML={{ __html: cleanHtml(preview) }}
          />
        </div>
      </div>
    </Card>
  );
}
