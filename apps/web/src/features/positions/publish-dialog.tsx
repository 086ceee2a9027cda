import {
  addDays,
  formatDate,
  formatDateTime,
  formatTime,
  isIsoDate,
  publishProblems,
  stockholmDate,
  stockholmUnix,
  type PositionDetail,
} from '@rekry/domain';
import { CalendarClock, Send } from 'lucide-react';
import { toast } from 'sonner';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { isApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { usePublishPosition } from './api.ts';
import { positionStrings } from './strings.ts';

const t = positionStrings.publication;
const WHEN = ['now', 'start', 'at'] as const;
type When = (typeof WHEN)[number];
interface Values {
  when: When;
  /** YYYY-MM-DD and HH:MM, Swedish time, for 'at'. */
  date: string;
  time: string;
}

const FIELD_KEYS = new Set(['name', 'description', 'stop', 'at']);
/** A new schedule's first suggestion: tomorrow morning. */
const SUGGESTED_TIME = '08:00';

/**
 * The moment the choice stands for: null (now), the start, or a Stockholm date and time read the same in
 * every browser's zone. Whether that moment is still to come, and before the last day, is the server's
 * answer (its clock), shown under the date.
 */
const schemaFor = (start: number | null) =>
  z
    .object({ when: z.enum(WHEN), date: z.string(), time: z.string() })
    .superRefine((v, ctx) => {
      if (v.when !== 'at') return;
      if (!isIsoDate(v.date)) ctx.addIssue({ code: 'custom', path: ['date'], message: t.dateMissing });
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(v.time))
        ctx.addIssue({ code: 'custom', path: ['time'], message: t.timeMissing });
    })
    .transform((v) => (v.when === 'now' ? null : v.when === 'start' ? start : stockholmUnix(v.date, v.time)));

/** What the dialog starts from: a scheduled ad's own moment, else the start date still to come, else now. */
function initialValues(position: PositionDetail, start: number | null): Values {
  const at = position.publication === 'Schemalagd' ? position.publishedAt : null;
  if (at !== null && at !== start) return { when: 'at', date: formatDate(at), time: formatTime(at) };
  return {
    when: at !== null || start !== null ? 'start' : 'now',
    date: addDays(stockholmDate(), 1),
    time: SUGGESTED_TIME,
  };
}

/**
 * 'Publicera' (a draft) or 'Ändra tidpunkt' (a scheduled ad): what is missing first (the domain's check,
 * the server's own answer when it differs), then now, at the start date when it is still to come, or at
 * a chosen date and time ('Schemalagd').
 */
export function PublishDialog({
  position,
  containerId,
  onClose,
}: {
  position: PositionDetail;
  containerId: number;
  onClose: () => void;
}) {
  const publish = usePublishPosition(containerId);
  // The moment the dialog opened: what 'now' and 'still to come' mean while it is open.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const start = position.start !== null && position.start > now ? position.start : null;
  const checked = useMemo(() => publishProblems(position, now, now), [position, now]);
  const [refused, setRefused] = useState<Record<string, string> | null>(null);
  const missing = refused ?? checked;
  const scheduled = position.publication === 'Schemalagd';
  const { onSubmit, busy, formError, form, field } = useActionForm({
    schema: schemaFor(start),
    defaultValues: initialValues(position, start),
    submit: (at) => publish.mutateAsync({ positionId: position.id, at }),
    placeFailure: (error) => {
      if (!isApiError(error) || Object.keys(error.fields).length === 0) return undefined;
      const { at, ...rest } = error.fields;
      // A moment refused (past, after the last day) is said under the date it was chosen with.
      if (at && Object.keys(rest).length === 0 && form.getValues('when') === 'at') return { date: at };
      setRefused(error.fields);
      return null;
    },
    onSuccess: (detail) => {
      toast.success(
        detail.publication === 'Schemalagd'
          ? t.scheduledDone(formatDateTime(detail.publishedAt))
          : t.published,
      );
      onClose();
    },
  });
  const when = form.watch('when');
  const problems = Object.entries(missing);
  const adProblems = problems.some(([key]) => FIELD_KEYS.has(key));
  const formProblems = problems.some(([key]) => !FIELD_KEYS.has(key));
  const choice = (value: When, label: string) => (
    <label className="flex cursor-pointer items-center gap-3 text-sm text-gray-900">
      <input
        type="radio"
        value={value}
        {...form.register('when')}
        className="size-4 border-gray-300 text-brand-600 focus:ring-brand-600"
      />
      {label}
    </label>
  );
  return (
    <Modal
      onClose={onClose}
      title={scheduled ? t.reschedule : t.dialogTitle}
      description={
        scheduled
          ? t.rescheduleText(formatDateTime(position.publishedAt))
          : position.isInternal
            ? t.dialogTextInternal
            : t.dialogText
      }
      busy={busy}
      onSubmit={() => void onSubmit()}
      submit={{ label: when === 'now' ? t.publish : t.schedule, disabled: problems.length > 0 }}
      error={formError}
    >
      {problems.length ? (
        <Alert tone="warning" title={t.missingTitle}>
          <ul className="list-disc space-y-1 pl-5" data-testid="publish-missing">
            {problems.map(([key, message]) => (
              <li key={key}>{message}</li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            {adProblems ? (
              <ButtonLink to={paths.editPosition(position.id)} variant="secondary" size="sm">
                {t.fixAd}
              </ButtonLink>
            ) : null}
            {formProblems ? (
              <ButtonLink to={paths.positionForm(position.id)} variant="secondary" size="sm">
                {t.fixForm}
              </ButtonLink>
            ) : null}
          </div>
        </Alert>
      ) : (
        <fieldset>
          <legend className="text-sm font-medium text-gray-800">{t.when}</legend>
          <div className="mt-2 space-y-2">
            {choice('now', t.now)}
            {start ? choice('start', t.atStart(formatDate(start))) : null}
            {choice('at', t.atChosen)}
          </div>
          {when === 'at' ? (
            <div className="mt-3 grid gap-3 pl-7 sm:grid-cols-2" data-testid="publish-moment">
              <TextField label={t.date} type="date" min={stockholmDate()} required {...field('date')} />
              <TextField label={t.time} type="time" hint={t.timeHint} required {...field('time')} />
            </div>
          ) : null}
        </fieldset>
      )}
    </Modal>
  );
}

/**
 * 'Publicera' on a draft, 'Ändra tidpunkt' on a scheduled ad, with the dialog it opens; nothing for a
 * published ad or a caller without the writer right (the ad's page and its preview alike).
 */
export function PublishButton({
  position,
  containerId,
  disabled,
}: {
  position: PositionDetail;
  containerId: number;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (!position.canEdit || position.publication === 'Publicerad') return null;
  const scheduled = position.publication === 'Schemalagd';
  const Icon = scheduled ? CalendarClock : Send;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled} icon={Icon}>
        {scheduled ? t.reschedule : t.publish}
      </Button>
      {open ? (
        <PublishDialog position={position} containerId={containerId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
