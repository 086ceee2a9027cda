import type { AnswerValue, Answers, ContainerMessages, FormProperty } from '@rekry/domain/public';

/** What every field component gets from the form. */
export interface FieldProps {
  property: FormProperty;
  form: FormProperty[];
  answers: Answers;
  /** The message to show (HTML), or nothing. */
  error: string | null | undefined;
  messages: ContainerMessages;
  /** `validate`: check the field at once (a picked file), not only once it has shown an error. */
  onChange: (key: string, value: AnswerValue, options?: { validate?: boolean }) => void;
  onBlur: (key: string) => void;
}
