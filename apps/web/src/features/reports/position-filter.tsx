import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { inputClass } from '../../components/ui/input-class.ts';
import { MenuContent, MenuSeparator } from '../../components/ui/menu.tsx';
import { cn } from '../../lib/cn.ts';
import { reportStrings } from './strings.ts';

const t = reportStrings.filters;

/**
 * The positions a report counts: none chosen is all the caller may see. A menu of checkboxes that stays
 * open while they are ticked (Radix: arrow keys, space, Esc and focus back are its).
 */
export function PositionFilter({
  positions,
  selected,
  onChange,
}: {
  positions: { id: number; name: string }[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const labelId = useId();
  const one = selected.length === 1 ? positions.find((p) => p.id === selected[0]) : undefined;
  const shown = selected.length === 0 ? t.allPositions : one ? one.name : t.positionCount(selected.length);
  return (
    <div className="min-w-0">
      <span id={labelId} className="mb-1.5 block text-sm font-medium text-gray-800">
        {t.position}
      </span>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          // What it is, after what it shows: the label above is not the button's own.
          aria-label={`${shown}, ${t.position}`}
          className={cn(inputClass, 'flex items-center justify-between gap-2 pr-2 text-left')}
        >
          <span className="truncate">{shown}</span>
          <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden />
        </DropdownMenu.Trigger>
        <MenuContent className="max-h-80 max-w-[calc(100vw-2rem)] overflow-y-auto">
          <DropdownMenu.Group aria-labelledby={labelId}>
            <Choice checked={selected.length === 0} onChecked={() => onChange([])}>
              {t.allPositions}
            </Choice>
            <MenuSeparator />
            {positions.map((p) => (
              <Choice
                key={p.id}
                checked={selected.includes(p.id)}
                onChecked={(on) => onChange(on ? [...selected, p.id] : selected.filter((id) => id !== p.id))}
              >
                {p.name}
              </Choice>
            ))}
          </DropdownMenu.Group>
        </MenuContent>
      </DropdownMenu.Root>
    </div>
  );
}

function Choice({
  checked,
  onChecked,
  children,
}: {
  checked: boolean;
  onChecked: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.CheckboxItem
      checked={checked}
      onCheckedChange={onChecked}
      // Stays open: several are ticked in a row.
      onSelect={(e) => e.preventDefault()}
      className="flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-gray-700 outline-none select-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900"
    >
      <span className="flex size-4 shrink-0 items-center justify-center rounded ring-1 ring-gray-300">
        <DropdownMenu.ItemIndicator>
          <Check className="size-3.5 text-brand-700" aria-hidden />
        </DropdownMenu.ItemIndicator>
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </DropdownMenu.CheckboxItem>
  );
}
