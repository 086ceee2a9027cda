import {
  addOption,
  findValidator,
  membersOf,
  removeItem,
  renameGroup,
  setRadioRequired,
  updateItem,
} from '@rekry/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, TextField, inputClass } from '../../../components/ui/field.tsx';
import { builderStrings as t } from '../strings.ts';
import { newKey, type EditorProps } from './editor-props.ts';

/**
 * Checkbox group and radio group (SPEC §2): the group's title, each option renamed in place, 'Lägg till
 * val', remove an option; a radio group also has the required toggle (radioRequired). The group itself
 * is removed from its row in the list (or with 'Ta bort grupp' here).
 */
export function OptionGroupEditor({ onRemoveGroup, ...props }: EditorProps & { onRemoveGroup: () => void }) {
  const { property, form, onChange } = props;
  const options = membersOf(property, form);
  const isRadio = property.type === 'radioGroup';
  const list = useRef<HTMLUListElement>(null);

  function add() {
    // The new option's input gets focus, ready to be renamed: drawn at once (flushSync) so focus moves
    // before the next key rather than a frame later, out of a field the user went on to.
    flushSync(() =>
      onChange(addOption(form, property.key, newKey, { label: t.newOption(options.length + 1) })),
    );
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.select();
  }

  return (
    <div className="space-y-4">
      <TextField
        label={isRadio ? t.questionTitle : t.groupTitle}
        value={property.label}
        onChange={(e) => onChange(renameGroup(form, property.key, e.target.value))}
        autoFocus
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-800">{t.options}</legend>
        <ul ref={list} className="space-y-2">
          {options.map((option, i) => (
            <li key={option.key} className="flex items-center gap-2">
              <span aria-hidden className="w-5 shrink-0 text-right text-xs text-gray-400">
                {i + 1}.
              </span>
              <input
                className={inputClass}
                aria-label={t.optionLabel(i + 1)}
                value={option.label}
                onChange={(e) => onChange(updateItem(form, option.key, { label: e.target.value }))}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t.removeOption(option.label || t.option(i + 1))}
                onClick={() => onChange(removeItem(form, option.key))}
                icon={Trash2}
              ></Button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" size="sm" className="mt-3" onClick={add} icon={Plus}>
          {t.addOption}
        </Button>
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-4">
        {isRadio ? (
          <Checkbox
            label={t.radioRequired}
            checked={findValidator(property, 'radioRequired') !== undefined}
            onChange={(on) => onChange(setRadioRequired(form, property.key, on))}
          />
        ) : (
          <span />
        )}
        <Button variant="danger-outline" size="sm" onClick={onRemoveGroup} icon={Trash2}>
          {t.removeGroup}
        </Button>
      </div>
    </div>
  );
}
