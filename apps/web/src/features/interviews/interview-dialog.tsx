import {
  actions,
  addDays,
  BOOKING_LINK_VARIABLE,
  formatTimeSpan,
  stockholmDate,
  type Interviewer,
  type OfferedSlot,
} from '@rekry/domain';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal, ModalCancel } from '../../components/ui/dialog.tsx';
import { EmailComposer, type EmailText } from '../../components/ui/email-composer.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { isApiError } from '../../lib/api.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import {
  useCreateInterviews,
  useInterviewers,
  useInterviewSlots,
  usePreviewInvitation,
  type SlotsInput,
} from './api.ts';
import { SETUP_FIELDS, SetupFields, type InterviewValues } from './setup-fields.tsx';
import { SlotList } from './slot-list.tsx';
import { interviewStrings } from './strings.ts';

const t = interviewStrings.dialog;
const text = interviewStrings.invitation;

/** Who is invited: their application ids, and names for the dialog's words. */
export interface InterviewApplicant {
  id: number;
  name: string;
}

type Step = 'setup' | 'email' | 'direct';

/** 'Alla' is everyone chosen; the catalogue counts them. */
function withNeed(values: unknown): unknown {
  const v = values as InterviewValues;
  return { ...v, need: v.needAll ? Math.max(v.interviewerIds.length, 1) : v.need };
}

/** The catalogue's check of create_Interviews, and an invitation's text as the server requires it. */
const interviewSchema = z.preprocess(
  withNeed,
  actions.create_Interviews.input.superRefine((input, ctx) => {
    if (input.start) return;
    if (!input.subject?.trim())
      ctx.addIssue({ code: 'custom', path: ['subject'], message: text.subjectRequired });
    if (!input.body?.trim()) ctx.addIssue({ code: 'custom', path: ['body'], message: text.bodyRequired });
    else if (!`${input.subject}\n${input.body}`.includes(BOOKING_LINK_VARIABLE))
      ctx.addIssue({ code: 'custom', path: ['body'], message: text.linkRequired });
  }),
);
const slotsSchema = z.preprocess(withNeed, actions.get_InterviewSlots.input);

/**
 * 'Boka intervju' for one applicant or several: how the interview is set up, with the free times it
 * gives now below (asked again as the fields change), then either the invitation e-mail with each
 * applicant's booking link, or (one applicant) a time chosen at once. A time taken meanwhile is said over
 * the form and the free times are fetched again.
 */
export function InterviewDialog({
  open,
  onOpenChange,
  containerId,
  positionId,
  applicants,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  containerId: number;
  positionId: number;
  applicants: InterviewApplicant[];
  onDone?: () => void;
}) {
  const interviewers = useInterviewers(containerId, open);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.title}
      description={applicants.length === 1 ? t.withOne(applicants[0]!.name) : t.withMany(applicants.length)}
      busy={busy}
      className="sm:max-w-3xl"
    >
      {!open ? null : interviewers.isPending ? (
        <SkeletonRows rows={4} label={t.interviewersLoading} />
      ) : interviewers.isError ? (
        <LoadError
          title={t.interviewersFailed}
          error={interviewers.error}
          onRetry={() => void interviewers.refetch()}
        />
      ) : (
        <InterviewForm
          containerId={containerId}
          positionId={positionId}
          applicants={applicants}
          interviewers={interviewers.data}
          onBusy={setBusy}
          onDone={() => {
            onOpenChange(false);
            onDone?.();
          }}
        />
      )}
    </Modal>
  );
}

