import {
  ACCESSIBILITY_LIMITS,
  ACCESSIBILITY_STATEMENT_PATH,
  actions,
  COMPLIANCE_LEVELS,
  GAP_REASONS,
  type AccessibilityStatement,
} from '@rekry/domain';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, type Control, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CardSection as Section } from '../../components/ui/card.tsx';
import { EmailField, SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { NewTabLink } from '../../components/ui/new-tab-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { publicUrl } from '../../lib/public-url.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useAccessibilityStatement, useSaveAccessibilityStatement } from './api.ts';
import { accessibilityStrings as t } from './strings.ts';

/** /admin/accessibility (superuser): the operator's parts of the statement every career site shows. */
export function StatementEditorPage() {
  const statement = useAccessibilityStatement();
  return (
    <>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={<NewTabLink href={publicUrl(ACCESSIBILITY_STATEMENT_PATH)}>{t.showPublic}</NewTabLink>}
      />
      {statement.isPending ? (
        <SkeletonRows rows={8} label={t.loading} />
      ) : statement.isError ? (
        <LoadError title={t.failed} error={statement.error} onRetry={() => void statement.refetch()} />
      ) : (
        <StatementForm statement={statement.data} />
      )}
    </>
  );
}

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

/** The form's values: the statement with its dates as the date fields hold them ('' for none). */
type StatementFields = Omit<AccessibilityStatement, 'assessedOn' | 'reviewedOn'> & {
  assessedOn: string;
  reviewedOn: string;
};

/** A required choice of the form, drawn as a native select. */
function ChoiceField({
  control,
  name,
  label,
  options: choices,
  error,
}: {
  control: Control<StatementFields>;
  name: Path<StatementFields>;
  label: string;
  options: { value: string; label: string }[];
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          required
          ref={field.ref}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          options={choices}
          error={error}
        />
      )}
    />
  );
}

/** The saved statement (or the defaults) as the form's starting values; dates empty until given. */
function StatementForm({ statement }: { statement: AccessibilityStatement }) {
  const save = useSaveAccessibilityStatement();
  const initial = {
    ...statement,
    assessedOn: statement.assessedOn ?? '',
    reviewedOn: statement.reviewedOn ?? '',
  };
  const { form, onSubmit, busy, formError, errors, field } = useActionForm({
    schema: actions.update_AccessibilityStatement.input,
    defaultValues: initial,
    submit: (input) => save.mutateAsync(input),
    onSuccess: (saved) => {
      form.reset({ ...saved, assessedOn: saved.assessedOn ?? '', reviewedOn: saved.reviewedOn ?? '' });
      toast.success(t.saved);
    },
  });
  const gaps = useFieldArray({ control: form.control, name: 'gaps' });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Section {...t.sections.who}>
        <TextField
          label={t.labels.operatorName}
          required
          autoComplete="organization"
          {...field('operatorName')}
        />
        <TextField label={t.labels.siteName} required autoComplete="off" {...field('siteName')} />
      </Section>
      <Section {...t.sections.compliance}>
        <ChoiceField
          control={form.control}
          name="compliance"
          label={t.labels.compliance}
          options={options(COMPLIANCE_LEVELS, t.levels)}
          error={errors['compliance']}
        />
      </Section>
      <Section {...t.sections.gaps}>
        {gaps.fields.length === 0 ? <p className="text-sm text-gray-600">{t.noGaps}</p> : null}
        <ol className="space-y-6">
          {gaps.fields.map((gap, i) => (
            <li key={gap.id}>
              <fieldset className="space-y-4 rounded-lg border border-gray-200 p-4">
                <legend className="px-1 text-sm font-semibold text-gray-900">{t.gap(i + 1)}</legend>
                <TextField
                  label={t.gapContent}
                  required
                  autoComplete="off"
                  maxLength={ACCESSIBILITY_LIMITS.gapContent}
                  {...field(`gaps.${i}.content`)}
                />
                <ChoiceField
                  control={form.control}
                  name={`gaps.${i}.reason`}
                  label={t.gapReason}
                  options={options(GAP_REASONS, t.reasons)}
                  error={errors[`gaps.${i}.reason`]}
                />
                <TextAreaField
                  label={t.gapExplanation}
                  required
                  maxLength={ACCESSIBILITY_LIMITS.gapExplanation}
                  {...field(`gaps.${i}.explanation`)}
                />
                <Button variant="secondary" size="sm" onClick={() => gaps.remove(i)} icon={Trash2}>
                  {t.removeGap(i + 1)}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
        {errors['gaps'] ? <p className="text-sm text-red-700">{errors['gaps']}</p> : null}
        <Button
          variant="secondary"
          size="sm"
          disabled={gaps.fields.length >= ACCESSIBILITY_LIMITS.gaps}
          onClick={() =>
            gaps.append({ content: '', reason: 'nonCompliance', explanation: '' }, { shouldFocus: true })
          }
          icon={Plus}
        >
          {t.addGap}
        </Button>
      </Section>
      <Section {...t.sections.testing}>
        <TextAreaField
          label={t.labels.method}
          hint={t.hints.method}
          required
          rows={5}
          maxLength={ACCESSIBILITY_LIMITS.method}
          {...field('method')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t.labels.assessedOn} type="date" required {...field('assessedOn')} />
          <TextField label={t.labels.reviewedOn} type="date" required {...field('reviewedOn')} />
        </div>
      </Section>
      <Section {...t.sections.feedback}>
        <EmailField label={t.labels.feedbackEmail} required autoComplete="off" {...field('feedbackEmail')} />
      </Section>
      <FormActions submit={t.save} busy={busy} />
    </form>
  );
}
