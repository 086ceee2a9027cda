import { ButtonLink } from '../../components/ui/button-link.tsx';
import { formatDate, type FormTemplate } from '@rekry/domain';
import { FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataList, type ListColumn } from '../../components/ui/data-list.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { useDeleteFormTemplate, useFormTemplates } from './api.ts';
import { formTemplateStrings } from './strings.ts';
import { fieldCount } from './template-buttons.tsx';
import { paths } from '../../lib/paths.ts';
import { useDialogFor } from '../../lib/use-dialog.ts';

const t = formTemplateStrings.list;
const editPath = (template: FormTemplate) => paths.editFormTemplate(template.id);

/** /admin/form-templates (writer or admin): the company's form templates, by name. */
export const FormTemplatesPage = companyScreen(({ containerId, company }) => (
  <TemplateList containerId={containerId} company={company} />
));

function CreateLink() {
  return (
    <ButtonLink to={paths.newFormTemplate}>
      <Plus className="size-4" aria-hidden />
      {t.create}
    </ButtonLink>
  );
}

function TemplateList({ containerId, company }: { containerId: number; company: string }) {
  const templates = useFormTemplates(containerId);
  const remove = useDeleteFormTemplate(containerId);
  const removing = useDialogFor<FormTemplate>();
  const sorted = useMemo(
    () => [...(templates.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.id - b.id),
    [templates.data],
  );

  function doRemove() {
    if (!removing.subject) return;
    remove.mutate(removing.subject.id, {
      onSuccess: () => {
        removing.close();
        toast.success(formTemplateStrings.remove.done);
      },
      onError: () => removing.close(),
    });
  }

  return (
    <>
      <PageHeader title={t.title} description={t.description(company)} actions={<CreateLink />} />
      <ListCard
        query={templates}
        texts={t}
        icon={FileText}
        emptyAction={<CreateLink />}
        isEmpty={sorted.length === 0}
        footer={t.count(sorted.length)}
      >
        <DataList
          rows={sorted}
          columns={COLUMNS}
          rowKey={(template) => template.id}
          rowHref={editPath}
          cardAlign="center"
          after={{
            header: t.actions,
            className: 'w-40 text-right whitespace-nowrap',
            cell: (template) => (
              <span className="inline-flex items-center gap-1">
                <Link
                  to={editPath(template)}
                  aria-label={t.editNamed(template.name)}
                  className={buttonClass('ghost', 'sm', 'relative z-10 text-gray-600')}
                >
                  <Pencil className="size-4" aria-hidden />
                  {t.edit}
                </Link>
                <RemoveButton template={template} onRemove={removing.show} />
              </span>
            ),
            // The card itself opens the template.
            card: (template) => <RemoveButton template={template} onRemove={removing.show} />,
          }}
        />
      </ListCard>
      <ConfirmDialog
        {...removing.props}
        question={{
          ...formTemplateStrings.remove,
          text: removing.subject ? formTemplateStrings.remove.text(removing.subject.name) : '',
        }}
        busy={remove.isPending}
        onConfirm={doRemove}
      />
    </>
  );
}

const COLUMNS: ListColumn<FormTemplate>[] = [
  {
    key: 'name',
    header: t.name,
    cell: (template) => <RowLink to={editPath(template)}>{template.name}</RowLink>,
    card: { title: (template) => template.name },
  },
  {
    key: 'fields',
    header: t.fields,
    cellClassName: 'text-gray-600 tabular-nums',
    cell: (template) => t.fieldCount(fieldCount(template.form)),
    card: { footer: (template) => t.fieldCount(fieldCount(template.form)) },
  },
  {
    key: 'updated',
    header: t.updated,
    cellClassName: 'whitespace-nowrap text-gray-600 tabular-nums',
    cell: (template) => formatDate(template.updatedAt),
    card: { footer: (template) => formatDate(template.updatedAt) },
  },
];

function RemoveButton({
  template,
  onRemove,
}: {
  template: FormTemplate;
  onRemove: (t: FormTemplate) => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="relative z-10 text-gray-500 hover:text-red-700"
      aria-label={t.removeNamed(template.name)}
      title={t.remove}
      onClick={() => onRemove(template)}
      icon={Trash2}
    ></Button>
  );
}