function InterviewForm({
  containerId,
  positionId,
  applicants,
  interviewers,
  onBusy,
  onDone,
}: {
  containerId: number;
  positionId: number;
  applicants: InterviewApplicant[];
  interviewers: Interviewer[];
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const { user } = useWorkspace();
  const create = useCreateInterviews(containerId, positionId);
  const preview = usePreviewInvitation(containerId, positionId);
  const [step, setStep] = useState<Step>('setup');
  const [chosen, setChosen] = useState<OfferedSlot | null>(null);
  const today = stockholmDate();
  const ids = applicants.map((a) => a.id);
  const fixed = { containerId, positionId, applicantIds: ids };
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema: interviewSchema,
    fixed,
    defaultValues: {
      kind: 'video',
      place: '',
      durationMinutes: '45',
      interviewerIds: interviewers.some((i) => i.id === user.id) ? [user.id] : [],
      needAll: true,
      need: '1',
      windowFrom: addDays(today, 1),
      windowTo: addDays(today, 14),
      bufferBeforeMinutes: '0',
      bufferAfterMinutes: '0',
      noticeHours: '24',
      subject: text.subject,
      body: text.body,
      start: undefined,
    } as InterviewValues,
    submit: async (input) => {
      onBusy(true);
      try {
        return await create.mutateAsync(input);
      } finally {
        onBusy(false);
      }
    },
    placeFailure: (error) => {
      if (!isApiError(error)) return undefined;
      if (error.status === 409) {
        // The time was taken meanwhile: the server's words over the form, and the times as they are now.
        setChosen(null);
        form.setValue('start', undefined);
        void slots.refetch();
        return error.message;
      }
      if (Object.keys(error.fields).some((f) => (SETUP_FIELDS as readonly string[]).includes(f)))
        setStep('setup');
      return undefined;
    },
    onSuccess: (result) => {
      toast.success(result.message);
      onDone();
    },
  });

  const values = useWatch({ control: form.control });
  const asked = slotsSchema.safeParse({ ...values, containerId, positionId });
  const settled = useDebounced(asked.success ? JSON.stringify(asked.data) : null, 400);
  const slots = useInterviewSlots(containerId, settled ? (JSON.parse(settled) as SlotsInput) : null);

  async function goTo(next: Step) {
    if (!(await form.trigger([...SETUP_FIELDS]))) return;
    form.clearErrors();
    setChosen(null);
    setStep(next);
  }

  function advance() {
    if (step === 'setup') void goTo('email');
    else if (step === 'email') {
      form.setValue('start', undefined);
      void onSubmit();
    } else if (chosen) {
      form.setValue('start', chosen.start);
      void onSubmit();
    }
  }

  const names = (slot: OfferedSlot) =>
    slot.interviewerIds.map((id) => interviewers.find((i) => i.id === id)?.name ?? '').join(', ');
  const back = (
    <Button variant="secondary" disabled={busy} onClick={() => setStep('setup')}>
      {t.back}
    </Button>
  );

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        advance();
      }}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {step === 'setup' ? (
        <>
          <SetupFields form={form} field={field} errors={errors} interviewers={interviewers} />
          <SlotList slots={slots} ready={settled !== null} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ModalCancel />
            {applicants.length === 1 ? (
              <Button variant="secondary" onClick={() => void goTo('direct')}>
                {t.direct}
              </Button>
            ) : null}
            <Button type="submit">{t.invite}</Button>
          </div>
        </>
      ) : step === 'email' ? (
        <>
          <Alert tone="info">{t.invitationHint}</Alert>
          <EmailComposer
            containerId={containerId}
            // The composer writes the subject and text, two fields of this form.
            form={form as unknown as UseFormReturn<EmailText>}
            errors={errors}
            recipients={ids}
            preview={preview}
            busy={busy}
          >
            {back}
            <Button type="submit" loading={busy}>
              {t.sendInvitation}
            </Button>
          </EmailComposer>
        </>
      ) : (
        <>
          <p className="text-sm text-gray-700">{t.chooseTime}</p>
          <SlotList
            slots={slots}
            ready={settled !== null}
            onPick={setChosen}
            chosen={chosen?.start ?? null}
          />
          {chosen ? (
            <div className="rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100" aria-live="polite">
              <p className="text-sm font-semibold text-gray-900">{t.confirmTitle}</p>
              <p className="mt-1 text-sm text-gray-800">{formatTimeSpan(chosen.start, chosen.end)}</p>
              <p className="text-sm text-gray-700">{t.confirmWith(names(chosen))}</p>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ModalCancel disabled={busy} />
            {back}
            {chosen ? (
              <Button type="submit" loading={busy}>
                {t.book}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </form>
  );
}
