import { Eye, EyeOff } from 'lucide-react';
import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClass } from './input-class.ts';
import { uiStrings } from './strings.ts';

export { inputClass };

/**
 * The '*' after a required field's label or a required group's legend: hidden from a screen reader, which
 * hears the control's `required` instead.
 */
export function RequiredMark({ className }: { className?: string }) {
  return (
    <span aria-hidden title={uiStrings.required} className={cn('ml-0.5 text-red-700', className)}>
      *
    </span>
  );
}

/**
 * A field's label with the '*' of a required field beside it. The star sits outside the <label> so the
 * field's accessible name stays its label; the control's `required` is what a screen reader announces.
 */
function FieldLabel({
  htmlFor,
  required,
  className = 'block text-sm font-medium text-gray-800',
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className="flex items-baseline">
      <label htmlFor={htmlFor} className={className}>
        {children}
      </label>
      {required ? <RequiredMark className="text-sm" /> : null}
    </span>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Shown right of the label (e.g. a 'Glömt lösenord?' link). */
  labelAside?: ReactNode;
  trailing?: ReactNode;
}

// Each forwardRef is marked pure, so a bundle drops the fields it never uses (the career site's search
// uses one of them).
export const TextField = /* @__PURE__ */ forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, labelAside, trailing, className, id, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-3">
        <FieldLabel htmlFor={inputId} required={rest.required}>
          {label}
        </FieldLabel>
        {labelAside}
      </div>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          className={cn(inputClass, trailing ? 'pr-10' : undefined)}
          {...notesAria(inputId, { error, hint, also: describedBy })}
          {...rest}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      <FieldNotes id={inputId} error={error} hint={hint} />
    </div>
  );
});

/**
 * A field's message and hint under it: `${id}-error` and `${id}-hint`, the ids the field names in its
 * aria-describedby, so a screen reader reads them with the field.
 */
export function FieldNotes({ id, error, hint }: { id: string; error?: ReactNode; hint?: ReactNode }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-sm text-gray-500">
          {hint}
        </div>
      ) : null}
    </>
  );
}

/**
 * What ties a field to its notes (FieldNotes): invalid while it has a message, described by the message,
 * the hint and any description of the caller's (`also`).
 */
export function notesAria(id: string, notes: { error?: unknown; hint?: unknown; also?: string | undefined }) {
  const describedBy = [notes.error ? `${id}-error` : '', notes.hint ? `${id}-hint` : '', notes.also ?? '']
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': notes.error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** A field's label over it, or only for a screen reader where the field's place names it (a toolbar). */
function FieldHeading({
  htmlFor,
  label,
  required,
  hidden,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
  hidden: boolean;
}) {
  return hidden ? (
    <label htmlFor={htmlFor} className="sr-only">
      {label}
    </label>
  ) : (
    <div className="mb-1.5">
      <FieldLabel htmlFor={htmlFor} required={required}>
        {label}
      </FieldLabel>
    </div>
  );
}

/** A password input with a show/hide toggle. */
export const PasswordField = /* @__PURE__ */ forwardRef<
  HTMLInputElement,
  Omit<TextFieldProps, 'type' | 'trailing'>
>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="rounded p-1.5 text-gray-500 hover:text-gray-800"
          aria-label={visible ? uiStrings.hidePassword : uiStrings.showPassword}
          aria-pressed={visible}
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      }
    />
  );
});

export function Checkbox({
  label,
  description,
  checked,
  onChange,
  disabled,
  name,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="flex gap-3">
      <div className="flex h-6 items-center">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={description ? `${id}-description` : undefined}
          className="size-4 rounded border-gray-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        />
      </div>
      <div className="text-sm leading-6">
        <label htmlFor={id} className="font-medium text-gray-900">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-gray-500">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** An on/off switch with an accessible name. */
export function Switch({
  checked,
  onChange,
  label,
  shown,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name; with `shown`, it begins with that word. */
  label: string;
  /** A word shown before the switch, its visible label (where no heading names it), e.g. 'Spärra'. */
  shown?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const button = (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full border-2 border-transparent transition-colors duration-200',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-gray-200',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'pointer-events-none inline-block size-5 rounded-full bg-white shadow ring-0 transition duration-200',
          checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
  if (!shown) return button;
  return (
    <span className="relative z-10 inline-flex items-center gap-2">
      {/* A click on the word turns the switch too. */}
      <label htmlFor={id} className="cursor-pointer text-sm text-gray-700">
        {shown}
      </label>
      {button}
    </span>
  );
}

/** The e-mail input every sign-in form starts with: one place for its type, keyboard and autofill hints. */
export const EmailField = /* @__PURE__ */ forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { autoComplete = 'email', ...props },
  ref,
) {
  return (
    <TextField ref={ref} type="email" name="email" inputMode="email" autoComplete={autoComplete} {...props} />
  );
});

/**
 * autoComplete is a plain string here (React's own type takes any string too): with React's union of
 * autofill tokens, the default above made the type checker reduce that union against itself, half a
 * second of the web's type check.
 */
type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'name' | 'autoComplete'> & {
  autoComplete?: string | undefined;
};

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function SelectField({
  label,
  onChange,
  options,
  hideLabel = false,
  className,
  error,
  hint,
  ...select
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  name?: string | undefined;
  disabled?: boolean | undefined;
  /** The label is read out but not shown (a toolbar's select). */
  hideLabel?: boolean;
  className?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  /** The select itself, so a form can focus it when it holds a problem. */
  ref?: Ref<HTMLSelectElement> | undefined;
}) {
  const id = useId();
  return (
    <div className={className}>
      <FieldHeading htmlFor={id} label={label} required={select.required} hidden={hideLabel} />
      <select
        id={id}
        {...select}
        onChange={(e) => onChange(e.target.value)}
        {...notesAria(id, { error, hint })}
        className={cn(inputClass, 'pr-8')}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * A select's choices of records: `first` (the choice of none, or of all, its value ''), then each record
 * by its id, named by `label`.
 */
export function recordOptions<T extends { id: number }>(
  first: string,
  rows: readonly T[] | undefined,
  label: (row: T) => string,
): { value: string; label: string }[] {
  return [
    { value: '', label: first },
    ...(rows ?? []).map((row) => ({ value: String(row.id), label: label(row) })),
  ];
}

/** A whole number (kronor, points, months, a count): the phone's digit keyboard, in steps of one. */
export const WholeNumberField = /* @__PURE__ */ forwardRef<
  HTMLInputElement,
  Omit<TextFieldProps, 'type' | 'inputMode' | 'step'>
>(function WholeNumberField(props, ref) {
  return <TextField ref={ref} type="number" inputMode="numeric" step={1} {...props} />;
});

/** A labelled multi-line text field with its error below. */
export const TextAreaField = /* @__PURE__ */ forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    label: string;
    error?: string | null | undefined;
    /** Said under the field (and read with it), as a text field's hint. */
    hint?: ReactNode;
    /** The label is read out but not shown (a chat's message box). */
    hideLabel?: boolean;
  }
>(function TextAreaField(
  { label, error, hint, hideLabel = false, className, id, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <FieldHeading htmlFor={inputId} label={label} required={rest.required} hidden={hideLabel} />
      <textarea
        ref={ref}
        id={inputId}
        {...notesAria(inputId, { error, hint, also: describedBy })}
        className={cn(inputClass, 'min-h-24')}
        {...rest}
      />
      <FieldNotes id={inputId} error={error} hint={hint} />
    </div>
  );
});
