import type { Workplace } from '@rekry/domain';
import type { ComponentProps } from 'react';
import { TextField } from '../../components/ui/field.tsx';
import { positionStrings } from './strings.ts';

const t = positionStrings.editor;

export const EMPTY_WORKPLACE: Workplace = { address: '', zipCode: '' };

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/**
 * The workplace's street address and postcode (the town is the position's 'Ort'): what job boards get as
 * the place of work, the company's address standing in when they are empty.
 */
export function WorkplaceFields({ address, zipCode }: { address: FieldProps; zipCode: FieldProps }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-gray-900">{t.workplace}</legend>
      <p className="text-sm text-gray-600">{t.workplaceHint}</p>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField label={t.address} autoComplete="off" {...address} />
        <TextField label={t.zipCode} inputMode="numeric" autoComplete="off" maxLength={6} {...zipCode} />
      </div>
    </fieldset>
  );
}
