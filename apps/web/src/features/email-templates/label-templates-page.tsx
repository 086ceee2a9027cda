import { labelTemplateSchema, type LabelTemplateRow, type LabelTemplatesView } from '@rekry/domain';
import { FileX } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { TextAreaField, TextField } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { VariableList } from '../../components/ui/variable-list.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { errorMessage, isApiError } from '../../lib/api.ts';
import { insertAtCursor, useEmailVariables } from '../../lib/company-templates.ts';
import { showError } from '../../lib/error-toast.ts';
import { paths } from '../../lib/paths.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useLabelTemplates, useSaveLabelTemplates } from './api.ts';
import { templateStrings } from './strings.ts';

const t = templateStrings.labelTemplates;
const SOURCE_TONE: Record<LabelTemplateRow['source'], BadgeTone> = {
  type: 'green',
  fallback: 'gray',
  none: 'amber',
};

/**
 * /admin/templates/email/{positionTypeId} (writer or admin): for each Interest and Process label, the
 * e-mail offered on a status change for positions of the type (name, subject, text), saved one by one
 * ('E-postmall uppdaterad') or all at once ('E-postmallar uppdaterade'). A type the company does not
 * have shows 'Hittade inga mallar, vänligen kontakta support'.
 */
export const LabelTemplatesPage = companyScreen(({ containerId, params }) => (
  <Templates containerId={containerId} positionTypeId={Number(params['positionTypeId'])} />
));

function Templates({ containerId, positionTypeId }: { containerId: number; positionTypeId: number }) {
  const view = useLabelTemplates(containerId, positionTypeId);
  const back = <BackLink to={paths.emailTemplates}>{t.back}</BackLink>;
  if (view.isPending)
    return (
      <>
        <PageHeader title={templateStrings.page.title} back={back} />
        <Card>
          <SkeletonRows label={t.loading} rows={4} />
        </Card>
      </>
    );
  if (view.isError)
    return (
      <>
        <PageHeader title={templateStrings.page.title} back={back} />
        {isApiError(view.error) && view.error.status === 404 ? (
          <NotFoundCard icon={FileX} title={errorMessage(view.error)} />
        ) : (
          <LoadError title={templateStrings.failed} error={view.error} onRetry={() => void view.refetch()} />
        )}
      </>
    );
  return (
    <>
      <PageHeader title={t.title(view.data.positionType.name)} description={t.description} back={back} />
      <TemplatesForm
        key={JSON.stringify(view.data)}
        containerId={containerId}
        positionTypeId={positionTypeId}
        view={view.data}
      />
    </>
  );
}

const formSchema = z.object({ templates: z.array(labelTemplateSchema) });
type Field = 'name' | 'subject' | 'content';

function TemplatesForm({
  containerId,
  positionTypeId,
  view,
}: {
  containerId: number;
  positionTypeId: number;
  view: LabelTemplatesView;
}) {
  const saves = useSaveLabelTemplates(containerId, positionTypeId);
  const variables = useEmailVariables(containerId);
  const areas = useRef<(HTMLTextAreaElement | null)[]>([]);
  const [focused, setFocused] = useState(0);
  const [savingRow, setSavingRow] = useState<number | null>(null);
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: formSchema,
    defaultValues: {
      templates: view.rows.map((r) => ({
        labelId: r.label.id,
        name: r.name,
        subject: r.subject,
        content: r.content,
      })),
    },
    // A label showing the common template keeps it unless its fields were changed here.
    submit: ({ templates }) =>
      saves.all(
        templates.filter((x, i) => {
          const row = view.rows[i]!;
          return (
            row.source === 'type' ||
            x.name !== row.name ||
            x.subject !== row.subject ||
            x.content !== row.content
          );
        }),
      ),
    onSuccess: () => toast.success(templateStrings.texts.labelTemplatesSaved),
    failed: templateStrings.failed,
  });

  async function saveOne(index: number) {
    const names = (['name', 'subject', 'content'] as const).map((f) => `templates.${index}.${f}` as const);
    if (!(await form.trigger(names))) return;
    const row = form.getValues(`templates.${index}`);
    setSavingRow(index);
    try {
      await saves.one(row);
      toast.success(templateStrings.texts.labelTemplateSaved);
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.fields) : [];
      if (fields.length)
        for (const [field, message] of fields)
          form.setError(`templates.${index}.${field as Field}`, { type: 'server', message });
      else showError(error);
    } finally {
      setSavingRow(null);
    }
  }

  const groups = (['Interest', 'Process'] as const).map((type) => ({
    type,
    rows: view.rows.map((row, index) => ({ row, index })).filter(({ row }) => row.label.labelType === type),
  }));

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_15rem]">
      <div className="min-w-0 space-y-6">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {groups.map(({ type, rows }) => (
          <section key={type} aria-labelledby={`group-${type}`} className="space-y-4">
            <h2 id={`group-${type}`} className="text-lg font-semibold text-gray-900">
              {t.types[type]}
            </h2>
            {rows.map(({ row, index }) => {
              const { ref, ...content } = form.register(`templates.${index}.content`);
              return (
                <Card key={row.label.id} data-testid={`label-template-${row.label.id}`}>
                  <CardHeader
                    title={row.label.name}
                    actions={<Badge tone={SOURCE_TONE[row.source]}>{t.source[row.source]}</Badge>}
                  />
                  <div className="space-y-4 px-5 py-4">
                    <div className="grid gap-4 sm:grid-cols-2">
                      <TextField
                        label={t.name}
                        maxLength={200}
                        {...form.register(`templates.${index}.name`)}
                        error={errors[`templates.${index}.name`]}
                      />
                      <TextField
                        label={t.subject}
                        maxLength={300}
                        {...form.register(`templates.${index}.subject`)}
                        error={errors[`templates.${index}.subject`]}
                      />
                    </div>
                    <TextAreaField
                      ref={(area) => {
                        ref(area);
                        areas.current[index] = area;
                      }}
                      label={t.content}
                      rows={5}
                      {...content}
                      onFocus={() => setFocused(index)}
                      error={errors[`templates.${index}.content`]}
                    />
                    <div className="flex justify-end">
                      <Button
                        type="button"
                        variant="secondary"
                        size="sm"
                        loading={savingRow === index}
                        disabled={busy || (savingRow !== null && savingRow !== index)}
                        aria-label={t.saveOneNamed(row.label.name)}
                        onClick={() => void saveOne(index)}
                      >
                        {t.saveOne}
                      </Button>
                    </div>
                  </div>
                </Card>
              );
            })}
          </section>
        ))}
        <div className="flex justify-end">
          <Button type="submit" loading={busy} disabled={savingRow !== null}>
            {t.saveAll}
          </Button>
        </div>
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <Card className="p-4">
          <VariableList
            variables={variables.data}
            onInsert={(key) =>
              insertAtCursor(
                areas.current[focused] ?? null,
                form.getValues(`templates.${focused}.content`) ?? '',
                key,
                (next) => form.setValue(`templates.${focused}.content`, next, { shouldDirty: true }),
              )
            }
          />
        </Card>
      </div>
    </form>
  );
}
