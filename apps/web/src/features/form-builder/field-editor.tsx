import { editorKindOf } from '@rekry/domain';
import { FileEditor, LabelEditor, LinkEditor, TextEditor } from './editors/basic-editors.tsx';
import type { EditorProps } from './editors/editor-props.ts';
import { OptionGroupEditor } from './editors/option-group-editor.tsx';
import { PersonalNumberEditor } from './editors/personal-number-editor.tsx';
import { SummerPeriodsEditor } from './editors/summer-periods-editor.tsx';

/** The editor for one item, chosen by what the item is (SPEC §2 'Editors'). */
export function FieldEditor({ onRemoveGroup, ...props }: EditorProps & { onRemoveGroup: () => void }) {
  switch (editorKindOf(props.property)) {
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
    case 'label':
      return <LabelEditor {...props} />;
  }
}
