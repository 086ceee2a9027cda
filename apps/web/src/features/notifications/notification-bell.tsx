import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, BellOff } from 'lucide-react';
import { notificationStrings as t } from './strings.ts';

/**
 * The bell in the admin header. Live notifications arrive with the real-time hub in a later issue; until
 * then there are none to show, and the bell says so.
 */
export function NotificationBell() {
  const unread = 0;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="relative inline-flex size-10 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-gray-100"
        aria-label={unread ? `${t.bell} (${unread} olästa)` : t.bell}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 ? (
          <span className="absolute top-1.5 right-1.5 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-semibold text-white">
            {unread}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="animate-fade-in z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-xl bg-white shadow-lg ring-1 ring-gray-200"
        >
          <DropdownMenu.Label className="border-b border-gray-100 px-4 py-3 text-sm font-semibold text-gray-900">
            {t.title}
          </DropdownMenu.Label>
          <div className="flex flex-col items-center px-6 py-8 text-center">
            <BellOff className="mb-3 size-6 text-gray-300" aria-hidden />
            <p className="text-sm font-medium text-gray-900">{t.empty}</p>
            <p className="mt-1 text-xs text-gray-500">{t.emptyHint}</p>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
