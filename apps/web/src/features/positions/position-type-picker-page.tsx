import { NO_TEMPLATES, type PositionTemplate, type PositionType } from '@rekry/domain';
import { FileX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { isApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { commonStrings } from '../../lib/strings.ts';
import { usePositionTemplates, usePositionTypes } from './api.ts';
import { positionStrings } from './strings.ts';
import { paths } from '../../lib/paths.ts';

const t = positionStrings.picker;

/** A choice: a position type and one of its templates ('' = the standard form). */
export interface Choice {
  typeId: number;
  templateKey: string;
}

/** The templates offered for a type, the default first. */
export function templatesOf(templates: readonly PositionTemplate[], typeId: number): PositionTemplate[] {
  const entry = (tpl: PositionTemplate) =>
    tpl.availableInPositionTypes.find((a) => a.positionTypeId === typeId);
  return templates
    .filter((tpl) => entry(tpl)?.included || entry(tpl)?.default)
    .sort((a, b) => Number(entry(b)?.default ?? false) - Number(entry(a)?.default ?? false));
}

/**
 * The first type that has a template, with its default template (or its first) preselected; a type
 * without any (one just created) is never the starting point.
 */
export function defaultChoice(
  types: readonly PositionType[],
  templates: readonly PositionTemplate[],
): Choice | null {
  const first = types.find((type) => templatesOf(templates, type.id).length > 0) ?? types[0];
  if (!first) return null;
  return { typeId: first.id, templateKey: templatesOf(templates, first.id)[0]?.key ?? '' };
}

/** /admin/positions/new (also /admin/formbuilder): pick the ad type and its template, then create. */
export const PositionTypePickerPage = companyScreen(({ containerId }) => (
  <Picker containerId={containerId} />
));

function Picker({ containerId }: { containerId: number }) {
  const types = usePositionTypes(containerId);
  const templates = usePositionTemplates(containerId);
  const noFolder = isApiError(templates.error) && templates.error.status === 404;
  const body = (() => {
    if (types.isPending || (templates.isPending && !noFolder))
      return (
        <div role="status" aria-label={t.loading} className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
      );
    const error = types.error ?? (noFolder ? null : templates.error);
    if (error)
      return (
        <LoadError
          title={t.failed}
          error={error}
          onRetry={() => void Promise.all([types.refetch(), templates.refetch()])}
        />
      );
    if (noFolder)
      return (
        <Alert tone="error">
          {isApiError(templates.error) && templates.error.message ? templates.error.message : NO_TEMPLATES}
        </Alert>
      );
    if (!types.data?.length)
      return (
        <Card>
          <EmptyState icon={FileX} title={t.noTypes} description={t.noTypesText} />
        </Card>
      );
    return <PickerForm types={types.data} templates={templates.data ?? []} />;
  })();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={t.title}
        description={t.description}
        back={<BackLink to={paths.positions}>{t.back}</BackLink>}
      />
      {body}
    </div>
  );
}

function PickerForm({ types, templates }: { types: PositionType[]; templates: PositionTemplate[] }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState(() => defaultChoice(types, templates));
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    navigate(paths.createPosition(choice.typeId, choice.templateKey));
  }
  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {types.map((type) => (
          <TypeCard
            key={type.id}
            type={type}
            templates={templatesOf(templates, type.id)}
            choice={choice}
            onChoose={setChoice}
          />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={() => void navigate(-1)}>
          {commonStrings.cancel}
        </Button>
        <Button type="submit" disabled={!choice}>
          {t.continue}
        </Button>
      </div>
    </form>
  );
}

function TypeCard({
  type,
  templates,
  choice,
  onChoose,
}: {
  type: PositionType;
  templates: PositionTemplate[];
  choice: Choice | null;
  onChoose: (choice: Choice) => void;
}) {
  const options = templates.length
    ? templates.map((tpl) => ({
        key: tpl.key,
        name: tpl.name,
        description: tpl.description,
        isDefault: tpl.availableInPositionTypes.some((a) => a.positionTypeId === type.id && a.default),
      }))
    : [{ key: '', name: t.standardForm, description: t.noTemplatesForType, isDefault: false }];
  const selectedType = choice?.typeId === type.id;
  return (
    <Card className={cn('p-5', selectedType && 'ring-2 ring-brand-600')}>
      <fieldset>
        <legend className="text-base font-semibold text-gray-900">{type.name}</legend>
        <div className="mt-3 space-y-2">
          {options.map((o) => {
            const id = `tpl-${type.id}-${o.key || 'standard'}`;
            return (
              <label
                key={id}
                htmlFor={id}
                className="flex cursor-pointer gap-3 rounded-md p-2 hover:bg-gray-50 has-checked:bg-brand-50"
              >
                <input
                  id={id}
                  type="radio"
                  name="template"
                  className="mt-1 size-4 accent-brand-600"
                  checked={selectedType && choice?.templateKey === o.key}
                  onChange={() => onChoose({ typeId: type.id, templateKey: o.key })}
                />
                <span className="min-w-0 text-sm">
                  <span className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
                    {o.name}
                    {o.isDefault ? <Badge>{t.defaultBadge}</Badge> : null}
                  </span>
                  {o.description ? <span className="block text-gray-500">{o.description}</span> : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </Card>
  );
}
