import type { FormProperty, PublicContainer } from '@rekry/domain/public';
import { ApplicationForm } from './apply/application-form.tsx';

/**
 * The public application form as a preview (the form builder's live preview): the career site's own
 * renderer and validators, with nothing stored in the browser and nothing sent.
 */
export function FormPreview({ form, company }: { form: FormProperty[]; company: PublicContainer }) {
  return (
    <ApplicationForm
      form={form}
      positionStart={null}
      positionRef={null}
      company={company}
      onSent={() => {}}
    />
  );
}
