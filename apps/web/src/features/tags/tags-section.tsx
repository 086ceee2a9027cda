import { tagNameSchema, TAG_NAME_MAX_LENGTH, type TagSummary } from '@rekry/domain';
import { toast } from 'sonner';
import { z } from 'zod';
import { DataList } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { EditorModal } from '../../components/ui/editor-modal.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { rowActions } from '../../components/ui/row-actions.tsx';
import { useTags } from '../../lib/company-templates.ts';
import { nameConflict, useActionForm } from '../../lib/use-action-form.ts';
import { useDeleteTag, useTagSaves } from './api.ts';
import { tagStrings } from './strings.ts';

const t = tagStrings.tags;

/**
 * The company's tags by name with how many applicants have each: a row opens its rename (`href`) and is
 * removed after a confirm that says how many lose it.
 */
export function TagsSection({
  containerId,
  href,
  onCreate,
}: {
  containerId: number;
  href: (tag: TagSummary) => string;
  onCreate: () => void;
}) {
  const tags = useTags(containerId);
  const remove = useDeleteTag(containerId);
  const rows = tags.data ?? [];
  return (
    <ListCard
      title={t.title}
      description={t.description}
      create={{ label: t.create, onClick: onCreate }}
      query={tags}
      texts={t}
      isEmpty={rows.length === 0}
    >
      <DataList
        label={t.title}
        rows={rows}
        rowKey={(tag) => tag.id}
        rowHref={href}
        openHeader={tagStrings.edit}
        columns={[
          {
            key: 'name',
            header: t.name,
            cell: (tag) => <RowLink to={href(tag)}>{tag.name}</RowLink>,
            card: { title: (tag) => tag.name },
          },
          {
            key: 'applicants',
            header: t.applicants,
            cellClassName: 'text-gray-600',
            cell: (tag) => tag.applicants,
            card: { subtitle: (tag) => t.applicantCount(tag.applicants) },
          },
        ]}
        after={rowActions(tagStrings.actions, (tag: TagSummary) => ({
          remove: {
            label: t.removeNamed(tag.name),
            title: t.removeTitle,
            text: t.removeText(tag.name, tag.applicants),
            done: t.removed(tag.name),
            run: () => remove.mutateAsync(tag.id),
          },
        }))}
      />
    </ListCard>
  );
}

const schema = z.object({ name: tagNameSchema });

/** A new tag (`item` null) or a tag's new name. */
export function TagEditor({
  containerId,
  item,
  onClose,
}: {
  containerId: number;
  item: TagSummary | null;
  onClose: () => void;
}) {
  const saves = useTagSaves(containerId);
  const { onSubmit, busy, formError, field } = useActionForm({
    schema,
    defaultValues: { name: item?.name ?? '' },
    submit: (values) => (item ? saves.rename({ id: item.id, ...values }) : saves.create(values)),
    placeFailure: nameConflict,
    onSuccess: (saved) => {
      toast.success(item ? t.saved : t.created(saved.name));
      onClose();
    },
    failed: tagStrings.failed,
  });
  return (
    <EditorModal
      title={item ? t.editTitle : t.createTitle}
      onClose={onClose}
      state={{ onSubmit, busy, formError }}
    >
      <TextField label={t.name} required maxLength={TAG_NAME_MAX_LENGTH} {...field('name')} />
    </EditorModal>
  );
}
