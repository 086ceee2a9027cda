import type { FormProperty, PublicContainer } from '@rekry/domain/public';
import { ApplicationForm } from './apply/application-form.tsx';

/**
 * The public application form as a preview (the form builder's live preview): the career site's own
 * renderer and validators, with nothing stored in the browser and nothing sent.
 */
export function FormPreview({
  form,
  company,
  positionStart = null,
}: {
  form: FormProperty[];
  company: PublicContainer;
  /** unix seconds: the date age rules count from (a position's start), none in the form builder. */
  positionStart?: number | null;
}) {
  return (
    <ApplicationForm
      form={form}
      positionStart={positionStart}
      positionRef={null}
      company={company}
      onSent={() => {}}
    />
  );
}
