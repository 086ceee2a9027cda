import { useMutation } from '../public-mutation.ts';
import { useState } from 'react';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_NAMES,
  JOB_ALERT_RULES,
  describeJobAlert,
  jobAlertConsentText,
  readJobAlertRequest,
  type JobAlertFrequency,
  type PublicContainer,
  type PublicSearch,
} from '@rekry/domain/public';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { Checkbox, EmailField, SelectField } from '../../../components/ui/field.tsx';
import { errorMessage, isApiError, jobAlertApi } from '../../../lib/api.ts';
import { jobAlertStrings as t } from './strings.ts';

const frequencies = JOB_ALERT_FREQUENCIES.map((f) => ({ value: f, label: JOB_ALERT_FREQUENCY_NAMES[f] }));

/**
 * Bevaka sökningen: the address, how often, and consent that names the purpose and the period. The same
 * rules as the server's check it first; the answer is the same whether the address is known or not.
 */
export function WatchDialog({
  search,
  company,
  onClose,
}: {
  search: PublicSearch;
  company: PublicContainer | null;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [consent, setConsent] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      jobAlertApi.subscribe({
        email,
        frequency,
        consent,
        search,
        ...(company ? { containerId: company.id } : {}),
      }),
    onError: (error) => {
      if (isApiError(error)) setFields(error.fields ?? {});
    },
  });
  const companyName = company ? company.consent.consentCompanyName : null;
  const months = company ? company.consent.retentionMonths : JOB_ALERT_RULES.portalMonths;
  const what = describeJobAlert(search, null);

  function submit() {
    const read = readJobAlertRequest({ email, frequency, consent, search }, company !== null);
    setFields(read.ok ? {} : read.fields);
    if (read.ok) save.mutate();
  }

  if (save.isSuccess)
    return (
      <Modal onClose={onClose} title={t.done} footer={<CloseButton onClose={onClose} />}>
        <Alert tone="success">{save.data.message}</Alert>
      </Modal>
    );
  const problem =
    save.isError && !Object.keys(fields).length ? errorMessage(save.error) : (fields.search ?? null);
  return (
    <Modal
      onClose={onClose}
      title={t.dialogTitle}
      description={t.dialogText(what)}
      onSubmit={submit}
      submit={{ label: t.submit }}
      busy={save.isPending}
      error={problem}
    >
      <EmailField
        label={t.email}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fields.email}
        required
      />
      <SelectField
        label={t.frequency}
        value={frequency}
        onChange={(value) => setFrequency(value as JobAlertFrequency)}
        options={frequencies}
        error={fields.frequency}
      />
      <Checkbox
        label={t.consent}
        description={jobAlertConsentText(companyName, months)}
        checked={consent}
        onChange={setConsent}
      />
      {fields.consent ? (
        <p className="text-sm text-red-700" role="alert">
          {fields.consent}
        </p>
      ) : null}
    </Modal>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return <Button onClick={onClose}>{t.close}</Button>;
}
