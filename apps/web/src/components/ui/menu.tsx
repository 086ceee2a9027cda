import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonClass } from './button.tsx';

/** The panel of a dropdown menu, under its trigger (Radix: arrow keys, Esc and focus back are its). */
export function MenuContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className={cn(
          'animate-fade-in z-50 min-w-52 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-gray-200',
          className,
        )}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

/** One choice of a dropdown menu; `danger` for one that removes something. */
export function MenuItem({
  icon,
  children,
  onSelect,
  danger = false,
  disabled = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      disabled={disabled}
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm outline-none select-none',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
        danger
          ? 'text-red-700 data-[highlighted]:bg-red-50'
          : 'text-gray-700 data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900',
      )}
    >
      <span className={danger ? 'text-red-500' : 'text-gray-400'}>{icon}</span>
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />;
}

/**
 * A page's less frequent actions behind one button ('Fler åtgärder'), so its header keeps to the main
 * ones on a phone too.
 */
export function MoreActions({ label, children }: { label: string; children: ReactNode }) {
  // Not modal: a choice that opens a dialog (a confirmation) hands it the page cleanly.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={label} className={buttonClass('secondary', 'md', 'px-3')}>
        <MoreHorizontal className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <MenuContent>{children}</MenuContent>
    </DropdownMenu.Root>
  );
}
