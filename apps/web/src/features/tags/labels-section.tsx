import { LABEL_TYPES, type Label, type LabelType } from '@rekry/domain';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DataList, listColumn } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { rowActions, type RowActionsProps } from '../../components/ui/row-actions.tsx';
import { useLabels } from '../../lib/company-templates.ts';
import { useDeleteLabel, useLabelUsage, useReorderLabels } from './api.ts';
import { RemoveUsedLabel } from './label-dialogs.tsx';
import { tagStrings } from './strings.ts';

const t = tagStrings.labels;

/**
 * The company's statuses and process levels, one list of each in their order: a row opens its editor
 * (`href`), moves up or down, and is removed (asked plainly when nobody has it, else with the label its
 * applicants move to). The default of a type has no remove.
 */
export function LabelsSection({
  containerId,
  href,
  onCreate,
}: {
  containerId: number;
  href: (label: Label) => string;
  onCreate: () => void;
}) {
  const labels = useLabels(containerId);
  const usage = useLabelUsage(containerId);
  const [removing, setRemoving] = useState<Label | null>(null);
  const all = labels.data ?? [];
  const applicants = (label: Label) => usage.data?.find((u) => u.id === label.id)?.applicants ?? 0;
  const ofType = (type: LabelType) => all.filter((l) => l.labelType.name === type);
  return (
    <ListCard
      title={t.title}
      description={t.description}
      create={{ label: t.create, onClick: onCreate }}
      query={labels}
      texts={t}
      isEmpty={all.length === 0}
    >
      {LABEL_TYPES.map((type) => (
        <section
          key={type}
          aria-labelledby={`etiketter-${type}`}
          className="border-t border-gray-100 first:border-t-0"
        >
          <h3 id={`etiketter-${type}`} className="px-4 pt-4 pb-1 text-sm font-semibold text-gray-900 sm:px-5">
            {t.lists[type]}
          </h3>
          <TypeList
            containerId={containerId}
            rows={ofType(type)}
            type={type}
            href={href}
            applicants={usage.data ? applicants : null}
            onRemoveUsed={setRemoving}
          />
        </section>
      ))}
      {removing ? (
        <RemoveUsedLabel
          containerId={containerId}
          label={removing}
          applicants={applicants(removing)}
          others={ofType(removing.labelType.name).filter((l) => l.id !== removing.id)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </ListCard>
  );
}

function TypeList({
  containerId,
  rows,
  type,
  href,
  applicants,
  onRemoveUsed,
}: {
  containerId: number;
  rows: Label[];
  type: LabelType;
  href: (label: Label) => string;
  /** Null until the counts have come. */
  applicants: ((label: Label) => number) | null;
  onRemoveUsed: (label: Label) => void;
}) {
  const reorder = useReorderLabels(containerId);
  const remove = useDeleteLabel(containerId);
  const move = (index: number, by: -1 | 1) => {
    // A second press while one is saved waits; the buttons stay enabled so the focus stays on them.
    if (reorder.isPending) return;
    const ids = rows.map((l) => l.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    const id = rows[index]!.id;
    reorder.mutate(
      { labelType: type, ids },
      { onSuccess: () => requestAnimationFrame(() => keepFocus(id, by)) },
    );
  };
  const removal = (label: Label): RowActionsProps['remove'] => {
    if (label.isDefault || !applicants) return undefined;
    const count = applicants(label);
    if (count > 0) return { label: t.removeNamed(label.name), open: () => onRemoveUsed(label) };
    return {
      label: t.removeNamed(label.name),
      title: t.removeTitle,
      text: t.removeText(label.name),
      done: t.removed(label.name),
      run: () => remove.mutateAsync(label.id),
    };
  };
  return (
    <DataList
      label={t.lists[type]}
      rows={rows}
      rowKey={(l) => l.id}
      rowHref={href}
      openHeader={tagStrings.edit}
      columns={[
        {
          key: 'name',
          header: t.name,
          cell: (l) => <RowLink to={href(l)}>{l.name}</RowLink>,
          card: { title: (l) => l.name },
        },
        {
          key: 'applicants',
          header: t.applicants,
          cellClassName: 'text-gray-600',
          cell: (l) => (applicants ? applicants(l) : ''),
          card: { subtitle: (l) => (applicants ? t.applicantCount(applicants(l)) : '') },
        },
        listColumn(
          'default',
          t.isDefault,
          (l: Label) => (l.isDefault ? <Badge tone="brand">{t.isDefault}</Badge> : null),
          'badges',
        ),
      ]}
      after={rowActions(tagStrings.actions, (l: Label) => {
        const index = rows.indexOf(l);
        return {
          remove: removal(l),
          children: (
            <>
              <MoveButton label={l} by={-1} disabled={index === 0} onClick={() => move(index, -1)} />
              <MoveButton
                label={l}
                by={1}
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
              />
              {/* The default has no remove: its place is kept so the buttons line up. */}
              {l.isDefault ? <span className="inline-block w-10" aria-hidden /> : null}
            </>
          ),
        };
      })}
    />
  );
}

const moveId = (id: number, by: -1 | 1) => `${id}:${by === -1 ? 'upp' : 'ner'}`;

/** After a move the row is redrawn elsewhere: focus returns to its button, or the other one at an end. */
function keepFocus(id: number, by: -1 | 1) {
  const visible = (selector: string) =>
    [...document.querySelectorAll<HTMLButtonElement>(selector)].find(
      (b) => !b.disabled && b.offsetParent !== null,
    );
  (visible(`[data-move="${moveId(id, by)}"]`) ?? visible(`[data-move^="${id}:"]`))?.focus();
}

function MoveButton({
  label,
  by,
  disabled,
  onClick,
}: {
  label: Label;
  by: -1 | 1;
  disabled: boolean;
  onClick: () => void;
}) {
  const name = by === -1 ? t.moveUp(label.name) : t.moveDown(label.name);
  const Icon = by === -1 ? ArrowUp : ArrowDown;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="relative z-10 text-gray-500"
      aria-label={name}
      title={name}
      data-move={moveId(label.id, by)}
      disabled={disabled}
      onClick={onClick}
      icon={Icon}
    ></Button>
  );
}
