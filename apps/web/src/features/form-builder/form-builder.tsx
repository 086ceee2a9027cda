import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  BUILDER_FIELD_KINDS,
  addField,
  isLockedItem,
  moveItem,
  removeItem,
  topLevelProperties,
  type BuilderFieldKind,
  type FormProperty,
} from '@rekry/domain';
import {
  AlignLeft,
  Award,
  CalendarRange,
  CircleDot,
  Fingerprint,
  Link2,
  ListChecks,
  Paperclip,
  Type,
  type LucideIcon,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { newKey } from './editors/editor-props.ts';
import { FieldRow, itemName } from './field-row.tsx';
import { builderStrings as t } from './strings.ts';
import { useDialogFor } from '../../lib/use-dialog.ts';

const KIND_ICONS: Record<BuilderFieldKind, LucideIcon> = {
  text: Type,
  textarea: AlignLeft,
  checkboxGroup: ListChecks,
  meritGroup: Award,
  radioGroup: CircleDot,
  textWithHelpLink: Link2,
  personalNumber: Fingerprint,
  file: Paperclip,
  summerPeriods: CalendarRange,
};

/**
 * The form builder (SPEC §2 'Form-field editor screens'): add any kind of field, sort the fields by drag
 * or keyboard (every order index rewritten), edit each in place, remove with a confirmation. Controlled:
 * it hands every change to `onChange`; saving (autosave) is the page's job.
 */
export function FormBuilder({
  form,
  onChange,
}: {
  form: FormProperty[];
  onChange: (next: FormProperty[]) => void;
}) {
  const items = useMemo(() => topLevelProperties(form), [form]);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const removing = useDialogFor<FormProperty>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => {
    const item = items.find((p) => p.key === id);
    return item ? itemName(item) : '';
  };
  const placeOf = (id: string | number) => items.findIndex((p) => p.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dnd.picked(nameOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? t.dnd.over(nameOf(active.id), placeOf(over.id), items.length) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t.dnd.dropped(nameOf(active.id), placeOf(over.id), items.length)
        : t.dnd.cancelled(nameOf(active.id)),
    onDragCancel: ({ active }) => t.dnd.cancelled(nameOf(active.id)),
  };

  function add(kind: BuilderFieldKind) {
    const result = addField(form, kind, newKey);
    if (!result.ok) {
      setLimitHit(true);
      return;
    }
    setLimitHit(false);
    onChange(result.form);
    setOpenKey(result.key);
    // The new field's row comes into view with its editor open.
    requestAnimationFrame(() =>
      document
        .querySelector(`[data-field-key="${result.key}"]`)
        ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
    );
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) onChange(moveItem(form, String(active.id), String(over.id)));
  }

  function confirmRemove() {
    const property = removing.subject;
    if (!property) return;
    const isGroup = property.data?.keys !== undefined;
    onChange(removeItem(form, property.key));
    if (openKey === property.key) setOpenKey(null);
    removing.close();
    setLimitHit(false);
    toast.success(isGroup ? t.groupRemoved : t.fieldRemoved);
  }

  return (
    <div className="space-y-5">
      <Card className="p-4 sm:p-5">
        <h2 className="text-sm font-semibold text-gray-900">{t.addTitle}</h2>
        <p className="mt-1 text-sm text-gray-500">{t.addHint}</p>
        <div className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-2">
          {BUILDER_FIELD_KINDS.map((kind) => {
            const Icon = KIND_ICONS[kind];
            return (
              <button
                key={kind}
                type="button"
                onClick={() => add(kind)}
                className="flex items-center gap-2 rounded-md bg-white px-3 py-2 text-left text-sm font-medium text-gray-800 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
                {t.kinds[kind]}
              </button>
            );
          })}
        </div>
        {limitHit ? (
          <div className="mt-3">
            <Alert tone="warning">{t.tooManyMeritGroups}</Alert>
          </div>
        ) : null}
      </Card>

      <section aria-labelledby="form-builder-fields">
        <div className="mb-2 flex items-baseline justify-between">
          <h2 id="form-builder-fields" className="text-sm font-semibold text-gray-900">
            {t.fieldsTitle}
          </h2>
          <span className="text-xs text-gray-500">{t.fieldsCount(items.length)}</span>
        </div>
        {items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 px-4 py-8 text-center text-sm text-gray-600">
            {t.empty}
          </p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t.dnd.instructions } }}
          >
            <SortableContext items={items.map((p) => p.key)} strategy={verticalListSortingStrategy}>
              <ul className="space-y-2">
                {items.map((property) => (
                  <FieldRow
                    key={property.key}
                    property={property}
                    form={form}
                    open={openKey === property.key && !isLockedItem(property)}
                    onToggle={() => setOpenKey((key) => (key === property.key ? null : property.key))}
                    onChange={onChange}
                    onRemove={() => removing.show(property)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
      </section>

      <ConfirmDialog
        {...removing.props}
        question={{
          title: removing.subject?.data?.keys !== undefined ? t.removeGroupTitle : t.removeFieldTitle,
          text: removing.subject ? t.removeText(itemName(removing.subject)) : '',
          confirm: t.remove,
        }}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
