import { editorKindOf, isPersonalProperty, updateItem } from '@rekry/domain';
import { Checkbox } from '../../components/ui/field.tsx';
import { FileEditor, LabelEditor, LinkEditor, TextEditor } from './editors/basic-editors.tsx';
import type { EditorProps } from './editors/editor-props.ts';
import { OptionGroupEditor } from './editors/option-group-editor.tsx';
import { PersonalNumberEditor } from './editors/personal-number-editor.tsx';
import { SummerPeriodsEditor } from './editors/summer-periods-editor.tsx';
import { builderStrings as t } from './strings.ts';

/**
 * The editor for one item, chosen by what the item is (SPEC §2 'Editors'); every field that takes an
 * answer also says whether the answer is personal (hidden in an anonymised review).
 */
export function FieldEditor({ onRemoveGroup, ...props }: EditorProps & { onRemoveGroup: () => void }) {
  const kind = editorKindOf(props.property);
  if (kind === 'label') return <LabelEditor {...props} />;
  return (
    <div className="space-y-4">
      <KindEditor kind={kind} onRemoveGroup={onRemoveGroup} {...props} />
      <PersonalCheckbox {...props} />
    </div>
  );
}

/** The flag on the property; unset, it follows the standard personal fields and images. */
function PersonalCheckbox({ property, form, onChange }: EditorProps) {
  return (
    <Checkbox
      label={t.personal}
      description={t.personalHint}
      checked={isPersonalProperty(property)}
      onChange={(personal) => onChange(updateItem(form, property.key, { personal }))}
    />
  );
}

function KindEditor({
  kind,
  onRemoveGroup,
  ...props
}: EditorProps & { kind: Exclude<ReturnType<typeof editorKindOf>, 'label'>; onRemoveGroup: () => void }) {
  switch (kind) {
    case 'text':
      return <TextEditor {...props} />;
    case 'link':
      return <LinkEditor {...props} />;
    case 'file':
      return <FileEditor {...props} />;
    case 'personalNumber':
      return <PersonalNumberEditor {...props} />;
    case 'checkboxGroup':
    case 'radioGroup':
      return <OptionGroupEditor {...props} onRemoveGroup={onRemoveGroup} />;
    case 'summerPeriods':
      return <SummerPeriodsEditor {...props} />;
  }
}
