import { TALENT_POOL_TEXTS, type FormProperty } from '@rekry/domain/public';
import { useMemo, useState } from 'react';

/** A pool invitation's token and the names of the member's files, by the question each answers. */
export interface PoolFiles {
  token: string;
  files: { key: string; filename: string }[];
}

export interface PoolFilesChoiceState {
  /** The token to send, while the files go along (null: not offered, or unticked). */
  token: string | null;
  /** Whether the choice stands at this question (the first one the files answer). */
  offers: (key: string) => boolean;
  /** Whether this question is answered by the pool's files right now (its upload is not shown). */
  covers: (key: string) => boolean;
  label: string;
  checked: boolean;
  setChecked: (checked: boolean) => void;
}

/**
 * 'Använd CV:t du lämnade till talangpoolen': offered when the invitation names files that answer a file
 * question of this form, ticked from the start; unticked, the form asks for the upload as always.
 */
export function usePoolFilesChoice(poolFiles: PoolFiles | null, form: FormProperty[]): PoolFilesChoiceState {
  const [checked, setChecked] = useState(true);
  const keys = useMemo(() => {
    const asked = new Set(form.filter((p) => p.type === 'file').map((p) => p.key));
    return [...new Set((poolFiles?.files ?? []).map((f) => f.key).filter((key) => asked.has(key)))];
  }, [poolFiles, form]);
  const on = keys.length > 0 && checked;
  return {
    token: on && poolFiles ? poolFiles.token : null,
    offers: (key) => keys[0] === key,
    covers: (key) => on && keys.includes(key),
    label: TALENT_POOL_TEXTS.usePoolFiles((poolFiles?.files ?? []).map((f) => f.filename).join(', ')),
    checked,
    setChecked,
  };
}

export function PoolFilesChoice({ choice }: { choice: PoolFilesChoiceState }) {
  return (
    <label className="mb-4 flex items-start gap-3 rounded-lg bg-gray-50 px-4 py-3 text-sm text-gray-900 ring-1 ring-gray-200 ring-inset">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-gray-300"
        checked={choice.checked}
        onChange={(event) => choice.setChecked(event.target.checked)}
      />
      <span className="min-w-0 break-words">{choice.label}</span>
    </label>
  );
}
