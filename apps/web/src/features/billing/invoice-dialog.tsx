import { actions, addDays, stockholmDate } from '@rekry/domain';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Modal } from '../../components/ui/dialog.tsx';
import { TextField, WholeNumberField } from '../../components/ui/field.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useInvoiceChange } from './api.ts';
import { billingStrings } from './strings.ts';

const t = billingStrings.invoiceDialog;
type InvoiceInput = z.output<typeof actions.create_Invoice.input>;

/** The current calendar month, and a due date 30 days after it ends. */
function thisMonth() {
  const today = stockholmDate();
  const start = `${today.slice(0, 7)}-01`;
  const end = addDays(addDays(start, 32).slice(0, 7) + '-01', -1);
  return { periodStart: start, periodEnd: end, dueDate: addDays(end, 30) };
}

/** 'Ny faktura': period, amount in kronor and due date; it starts as a draft. */
export function InvoiceDialog({
  containerId,
  onClose,
  onFailed,
}: {
  containerId: number;
  onClose: () => void;
  onFailed: (title: string, error: unknown) => void;
}) {
  const change = useInvoiceChange(containerId);
  const { onSubmit, busy, formError, field } = useActionForm({
    schema: actions.create_Invoice.input,
    fixed: { containerId },
    defaultValues: { ...thisMonth(), amount: '' } as unknown as Omit<InvoiceInput, 'containerId'>,
    failed: billingStrings.failures.invoice,
    submit: (input: InvoiceInput) => change.mutateAsync({ action: 'create_Invoice', input }),
    placeFailure: (error) => {
      onFailed(billingStrings.failures.invoice, error);
      return undefined;
    },
    onSuccess: () => {
      toast.success(t.created);
      onClose();
    },
  });
  return (
    <Modal
      onClose={onClose}
      title={t.title}
      busy={busy}
      onSubmit={() => void onSubmit()}
      submit={{ label: t.save }}
      error={formError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.periodStart} required type="date" {...field('periodStart')} />
        <TextField label={t.periodEnd} required type="date" {...field('periodEnd')} />
        <WholeNumberField label={t.amount} required min={0} {...field('amount')} />
        <TextField label={t.dueDate} required type="date" {...field('dueDate')} />
      </div>
    </Modal>
  );
}
