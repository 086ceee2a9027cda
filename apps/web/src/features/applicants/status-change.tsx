import { NO_LABEL, type LabelEmailTemplate } from '@rekry/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { useUpdateStatus, type ListFilter } from './api.ts';
import { EmailDialog } from './email-dialog.tsx';
import { applicantStrings } from './strings.ts';
import { SelectField } from '../../components/ui/field.tsx';
import { useDialogFor } from '../../lib/use-dialog.ts';

const t = applicantStrings.status;

interface Offer {
  template: LabelEmailTemplate;
  labelName: string;
  ids: number[];
}

/**
 * Changing the status of one or many applications (SPEC §4: the chosen Interest label replaces the
 * single one); 'Något gick fel, vänligen försök igen' on failure. When the chosen label has a label
 * e-mail template, it offers to send it (reviewed in the e-mail dialog first).
 */
export function useStatusChange(containerId: number, positionId: number) {
  const update = useUpdateStatus(containerId, positionId);
  const offer = useDialogFor<Offer>();
  const composing = useDialogFor<Offer>();

  function change(
    input: {
      labelId: number;
      labelName: string;
      labelType?: 'Interest' | 'Process';
    } & ({ ids: number[] } | { filter: ListFilter }),
    options: { onSuccess?: () => void; onSettled?: () => void; successText?: string } = {},
  ) {
    const { labelName, ...data } = input;
    update.mutate(data, {
      // After the lists were fetched again (useUpdateStatus waits for it), or the change failed.
      onSettled: options.onSettled,
      onSuccess: (result) => {
        toast.success(options.successText ?? applicantStrings.status.saved);
        options.onSuccess?.();
        // The label's e-mail goes to the chosen applicants (not offered for 'all that match').
        const template = result.labelEmailTemplate;
        if (
          template &&
          'ids' in data &&
          (data.labelType ?? 'Interest') === 'Interest' &&
          data.labelId !== NO_LABEL
        )
          offer.show({ template, labelName, ids: data.ids });
      },
    });
  }

  const dialogs = (
    <>
      <ConfirmDialog
        {...offer.props}
        tone="primary"
        question={{
          title: t.offerTitle,
          text: offer.subject ? t.offerText(offer.subject.labelName, offer.subject.ids.length) : '',
          confirm: t.offerSend,
        }}
        onConfirm={() => {
          if (offer.subject) composing.show(offer.subject);
          offer.close();
        }}
      />
      <EmailDialog
        {...composing.props}
        containerId={containerId}
        positionId={positionId}
        recipients={{ kind: 'many', ids: composing.subject?.ids ?? [] }}
        initial={
          composing.subject
            ? { subject: composing.subject.template.subject, body: composing.subject.template.content }
            : undefined
        }
      />
    </>
  );
  return { change, pending: update.isPending, dialogs };
}

/** The 'Ändra status' dialog of the list: one status for every selected applicant. */
export function StatusDialog({
  open,
  onOpenChange,
  count,
  options,
  busy,
  onSubmit,
  preselected,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  /** The company's statuses (Interest labels). */
  options: { value: number; label: string }[];
  busy: boolean;
  onSubmit: (labelId: number, labelName: string) => void;
  /** The company's default status (the label chosen as 'Förvald'), chosen until the user picks another. */
  preselected?: number | undefined;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const value =
    picked ??
    (preselected !== undefined && options.some((o) => o.value === preselected) ? String(preselected) : '');
  const setValue = (next: string) => setPicked(next);
  const choices = [
    { value: '', label: t.choose },
    ...options.map((o) => ({ value: String(o.value), label: o.value === NO_LABEL ? t.clear : o.label })),
  ];
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setPicked(null);
        onOpenChange(next);
      }}
      title={t.title}
      description={t.description(count)}
      busy={busy}
      onSubmit={() => {
        if (value === '') return;
        const option = options.find((o) => String(o.value) === value);
        onSubmit(Number(value), option?.label ?? '');
      }}
      submit={{ label: t.save, disabled: value === '' }}
    >
      <SelectField label={t.label} value={value} onChange={setValue} options={choices} />
    </Modal>
  );
}
