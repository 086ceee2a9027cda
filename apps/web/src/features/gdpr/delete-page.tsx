import type { GdprPersonDetail } from '@rekry/domain';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Modal, ModalCancel } from '../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { isApiError } from '../../lib/api.ts';
import { showError } from '../../lib/error-toast.ts';
import { paths } from '../../lib/paths.ts';
import { useErasePerson } from './api.ts';
import { Holdings, PersonFrame, personLabel } from './person-frame.tsx';
import { erasureLines, REASON_MAX } from './erasure.ts';
import { gdprStrings } from './strings.ts';

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

function Erase({ person, containerId }: { person: GdprPersonDetail; containerId: number }) {
  const navigate = useNavigate();
  const erase = useErasePerson(containerId, person.userId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  function start(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length > REASON_MAX) return setReasonError(t.reasonTooLong);
    setReasonError(null);
    setTyped('');
    setTypedError(null);
    setOpen(true);
  }
  function confirm() {
    if (typed.trim().toLowerCase() !== person.email.toLowerCase()) return setTypedError(t.confirmMismatch);
    erase.mutate(reason.trim(), {
      onSuccess: () => {
        toast.success(t.removed);
        void navigate(paths.gdpr);
      },
      onError: (error) => {
        setOpen(false);
        const field = isApiError(error) ? error.fields?.reason : undefined;
        if (field) setReasonError(field);
        else showError(error);
      },
    });
  }

  return (
    <Card>
      <CardHeader title={t.goesTitle} />
      <ul className="list-disc space-y-1 px-5 py-4 pl-10 text-sm text-gray-700" aria-label={t.goesTitle}>
        {erasureLines(person.erase).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <form onSubmit={start} noValidate className="space-y-4 border-t border-gray-100 px-5 py-4">
        <div>
          <TextAreaField
            id="erase-reason"
            label={t.reason}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={reasonError}
          />
          <p className="mt-1.5 text-sm text-gray-500">
            {t.reasonHint} ({reason.trim().length}/{REASON_MAX})
          </p>
        </div>
        <Button type="submit" variant="danger">
          <Trash2 className="size-4" aria-hidden />
          {t.start}
        </Button>
      </form>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t.confirmTitle}
        description={t.confirmText(person.email)}
        busy={erase.isPending}
        onSubmit={confirm}
        footer={
          <>
            <ModalCancel disabled={erase.isPending} />
            <Button type="submit" variant="danger" loading={erase.isPending}>
              {t.confirm}
            </Button>
          </>
        }
      >
        <TextField
          id="erase-confirm"
          label={t.confirmField}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setTypedError(null);
          }}
          error={typedError}
        />
      </Modal>
    </Card>
  );
}
