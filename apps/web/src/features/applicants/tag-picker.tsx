/**
 * The company's free tags on applicants: small badges on rows and cards, the picker of one applicant
 * (each tag a checkbox that saves at once, and 'Skapa tagg …'), and the selection bar's 'Tagga' dialog.
 */
import { TAG_NAME_MAX_LENGTH, tagNameSchema, type Tag } from '@rekry/domain';
import { Tag as TagIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import type { PositionRef } from '../../components/layout/company-screen.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Modal, ModalCancel } from '../../components/ui/dialog.tsx';
import { Checkbox, SelectField, TextField, recordOptions } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { nameConflict, useActionForm } from '../../lib/use-action-form.ts';
import { useCreateTag, useSetApplicantTags, useTags } from './api.ts';
import { applicantStrings } from './strings.ts';

const t = applicantStrings.tags;

/** An applicant's tags as small badges; nothing when there are none. */
export function TagBadges({ tags, className }: { tags: readonly Tag[]; className?: string }) {
  if (!tags.length) return null;
  return (
    <ul aria-label={t.title} className={cn('flex min-w-0 flex-wrap gap-1', className)}>
      {tags.map((tag) => (
        // The name in full on hover, where a narrow card cuts it.
        <li key={tag.id} className="max-w-full min-w-0" title={tag.name}>
          <Badge tone="gray" className="max-w-full gap-1 bg-white">
            <TagIcon className="size-3 shrink-0 text-gray-500" aria-hidden />
            <span className="truncate">{tag.name}</span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

const newTagSchema = z.object({ name: tagNameSchema });

/** A new tag by name (a form of its own inside the picker); `onCreated` gets it once saved. */
function CreateTag({ containerId, onCreated }: { containerId: number; onCreated: (tag: Tag) => void }) {
  const create = useCreateTag(containerId);
  const { onSubmit, busy, formError, field, form } = useActionForm({
    schema: newTagSchema,
    defaultValues: { name: '' },
    submit: (values) => create.mutateAsync(values.name),
    placeFailure: nameConflict,
    onSuccess: (tag) => {
      form.reset({ name: '' });
      onCreated(tag);
    },
    failed: t.failed,
  });
  const name = form.watch('name').trim();
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={t.newName}
        maxLength={TAG_NAME_MAX_LENGTH}
        className="sm:flex-1"
        {...field('name')}
        error={field('name').error ?? formError ?? undefined}
      />
      <Button type="submit" variant="secondary" loading={busy} className="sm:mt-6">
        {name ? t.create(name) : t.createPlain}
      </Button>
    </form>
  );
}

/**
 * One applicant's tags: every tag of the company as a checkbox, saved as soon as it is ticked, and a new
 * tag made here is put on the applicant at once.
 */
export function TagsDialog({
  containerId,
  positionId,
  applicant,
  onClose,
}: {
  containerId: number;
  positionId: number;
  applicant: { id: number; name: string; tags: readonly Tag[] };
  onClose: () => void;
}) {
  const tags = useTags(containerId);
  const save = useSetApplicantTags(containerId, positionId);
  // What was last asked for, so quick ticks build on each other before the lists refetch.
  const [chosen, setChosen] = useState(() => new Set(applicant.tags.map((tag) => tag.id)));
  function put(next: Set<number>) {
    const before = chosen;
    setChosen(next);
    save.mutate(
      { applicantId: applicant.id, tagIds: [...next] },
      { onError: () => setChosen(before), onSuccess: () => toast.success(t.saved) },
    );
  }
  const all = tags.data ?? [];
  return (
    <Modal onClose={onClose} title={t.editFor(applicant.name)} footer={<ModalCancel>{t.done}</ModalCancel>}>
      {all.length ? (
        <fieldset className="space-y-2">
          <legend className="sr-only">{t.title}</legend>
          {all.map((tag) => (
            <Checkbox
              key={tag.id}
              label={tag.name}
              checked={chosen.has(tag.id)}
              onChange={(on) => {
                const next = new Set(chosen);
                if (on) next.add(tag.id);
                else next.delete(tag.id);
                put(next);
              }}
            />
          ))}
        </fieldset>
      ) : tags.isSuccess ? (
        <p className="text-sm text-gray-600">{t.noTagsYet}</p>
      ) : null}
      <CreateTag containerId={containerId} onCreated={(tag) => put(new Set([...chosen, tag.id]))} />
    </Modal>
  );
}

/** 'Tagga' of the list's selection bar: one tag added to (or taken from) every selected applicant. */
export function BulkTagDialog({
  containerId,
  open,
  onOpenChange,
  count,
  busy,
  onSubmit,
}: {
  containerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  busy: boolean;
  onSubmit: (tag: Tag, mode: 'add' | 'remove') => void;
}) {
  const tags = useTags(containerId);
  const [picked, setPicked] = useState('');
  const [mode, setMode] = useState<'add' | 'remove'>('add');
  const all = tags.data ?? [];
  const tag = all.find((x) => String(x.id) === picked);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setPicked('');
        onOpenChange(next);
      }}
      title={t.bulkTitle}
      description={t.bulkText(count)}
      busy={busy}
      onSubmit={() => (tag ? onSubmit(tag, mode) : undefined)}
      submit={{ label: t.bulkSubmit, disabled: !tag }}
    >
      {tags.isSuccess && all.length === 0 ? (
        <p className="text-sm text-gray-600">
          {t.noTagsBulk}{' '}
          <Link to={paths.statusesAndTags} className="text-brand-700 underline underline-offset-2">
            {applicantStrings.list.statusesAndTags}
          </Link>
        </p>
      ) : null}
      <SelectField
        label={t.tag}
        value={picked}
        onChange={setPicked}
        options={recordOptions(t.choose, all, (x) => x.name)}
      />
      <SelectField
        label={t.mode}
        value={mode}
        onChange={(v) => setMode(v as 'add' | 'remove')}
        options={[
          { value: 'add', label: t.modes.add },
          { value: 'remove', label: t.modes.remove },
        ]}
      />
    </Modal>
  );
}

/** The applicant page's tags: the badges, and 'Ändra taggar' for those who may change them. */
export function ApplicantTags({
  containerId,
  positionId,
  applicant,
  canEdit,
}: PositionRef & {
  applicant: { id: number; name: string; tags: readonly Tag[] };
  canEdit: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="border-t border-gray-100 px-5 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-gray-900">{t.title}</h3>
        {canEdit ? (
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)} icon={TagIcon}>
            {t.change}
          </Button>
        ) : null}
      </div>
      {applicant.tags.length ? (
        <TagBadges tags={applicant.tags} className="mt-2" />
      ) : (
        <p className="mt-2 text-sm text-gray-500">{t.none}</p>
      )}
      {open ? (
        <TagsDialog
          containerId={containerId}
          positionId={positionId}
          applicant={applicant}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
