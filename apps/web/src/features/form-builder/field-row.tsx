import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  editorKindOf,
  isLockedItem,
  isMeritGroup,
  isRequired,
  membersOf,
  type FormProperty,
} from '@rekry/domain';
import { ChevronDown, GripVertical, Lock, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { FieldEditor } from './field-editor.tsx';
import { builderStrings as t } from './strings.ts';

/** SPEC §9 'Drag animation 200 ms'. */
const DRAG_TRANSITION = { duration: 200, easing: 'ease' };

/** The label as plain text, or 'fältet saknar rubrik' (SPEC §5). */
export function itemName(property: FormProperty): string {
  const text = property.isHtml ? property.label.replace(/<[^>]*>/g, '') : property.label;
  return text.trim() || t.noLabel;
}

function typeName(property: FormProperty): string {
  if (editorKindOf(property) === 'personalNumber') return t.personalNumberType;
  return isMeritGroup(property) ? t.meritType : t.types[property.type];
}

/**
 * One top-level item of the form: its drag handle, name, type, and edit and remove — except a 'Villkor'
 * item, which has neither (SPEC §2). Editing opens the item's editor under the row.
 */
export function FieldRow({
  property,
  form,
  open,
  onToggle,
  onChange,
  onRemove,
}: {
  property: FormProperty;
  form: FormProperty[];
  open: boolean;
  onToggle: () => void;
  onChange: (next: FormProperty[]) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: property.key, transition: DRAG_TRANSITION });
  const locked = isLockedItem(property);
  const name = itemName(property);
  const members = membersOf(property, form);
  const editorId = `editor-${property.key}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'rounded-lg bg-white ring-1 ring-gray-200',
        isDragging && 'relative z-10 shadow-lg ring-brand-300',
        open && 'ring-brand-300',
      )}
      data-field-key={property.key}
    >
      <div className="flex items-center gap-2 px-2 py-2 sm:gap-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t.move(name)}
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-gray-400 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-500 active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <p
            className={cn(
              'truncate text-sm font-medium',
              name === t.noLabel ? 'text-gray-400 italic' : 'text-gray-900',
            )}
          >
            {name}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-500">
            <span>{typeName(property)}</span>
            {members.length ? <span aria-hidden>·</span> : null}
            {members.length ? <span>{t.optionsCount(members.length)}</span> : null}
            {isRequired(property) ? (
              <Badge tone="amber" className="!text-[11px]">
                {t.required}
              </Badge>
            ) : null}
          </p>
        </div>
        {locked ? (
          <span className="flex items-center gap-1.5" title={t.lockedHint}>
            <Lock className="size-3.5 text-gray-400" aria-hidden />
            <Badge>{t.locked}</Badge>
          </span>
        ) : (
          <div className="flex shrink-0 items-center gap-1">
            <Button
              variant={open ? 'secondary' : 'ghost'}
              size="sm"
              aria-expanded={open}
              aria-controls={editorId}
              aria-label={open ? t.closeField(name) : t.editField(name)}
              onClick={onToggle}
            >
              <span className="hidden sm:inline">{open ? t.closeEditor : t.edit}</span>
              <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
            </Button>
            <Button variant="ghost" size="sm" aria-label={t.removeField(name)} onClick={onRemove}>
              <Trash2 className="size-4 text-gray-500" aria-hidden />
            </Button>
          </div>
        )}
      </div>
      {open && !locked ? (
        <div id={editorId} className="border-t border-gray-100 px-4 py-4 sm:px-5">
          <FieldEditor property={property} form={form} onChange={onChange} onRemoveGroup={onRemove} />
        </div>
      ) : null}
    </li>
  );
}
