import { actions, type BillingOverview } from '@rekry/domain';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Modal } from '../../components/ui/dialog.tsx';
import { TextField, WholeNumberField } from '../../components/ui/field.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useBillingChange } from './api.ts';
import { billingStrings } from './strings.ts';

const t = billingStrings.pointsDialog;
type PointsInput = z.output<typeof actions.add_Points.input>;

/**
 * 'Lägg till poäng' / 'Ta bort poäng': points and a description (SPEC §7), each a ledger row. A failure is
 * shown in the dialog and handed to the page, which keeps it (SPEC §8).
 */
export function PointsDialog({
  mode,
  containerId,
  onClose,
  onFailed,
  onDone,
}: {
  mode: 'add' | 'remove';
  containerId: number;
  onClose: () => void;
  onFailed: (title: string, error: unknown) => void;
  onDone: (billing: BillingOverview) => void;
}) {
  const change = useBillingChange();
  const failed = mode === 'add' ? billingStrings.failures.addPoints : billingStrings.failures.removePoints;
  const { onSubmit, busy, formError, field } = useActionForm({
    schema: actions.add_Points.input,
    fixed: { containerId },
    defaultValues: { points: '', description: '' } as unknown as Omit<PointsInput, 'containerId'>,
    failed,
    submit: (input: PointsInput) =>
      change.mutateAsync(
        mode === 'add' ? { action: 'add_Points', input } : { action: 'remove_Points', input },
      ),
    placeFailure: (error) => {
      onFailed(failed, error);
      return undefined;
    },
    onSuccess: (billing) => {
      toast.success(mode === 'add' ? t.added : t.removed);
      onDone(billing);
      onClose();
    },
  });
  return (
    <Modal
      onClose={onClose}
      title={mode === 'add' ? t.addTitle : t.removeTitle}
      busy={busy}
      onSubmit={() => void onSubmit()}
      submit={{ label: mode === 'add' ? t.add : t.remove, variant: mode === 'add' ? 'primary' : 'danger' }}
      error={formError}
    >
      <WholeNumberField label={t.points} required min={1} autoComplete="off" {...field('points')} />
      <TextField
        label={t.description}
        required
        placeholder={t.descriptionPlaceholder}
        autoComplete="off"
        maxLength={200}
        {...field('description')}
      />
    </Modal>
  );
}
