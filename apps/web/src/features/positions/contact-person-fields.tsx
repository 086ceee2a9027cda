import type { ContactPerson } from '@rekry/domain';
import { TextField } from '../../components/ui/field.tsx';
import { positionStrings } from './strings.ts';

const t = positionStrings.editor;

export const EMPTY_CONTACT: ContactPerson = {
  title: '',
  firstname: '',
  lastname: '',
  phoneNumber: '',
  email: '',
};

/** The contact person of a position (SPEC §3); server errors arrive as contactPerson.<part>. */
export function ContactPersonFields({
  value,
  onChange,
  errors,
}: {
  value: ContactPerson;
  onChange: (value: ContactPerson) => void;
  errors: Record<string, string>;
}) {
  const field = (key: keyof ContactPerson) => ({
    name: `contactPerson.${key}`,
    value: value[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
    error: errors[`contactPerson.${key}`],
    autoComplete: 'off',
  });
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-gray-900">{t.contact}</legend>
      <TextField label={t.contactTitle} {...field('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.firstname} {...field('firstname')} />
        <TextField label={t.lastname} {...field('lastname')} />
        <TextField label={t.phone} type="tel" inputMode="tel" {...field('phoneNumber')} />
        <TextField label={t.email} type="email" inputMode="email" {...field('email')} />
      </div>
    </fieldset>
  );
}
