import {
  actions,
  COMPANY_PLAN_LABELS,
  COMPANY_PLANS,
  formatDate,
  type CompanyPlan,
  type CreatedCompany,
} from '@rekry/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Checkbox, TextField } from '../../components/ui/field.tsx';
import { isApiError } from '../../lib/api.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useCreateCompany } from './api.ts';
import { companyStrings } from './strings.ts';
import { FormActions } from '../../components/ui/form-actions.tsx';

const t = companyStrings.create;
const EMPTY = { name: '', plans: ['Monthly'] as CompanyPlan[], adminEmail: '' };

/** Name, plans and the first administrator's address; the answer shows the invitation that went out. */
export function CreateCompanyForm() {
  const create = useCreateCompany();
  const [created, setCreated] = useState<CreatedCompany | null>(null);
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema: actions.create_Container.input,
    defaultValues: EMPTY,
    submit: (input) => create.mutateAsync(input),
    onSuccess: (result) => {
      setCreated(result);
      toast.success(t.created);
      form.reset(EMPTY);
    },
    placeFailure: (error) =>
      isApiError(error) && error.status === 409 ? { name: error.message } : undefined,
  });

  return (
    <Card>
      <CardHeader title={t.title} description={t.description} />
      <form onSubmit={onSubmit} noValidate className="space-y-5 p-5 sm:p-6">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {created ? (
          <Alert tone="success">
            {t.invited(
              created.company.name,
              created.invitation.email,
              formatDate(Math.floor(Date.parse(created.invitation.expiresAt) / 1000)),
            )}
          </Alert>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t.name}
            required
            autoComplete="off"
            maxLength={100}
            {...form.register('name', { onChange: () => setCreated(null) })}
            error={errors['name']}
          />
          <TextField
            label={t.adminEmail}
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            {...field('adminEmail')}
          />
        </div>
        <Controller
          control={form.control}
          name="plans"
          render={({ field }) => {
            const value = (field.value ?? []) as CompanyPlan[];
            return (
              <fieldset aria-describedby={errors['plans'] ? 'company-plans-error' : undefined}>
                <legend className="mb-2 text-sm font-medium text-gray-900">{t.plans}</legend>
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {COMPANY_PLANS.map((plan) => (
                    <Checkbox
                      key={plan}
                      label={COMPANY_PLAN_LABELS[plan]}
                      checked={value.includes(plan)}
                      onChange={(on) =>
                        field.onChange(on ? [...value, plan] : value.filter((p) => p !== plan))
                      }
                    />
                  ))}
                </div>
                {errors['plans'] ? (
                  <p id="company-plans-error" className="mt-1.5 text-sm text-red-700">
                    {errors['plans']}
                  </p>
                ) : null}
              </fieldset>
            );
          }}
        />
        <FormActions submit={t.submit} busy={busy} />
      </form>
    </Card>
  );
}
