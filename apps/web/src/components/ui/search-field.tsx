import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldNotes, inputClass, notesAria } from './field.tsx';

export interface SearchFieldProps {
  /** Its own id where something else names it (the career site's #sok); made up otherwise. */
  id?: string;
  /** The form parameter it is sent as (a search form that also works without JavaScript). */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
  /** Why what is typed cannot be searched (it is then not searched); the hint says how to write it. */
  error?: string;
  hint?: string;
}

/** A filter box: a search input with a magnifier and a label only screen readers see. */
export function SearchField({
  id,
  name,
  label,
  value,
  onChange,
  placeholder,
  className,
  error,
  hint,
}: SearchFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  // Shared so every list filter looks and reads the same.
  return (
    <div className={className}>
      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
        <input
          id={inputId}
          name={name}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className={cn(inputClass, 'pl-9', error && 'ring-red-300 focus:ring-red-500')}
          {...notesAria(inputId, { error, hint })}
        />
      </div>
      <FieldNotes id={inputId} error={error} hint={hint} />
    </div>
  );
}
