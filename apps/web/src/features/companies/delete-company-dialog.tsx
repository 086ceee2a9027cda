import type { CompanyRow } from '@rekry/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { Modal } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useDeleteCompany } from './api.ts';
import { companyStrings } from './strings.ts';

const t = companyStrings.remove;

/** The delete of a company: the superuser types its name exactly before the button works. */
export function DeleteCompanyDialog({
  company,
  onClose,
}: {
  company: CompanyRow | null;
  onClose: () => void;
}) {
  return company ? <DeleteForm key={company.id} company={company} onClose={onClose} /> : null;
}

function DeleteForm({ company, onClose }: { company: CompanyRow; onClose: () => void }) {
  const remove = useDeleteCompany();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === company.name;
  function confirm() {
    if (!matches) return;
    remove.mutate(
      { containerId: company.id, confirmName: typed },
      {
        onSuccess: () => {
          toast.success(t.done);
          onClose();
        },
      },
    );
  }
  return (
    <Modal
      onClose={onClose}
      title={t.title}
      description={t.text(company.name)}
      busy={remove.isPending}
      onSubmit={confirm}
      submit={{ label: t.confirm, variant: 'danger', disabled: !matches }}
    >
      <TextField
        label={t.confirmLabel(company.name)}
        autoComplete="off"
        autoFocus
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
    </Modal>
  );
}
