import { CheckboxField, CheckboxGroupField, RadioGroupField } from './fields/choice-fields.tsx';
import type { FieldProps } from './fields/field-props.ts';
import { FileField } from './fields/file-field.tsx';
import { ImageField } from './fields/image-field.tsx';
import { TextField } from './fields/text-field.tsx';

/** One top-level property of the form, drawn by its type (SPEC §3 property types). */
export function FormField(props: FieldProps) {
  switch (props.property.type) {
    case 'text':
    case 'email':
    case 'textarea':
    case 'textWithHelpLink':
      return <TextField {...props} />;
    case 'file':
      return <FileField {...props} />;
    case 'imageBase64':
      return <ImageField {...props} />;
    case 'checkbox':
    case 'periodCheckbox':
    case 'radio':
      return <CheckboxField {...props} />;
    case 'group':
    case 'periodGroup':
      return <CheckboxGroupField {...props} />;
    case 'radioGroup':
      return <RadioGroupField {...props} />;
  }
}
