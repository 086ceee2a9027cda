import {
  actions,
  addDays,
  copiedPositionName,
  endOfDay,
  formatDate,
  stockholmDate,
  stockholmUnix,
  type ContactPerson,
  type FormProperty,
  type PositionDetail,
  type PositionType,
  type Workplace,
} from '@rekry/domain';
import { useMemo } from 'react';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox, SelectField, TextField, recordOptions } from '../../components/ui/field.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useSavePosition, type PositionWrite } from './api.ts';
import { ContactPersonFields, EMPTY_CONTACT } from './contact-person-fields.tsx';
import { EMPTY_WORKPLACE, WorkplaceFields } from './workplace-fields.tsx';
import { PositionDatesField } from './position-dates-field.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { positionStrings } from './strings.ts';
import { paths } from '../../lib/paths.ts';
import { BannerPicker } from '../banners/index.ts';

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
  workplace: Workplace;
  banner: string;
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
    workplace: position?.workplace ?? EMPTY_WORKPLACE,
    banner: position?.banner ?? '',
  };
}

/** Whether any part of a group of text fields is filled in. */
function hasContact(c: ContactPerson | Workplace) {
  return Object.values(c).some((v) => v.trim() !== '');
}

function toInput(values: Values): Omit<PositionWrite, 'form'> {
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
    workplace: hasContact(values.workplace) ? values.workplace : null,
    banner: values.banner,
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
  copyOf = null,
}: {
  containerId: number;
  position: PositionDetail | null;
  /** A new position starts from this one's fields ('Kopia av …'); `form` is then its form. */
  copyOf?: PositionDetail | null;
  form: FormProperty[];
  positionTypes: PositionType[];
  responsibles: ResponsibleOption[];
  responsibleHint?: string | undefined;
  defaultPositionTypeId?: number | null;
}) {
  const navigate = useNavigate();
  const save = useSavePosition(containerId, position?.id ?? null);
  // The catalogue's check of create or update, run on what the fields become (unix dates, ids). The
  // application form is no field here: it is sent as it came (the server checks it).
  const schema = useMemo(
    () =>
      z.preprocess(
        (fields) => ({ ...(fields as object), ...toInput(fields as Values) }),
        position ? actions.update_Position.input : actions.create_Position.input,
      ),
    [position],
  );
  const {
    form: editor,
    onSubmit,
    busy,
    formError,
    errors,
    field,
  } = useActionForm({
    schema,
    defaultValues: initialValues(
      position ?? (copyOf && { ...copyOf, name: copiedPositionName(copyOf.name) }),
      defaultPositionTypeId,
    ),
    fixed: position ? { containerId, positionId: position.id } : { containerId },
    submit: (input) => save.mutateAsync({ ...(input as Omit<PositionWrite, 'form'>), form }),
    // Back to the ad itself: a new one (a draft) to be built, previewed and published, an edited one to
    // see the change and go on from there.
    onSuccess: (saved) => {
      toast.success(commonStrings.saved);
      void navigate(paths.position(saved.id));
    },
  });
  const values = editor.watch();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    editor.setValue(key, value as never, { shouldValidate: editor.formState.isSubmitted });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Card className="space-y-6 p-5 sm:p-6">
        <TextField label={t.name} {...field('name')} required autoComplete="off" />
        <TextField label={t.text} {...field('text')} hint={t.textHint} autoComplete="off" />
        <RichTextEditor
          label={t.description}
          value={values.description}
          onChange={(html) => set('description', html)}
          error={errors['description']}
        />
        <TextField label={t.location} {...field('location')} autoComplete="off" />
        <WorkplaceFields address={field('workplace.address')} zipCode={field('workplace.zipCode')} />
        <PositionDatesField
          start={values.start}
          stop={values.stop}
          onStart={(d) => set('start', d)}
          onStop={(d) => set('stop', d)}
          errors={{ start: errors['start'], stop: errors['stop'] }}
        />
        <BannerPicker
          containerId={containerId}
          label={t.banner}
          hint={t.bannerHint}
          name="banner"
          value={values.banner}
          onChange={(banner) => set('banner', banner)}
          error={errors['banner']}
        />
      </Card>
      <Card className="space-y-6 p-5 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t.type}
            name="positionTypeId"
            value={values.positionTypeId}
            onChange={(v) => set('positionTypeId', v)}
            error={errors['positionTypeId']}
            options={recordOptions(t.noType, positionTypes, (p) => p.name)}
          />
          <SelectField
            label={t.responsible}
            name="responsibleId"
            value={values.responsibleId}
            onChange={(v) => set('responsibleId', v)}
            error={errors['responsibleId']}
            hint={responsibleHint}
            options={recordOptions(t.noResponsible, responsibles, (r) => r.name)}
          />
        </div>
        <Checkbox
          name="isInternal"
          label={t.internal}
          description={t.internalHint}
          checked={values.isInternal}
          onChange={(checked) => set('isInternal', checked)}
        />
        {errors['isInternal'] ? <p className="text-sm text-red-700">{errors['isInternal']}</p> : null}
        <ContactPersonFields
          value={values.contactPerson}
          onChange={(c) => set('contactPerson', c)}
          errors={errors}
        />
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={() => void navigate(-1)}>
          {commonStrings.cancel}
        </Button>
        <Button type="submit" loading={busy}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
