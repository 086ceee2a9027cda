import { findValidator, setFileRequired, updateItem } from '@rekry/domain';
import { useState } from 'react';
import { Checkbox, TextField } from '../../../components/ui/field.tsx';
import { builderStrings as t } from '../strings.ts';
import type { EditorProps } from './editor-props.ts';

/** The label input every editor starts with. */
export function LabelInput({ property, form, onChange, label = t.label }: EditorProps & { label?: string }) {
  return (
    <TextField
      label={label}
      value={property.label}
      onChange={(e) => onChange(updateItem(form, property.key, { label: e.target.value }))}
      autoFocus
    />
  );
}

/** Text and textarea (SPEC §2): label and placeholder, and whether it must be filled in. */
export function TextEditor(props: EditorProps) {
  const { property, form, onChange } = props;
  return (
    <div className="space-y-4">
      <LabelInput {...props} />
      <TextField
        label={t.placeholder}
        hint={t.placeholderHint}
        value={property.placeholder ?? ''}
        onChange={(e) => onChange(updateItem(form, property.key, { placeholder: e.target.value }))}
      />
      <Checkbox
        label={t.textRequired}
        checked={property.required}
        onChange={(required) => onChange(updateItem(form, property.key, { required }))}
      />
    </div>
  );
}

const LINK = /^https?:\/\/\S+\.\S+$/i;

/** The text field with a help link: label and link (SPEC §2), plus the link's text. */
export function LinkEditor(props: EditorProps) {
  const { property, form, onChange } = props;
  const [url, setUrl] = useState(property.data?.url ?? '');
  const invalid = url !== '' && !LINK.test(url.trim());
  return (
    <div className="space-y-4">
      <LabelInput {...props} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.link}
          type="url"
          inputMode="url"
          value={url}
          hint={invalid ? undefined : t.linkHint}
          error={invalid ? t.linkInvalid : null}
          onChange={(e) => {
            setUrl(e.target.value);
            // Only a usable address reaches the form; the applicant never gets a broken link.
            if (LINK.test(e.target.value.trim()))
              onChange(updateItem(form, property.key, { data: { url: e.target.value.trim() } }));
          }}
        />
        <TextField
          label={t.linkText}
          value={property.data?.linkText ?? ''}
          onChange={(e) => onChange(updateItem(form, property.key, { data: { linkText: e.target.value } }))}
        />
      </div>
    </div>
  );
}

/** File field (SPEC §2): label and the required checkbox, which replaces the fileRequired validator. */
export function FileEditor(props: EditorProps) {
  const { property, form, onChange } = props;
  const required = findValidator(property, 'fileRequired')?.data === true;
  return (
    <div className="space-y-4">
      <LabelInput {...props} />
      <Checkbox
        label={t.fileRequired}
        checked={required}
        onChange={(on) => onChange(setFileRequired(form, property.key, on))}
      />
    </div>
  );
}

/** Fields without an editor of their own (e.g. an image upload): the label only. */
export function LabelEditor(props: EditorProps) {
  return (
    <div className="space-y-2">
      <LabelInput {...props} />
      {props.property.type === 'imageBase64' ? <p className="text-sm text-gray-500">{t.imageHint}</p> : null}
    </div>
  );
}
