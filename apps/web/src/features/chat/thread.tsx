import { Mail, Paperclip, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { z } from 'zod';
import {
  ACCEPT_ATTRIBUTE,
  CHAT_TEXTS,
  MAX_FILE_BYTES,
  MESSAGE_MAX_LENGTH,
  formatNotificationTime,
  hasContent,
  messageShape,
  type ConversationMessage,
  type NewMessage,
} from '@rekry/domain';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { formatBytes, readAsDataUrl } from '../../lib/read-file.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { chatStrings as t } from './strings.ts';

/** How an attachment is opened: a plain link (the reply page) or a download with the login (signed in). */
export type AttachmentOpener =
  | { kind: 'link'; href: (fileId: number) => string }
  | { kind: 'download'; download: (fileId: number, filename: string) => Promise<void> };

/**
 * The messages of a conversation, oldest first with the newest at the bottom (the chat convention), own
 * messages on the right. Bodies are plain text (React escapes them; line breaks kept). A live region
 * reads new messages out; the list scrolls to the newest when one arrives.
 */
export function MessageThread({
  messages,
  empty,
  opener,
}: {
  messages: readonly ConversationMessage[];
  empty: string;
  opener: AttachmentOpener;
}) {
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  const [failed, setFailed] = useState<string | null>(null);
  if (!messages.length) return <p className="px-4 py-10 text-center text-sm text-gray-600">{empty}</p>;
  return (
    <div>
      <div role="log" aria-live="polite" aria-label={t.threadLabel} data-testid="message-thread">
        <ol className="space-y-4 px-3 py-4 sm:px-5">
          {messages.map((m) => {
            const name = m.own
              ? t.you
              : m.author.kind === 'applicant'
                ? t.fromApplicant(m.author.name)
                : m.author.name;
            return (
              <li
                key={m.id}
                className={cn('flex', m.own ? 'justify-end' : 'justify-start')}
                data-testid="message"
              >
                <div className={cn('max-w-[85%] sm:max-w-[70%]', m.own && 'text-right')}>
                  <p className="mb-1 text-xs text-gray-600">
                    <span className="font-medium text-gray-800">{name}</span>
                    <span aria-hidden> · </span>
                    <time dateTime={new Date(m.createdAt * 1000).toISOString()}>
                      {formatNotificationTime(m.createdAt)}
                    </time>
                    {m.via === 'email' ? (
                      <>
                        <span aria-hidden> · </span>
                        <Mail className="mr-0.5 inline size-3.5 align-[-2px]" aria-hidden />
                        {m.autoReply ? t.autoReply : t.viaEmail}
                      </>
                    ) : null}
                  </p>
                  <div
                    className={cn(
                      'inline-block rounded-2xl px-4 py-2.5 text-left text-sm break-words whitespace-pre-wrap',
                      m.own
                        ? 'rounded-br-sm bg-brand-700 text-white'
                        : 'rounded-bl-sm bg-gray-100 text-gray-900',
                    )}
                  >
                    {m.body ? <p className={cn(m.autoReply && 'text-gray-600 italic')}>{m.body}</p> : null}
                    {m.quoted ? (
                      <details className="mt-2 text-xs">
                        <summary
                          className={cn(
                            'cursor-pointer font-medium underline underline-offset-2',
                            m.own ? 'text-brand-50' : 'text-gray-700',
                          )}
                        >
                          {t.showQuoted}
                        </summary>
                        <p
                          className={cn(
                            'mt-2 border-l-2 pl-2',
                            m.own ? 'border-brand-300 text-brand-50' : 'border-gray-300 text-gray-700',
                          )}
                        >
                          {m.quoted}
                        </p>
                      </details>
                    ) : null}
                    {m.attachment ? (
                      <Attachment
                        own={m.own}
                        fileId={m.attachment.fileId}
                        filename={m.attachment.filename}
                        size={m.attachment.size}
                        opener={opener}
                        onFail={setFailed}
                        spaced={Boolean(m.body)}
                      />
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      {failed ? (
        <Alert tone="error" className="mx-3 mb-3 sm:mx-5">
          {failed}
        </Alert>
      ) : null}
      <div ref={end} />
    </div>
  );
}

function Attachment({
  own,
  fileId,
  filename,
  size,
  opener,
  onFail,
  spaced,
}: {
  own: boolean;
  fileId: number;
  filename: string;
  size: number;
  opener: AttachmentOpener;
  onFail: (message: string) => void;
  spaced: boolean;
}) {
  const classes = cn(
    'inline-flex max-w-full items-center gap-1.5 rounded-md font-medium underline underline-offset-2',
    own ? 'text-white hover:text-brand-100' : 'text-brand-800 hover:text-brand-900',
    spaced && 'mt-2',
  );
  const label = (
    <>
      <Paperclip className="size-4 shrink-0" aria-hidden />
      <span className="truncate">{filename}</span>
      <span className={cn('shrink-0 text-xs font-normal', own ? 'text-brand-100' : 'text-gray-600')}>
        ({formatBytes(size)})
      </span>
    </>
  );
  if (opener.kind === 'link')
    return (
      <a href={opener.href(fileId)} download={filename} className={classes} aria-label={t.download(filename)}>
        {label}
      </a>
    );
  return (
    <button
      type="button"
      className={classes}
      aria-label={t.download(filename)}
      onClick={() =>
        void opener
          .download(fileId, filename)
          .catch((error: unknown) => onFail(errorMessage(error, t.downloadFailed)))
      }
    >
      {label}
    </button>
  );
}

/** A chosen attachment: what is sent, and its size to show. */
interface Attached {
  filename: string;
  data: string;
  size: number;
}

/** The message as the composer holds it (no attachment: null), checked and sent as the actions take it. */
const composerSchema = z
  .object({ body: messageShape.body, attachment: messageShape.attachment.nullable() })
  .transform(({ body, attachment }) => ({ body, ...(attachment ? { attachment } : {}) }))
  .refine(hasContent, { message: CHAT_TEXTS.emptyMessage, path: ['body'] });

/**
 * Writes a message: text (at most 5000 characters, a counter near the end) and one attachment (5 MB, the
 * application upload's types). Ctrl/Cmd+Enter sends. The server's field errors show under the field.
 */
export function Composer({
  onSend,
  label = t.composer.label,
}: {
  onSend: (message: NewMessage) => Promise<unknown>;
  label?: string;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: composerSchema,
    defaultValues: { body: '', attachment: null as Attached | null },
    submit: onSend,
    failed: t.composer.failed,
    onSuccess: () => {
      form.reset();
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  const body = form.watch('body');
  const file = form.watch('attachment');
  const canSend = !busy && (body.trim() !== '' || file !== null);
  const remaining = MESSAGE_MAX_LENGTH - body.length;
  // The attachment's own problem ('Ogiltigt filnamn', a file too large), whichever part it is about.
  const fileError = Object.entries(errors).find(([path]) => path.split('.')[0] === 'attachment')?.[1];

  async function choose(picked: File | undefined) {
    form.clearErrors('attachment');
    if (!picked) return;
    if (picked.size > MAX_FILE_BYTES) {
      form.setError('attachment', { type: 'size', message: t.composer.tooLarge });
      return;
    }
    const data = await readAsDataUrl(picked);
    form.setValue('attachment', { filename: picked.name, data, size: picked.size });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && canSend) void onSubmit();
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" data-testid="composer">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextAreaField
        label={label}
        hideLabel
        maxLength={MESSAGE_MAX_LENGTH}
        rows={3}
        placeholder={t.composer.placeholder}
        {...form.register('body')}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
        error={errors['body']}
      />
      {file ? (
        <div className="flex items-center gap-2 text-sm text-gray-700">
          <Paperclip className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{file.filename}</span>
          <span className="shrink-0 text-xs text-gray-600">({formatBytes(file.size)})</span>
          <button
            type="button"
            className="rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
            aria-label={t.composer.removeAttachment(file.filename)}
            onClick={() => {
              form.setValue('attachment', null);
              form.clearErrors('attachment');
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ) : null}
      {fileError ? (
        <p id={`${id}-file-error`} role="alert" className="text-sm text-red-700">
          {fileError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className={cn('text-xs', remaining < 10 ? 'text-red-700' : 'text-gray-600')}>
          {remaining < 10 ? t.composer.remaining(remaining) : t.composer.hint}
        </p>
        <div className="flex gap-2">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => fileInput.current?.click()}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            icon={Paperclip}
          >
            {t.composer.attach}
          </Button>
          <Button type="submit" size="sm" loading={busy} disabled={!canSend} icon={Send}>
            {busy ? t.composer.sending : t.composer.send}
          </Button>
        </div>
      </div>
    </form>
  );
}
