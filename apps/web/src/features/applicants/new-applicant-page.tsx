import { NO_LABEL, STANDARD_KEYS, actions, type PositionDetail } from '@rekry/domain';
import { useMemo } from 'react';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmailField, SelectField, TextAreaField } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { isApiError } from '../../lib/api.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useApplicantFilters, useCreateApplicant, usePositionForApplicants } from './api.ts';
import { paths } from '../../lib/paths.ts';
import { AnswerFields, type StaffAnswers } from './answer-fields.tsx';
import { applicantStrings } from './strings.ts';

const t = applicantStrings.create;

/** /admin/positions/:id/applicants/new — a writer adds an applicant by hand (create_Applicant). */
export const NewApplicantPage = companyScreen(({ containerId, params }) => (
  <NewApplicant containerId={containerId} positionId={Number(params['id'])} />
));

function NewApplicant({ containerId, positionId }: { containerId: number; positionId: number }) {
  const position = usePositionForApplicants(containerId, positionId);
  const back = (
    <BackLink to={paths.position(positionId)}>{position.data?.name ?? applicantStrings.list.title}</BackLink>
  );
  if (position.isError && isApiError(position.error) && position.error.status === 404)
    return (
      <>
        <PageHeader title={t.title} back={back} />
        <NotFoundCard title={applicantStrings.detail.notFound} />
      </>
    );
  if (position.isError)
    return (
      <>
        <PageHeader title={t.title} back={back} />
        <LoadError title={t.failed} error={position.error} onRetry={() => void position.refetch()} />
      </>
    );
  if (!position.data) return <LoadingBlock back={back} />;
  return (
    <>
      <PageHeader title={t.title} description={t.description} back={back} />
      {position.data.canEdit ? (
        <NewApplicantForm containerId={containerId} position={position.data} />
      ) : (
        <Alert tone="info">{t.readOnly}</Alert>
      )}
    </>
  );
}

interface Values {
  email: string;
  labelId: string;
  note: string;
  answers: StaffAnswers;
}

function NewApplicantForm({ containerId, position }: { containerId: number; position: PositionDetail }) {
  const navigate = useNavigate();
  const filters = useApplicantFilters(containerId, position.id);
  const create = useCreateApplicant(containerId, position.id);
  const hasEmailField = position.form.some((p) => p.key === STANDARD_KEYS.email);
  // The catalogue's check, run on what the fields become: the answers (with the e-mail when the form
  // asks for it) as metadata, the status as a number.
  const schema = useMemo(
    () =>
      z.preprocess((fields) => {
        const { email, labelId, answers, ...rest } = fields as Values;
        const metadata: StaffAnswers = { ...answers };
        if (hasEmailField) metadata[STANDARD_KEYS.email] = email.trim();
        return { ...rest, email, metadata, isManuallyCreated: true, labelId: Number(labelId) };
      }, actions.create_Applicant.input),
    [hasEmailField],
  );
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema,
    defaultValues: { email: '', labelId: String(NO_LABEL), note: '', answers: {} as StaffAnswers },
    fixed: { containerId, positionId: position.id },
    submit: (input) => create.mutateAsync(input),
    onSuccess: (detail) => {
      toast.success(t.created);
      void navigate(paths.applicant(position.id, detail.id));
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title={t.answers} />
          <div className="space-y-4 px-5 py-4">
            <EmailField label={t.email} {...field('email')} autoComplete="off" required />
            <AnswerFields
              form={position.form}
              answers={form.watch('answers')}
              onChange={(answers) => form.setValue('answers', answers)}
              errors={errors}
              leaveOut={[STANDARD_KEYS.email]}
            />
          </div>
        </Card>
        <Card className="self-start">
          <div className="space-y-4 px-5 py-4">
            <SelectField
              label={t.status}
              value={form.watch('labelId')}
              onChange={(labelId) => form.setValue('labelId', labelId)}
              options={[
                { value: String(NO_LABEL), label: t.noStatus },
                ...(filters.data?.status.filter((o) => o.value > 0) ?? []).map((o) => ({
                  value: String(o.value),
                  label: o.label,
                })),
              ]}
            />
            <TextAreaField label={t.note} rows={4} {...form.register('note')} error={errors['note']} />
            <Button type="submit" loading={busy} className="w-full">
              {t.submit}
            </Button>
          </div>
        </Card>
      </div>
    </form>
  );
}
