import { actions, type GdprPersonDetail } from '@rekry/domain';
import { Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { paths } from '../../lib/paths.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useErasePerson } from './api.ts';
import { Holdings, PersonFrame, personLabel } from './person-frame.tsx';
import { erasureLines, REASON_MAX } from './erasure.ts';
import { gdprStrings } from './strings.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = gdprStrings.remove;

/** /admin/gdpr/delete?userId=: exactly what goes, a reason, and a typed confirmation (SPEC §2, §9). */
export function GdprDeletePage() {
  return (
    <PersonFrame title={t.title} description={(p) => t.description(personLabel(p))}>
      {(person, containerId) => (
        <div className="space-y-6">
          <Erase person={person} containerId={containerId} />
          <Holdings person={person} />
        </div>
      )}
    </PersonFrame>
  );
}

/**
 * delete_ApplicantFromContainer's input with the typed confirmation beside the reason: the address must
 * be the person's (any case) before anything is sent.
 */
const eraseSchema = (email: string) =>
  actions.delete_ApplicantFromContainer.input
    .extend({ confirm: z.string() })
    .refine(({ confirm }) => confirm.trim().toLowerCase() === email.toLowerCase(), {
      path: ['confirm'],
      message: t.confirmMismatch,
    });

function Erase({ person, containerId }: { person: GdprPersonDetail; containerId: number }) {
  const navigate = useNavigate();
  const erase = useErasePerson(containerId, person.userId);
  const confirming = useDialog();
  const { form, onSubmit, busy, formError, field } = useActionForm({
    schema: eraseSchema(person.email),
    defaultValues: { reason: '', confirm: '' },
    fixed: { containerId, userId: person.userId },
    submit: ({ reason }) => erase.mutateAsync(reason),
    // The failure is told on the page, under the reason or over the form, once the dialog is closed.
    placeFailure: () => {
      confirming.close();
      return undefined;
    },
    onSuccess: () => {
      toast.success(t.removed);
      void navigate(paths.gdpr);
    },
  });
  const reason = form.watch('reason');

  /** The reason is checked first; the dialog then asks for the address, empty each time it opens. */
  async function start(event: FormEvent) {
    event.preventDefault();
    if (!(await form.trigger('reason', { shouldFocus: true }))) return;
    form.resetField('confirm');
    confirming.show();
  }

  return (
    <Card>
      <CardHeader title={t.goesTitle} />
      <ul className="list-disc space-y-1 px-5 py-4 pl-10 text-sm text-gray-700" aria-label={t.goesTitle}>
        {erasureLines(person.erase).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <form
        onSubmit={(event) => void start(event)}
        noValidate
        className="space-y-4 border-t border-gray-100 px-5 py-4"
      >
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div>
          <TextAreaField id="erase-reason" label={t.reason} rows={3} {...field('reason')} />
          <p className="mt-1.5 text-sm text-gray-500">
            {t.reasonHint} ({reason.trim().length}/{REASON_MAX})
          </p>
        </div>
        <Button type="submit" variant="danger" icon={Trash2}>
          {t.start}
        </Button>
      </form>
      <Modal
        {...confirming.props}
        title={t.confirmTitle}
        description={t.confirmText(person.email)}
        busy={busy}
        onSubmit={() => void onSubmit()}
        submit={{ label: t.confirm, variant: 'danger' }}
      >
        <TextField
          id="erase-confirm"
          label={t.confirmField}
          type="email"
          autoComplete="off"
          {...field('confirm')}
        />
      </Modal>
    </Card>
  );
}
