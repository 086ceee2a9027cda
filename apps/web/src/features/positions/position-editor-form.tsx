import {
  addDays,
  endOfDay,
  formatDate,
  stockholmDate,
  stockholmUnix,
  type ContactPerson,
  type FormProperty,
  type PositionDetail,
  type PositionType,
} from '@rekry/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox, SelectField, TextField } from '../../components/ui/field.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { useSavePosition, type PositionWrite } from './api.ts';
import { ContactPersonFields, EMPTY_CONTACT } from './contact-person-fields.tsx';
import { PositionDatesField } from './position-dates-field.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { positionStrings } from './strings.ts';
import { paths } from '../../lib/paths.ts';

const t = positionStrings.editor;

/** The default window of a new position (SPEC §9): from today, last application day 31 days on. */
export const DEFAULT_WINDOW_DAYS = 31;

interface Values {
  name: string;
  text: string;
  description: string;
  location: string;
  start: string;
  stop: string;
  responsibleId: string;
  isInternal: boolean;
  positionTypeId: string;
  contactPerson: ContactPerson;
}

function initialValues(position: PositionDetail | null, positionTypeId: number | null): Values {
  const today = stockholmDate();
  return {
    name: position?.name ?? '',
    text: position?.text ?? '',
    description: position?.description ?? '',
    location: position?.location ?? '',
    start: position ? formatDate(position.start) : today,
    stop: position ? formatDate(position.stop) : addDays(today, DEFAULT_WINDOW_DAYS),
    responsibleId: String(position?.responsibleId ?? ''),
    isInternal: position?.isInternal ?? false,
    positionTypeId: String(position?.positionTypeId ?? positionTypeId ?? ''),
    contactPerson: position?.contactPerson ?? EMPTY_CONTACT,
  };
}

function hasContact(c: ContactPerson) {
  return Object.values(c).some((v) => v.trim() !== '');
}

function toInput(values: Values, form: FormProperty[]): PositionWrite {
  return {
    name: values.name,
    text: values.text,
    description: values.description,
    location: values.location,
    start: values.start ? stockholmUnix(values.start) : null,
    stop: values.stop ? endOfDay(values.stop) : null,
    responsibleId: values.responsibleId ? Number(values.responsibleId) : null,
    isInternal: values.isInternal,
    positionTypeId: values.positionTypeId ? Number(values.positionTypeId) : null,
    contactPerson: hasContact(values.contactPerson) ? values.contactPerson : null,
    form,
  };
}

export interface ResponsibleOption {
  id: number;
  name: string;
}

/**
 * The fields of a position, shared by create and edit. `form` (the application form) is sent unchanged:
 * on edit the position's own, on create the chosen template's.
 */
export function PositionEditorForm({
  containerId,
  position,
  form,
  positionTypes,
  responsibles,
  responsibleHint,
  defaultPositionTypeId = null,
}: {
  containerId: number;
  position: PositionDetail | null;
  form: FormProperty[];
  positionTypes: PositionType[];
  responsibles: ResponsibleOption[];
  responsibleHint?: string | undefined;
  defaultPositionTypeId?: number | null;
}) {
  const navigate = useNavigate();
  const save = useSavePosition(containerId, position?.id ?? null);
  const [values, setValues] = useState(() => initialValues(position, defaultPositionTypeId));
  const { fields, setFields, formError, setFormError, showError } = useFormErrors();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setFields({});
    save.mutate(toInput(values, form), {
      onSuccess: () => {
        toast.success(commonStrings.saved);
        navigate(paths.positions);
      },
      onError: (error) => showError(error),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Card className="space-y-6 p-5 sm:p-6">
        <TextField
          label={t.name}
          name="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={fields['name']}
          required
          autoComplete="off"
        />
        <TextField
          label={t.text}
          name="text"
          value={values.text}
          onChange={(e) => set('text', e.target.value)}
          error={fields['text']}
          hint={t.textHint}
          autoComplete="off"
        />
        <RichTextEditor
          label={t.description}
          value={values.description}
          onChange={(html) => set('description', html)}
          error={fields['description']}
        />
        <TextField
          label={t.location}
          name="location"
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
          error={fields['location']}
          autoComplete="off"
        />
        <PositionDatesField
          start={values.start}
          stop={values.stop}
          onStart={(d) => set('start', d)}
          onStop={(d) => set('stop', d)}
          errors={{ start: fields['start'], stop: fields['stop'] }}
        />
      </Card>
      <Card className="space-y-6 p-5 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t.type}
            name="positionTypeId"
            value={values.positionTypeId}
            onChange={(v) => set('positionTypeId', v)}
            error={fields['positionTypeId']}
            options={[
              { value: '', label: t.noType },
              ...positionTypes.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
          <SelectField
            label={t.responsible}
            name="responsibleId"
            value={values.responsibleId}
            onChange={(v) => set('responsibleId', v)}
            error={fields['responsibleId']}
            hint={responsibleHint}
            options={[
              { value: '', label: t.noResponsible },
              ...responsibles.map((r) => ({ value: String(r.id), label: r.name })),
            ]}
          />
        </div>
        <Checkbox
          name="isInternal"
          label={t.internal}
          description={t.internalHint}
          checked={values.isInternal}
          onChange={(checked) => set('isInternal', checked)}
        />
        {fields['isInternal'] ? <p className="text-sm text-red-700">{fields['isInternal']}</p> : null}
        <ContactPersonFields
          value={values.contactPerson}
          onChange={(c) => set('contactPerson', c)}
          errors={fields}
        />
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={() => void navigate(-1)}>
          {commonStrings.cancel}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
