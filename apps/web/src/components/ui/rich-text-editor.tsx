import { FieldNotes } from './field.tsx';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Italic, Link2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { cleanHtml } from '../../lib/safe-html.ts';
import { uiStrings } from './strings.ts';

const t = uiStrings.richText;

/**
 * A rich-text field (TipTap) whose value is HTML, cleaned before the editor sees it; the server stores it
 * sanitized. The toolbar is a row of
 * toggle buttons with accessible names and pressed state, reachable with Tab.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    // TipTap parses what it is given; it gets only what the HTML policy allows.
    content: cleanHtml(value),
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class:
          'prose prose-sm max-w-none min-h-48 px-3 py-2 text-sm text-gray-900 focus:outline-none [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_p]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_a]:text-brand-700 [&_a]:underline',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </span>
      <div
        className={cn(
          'rounded-md bg-white shadow-sm ring-1 ring-gray-300 ring-inset focus-within:ring-2 focus-within:ring-brand-600',
          error && 'ring-red-400',
        )}
      >
        {editor ? <Toolbar editor={editor} /> : null}
        <EditorContent editor={editor} />
      </div>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  function setLink() {
    const previous = (editor.getAttributes('link') as { href?: string }).href ?? '';
    const href = window.prompt(t.linkPrompt, previous);
    if (href === null) return;
    if (!href.trim()) chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  }
  return (
    <div role="toolbar" aria-label={t.toolbar} className="flex flex-wrap gap-1 border-b border-gray-200 p-1">
      <ToolButton icon={Bold} label={t.bold} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <ToolButton
        icon={Italic}
        label={t.italic}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        icon={Heading2}
        label={t.heading}
        active={state.heading}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        icon={List}
        label={t.bulletList}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        icon={ListOrdered}
        label={t.orderedList}
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton icon={Link2} label={t.link} active={state.link} onClick={setLink} />
    </div>
  );
}

function ToolButton({
  icon: Icon,
  label,
  active,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'rounded p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500',
        active && 'bg-gray-200 text-gray-900',
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
