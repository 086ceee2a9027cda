import type { FormProperty } from '@rekry/domain';

/** Every editor edits one top-level item of the form and hands back the whole next form. */
export interface EditorProps {
  property: FormProperty;
  form: FormProperty[];
  onChange: (next: FormProperty[]) => void;
}

/** Keys for new properties (SPEC §3: uuid). */
export const newKey = () => crypto.randomUUID();
