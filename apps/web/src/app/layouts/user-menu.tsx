import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowLeftRight, ChevronDown, KeyRound, LogOut, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ROLE_LABELS } from '@rekry/domain';
import { MenuContent, MenuItem, MenuSeparator } from '../../components/ui/menu.tsx';
import { useLogout } from '../../lib/use-logout.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { chromeStrings } from '../strings.ts';
import { paths } from '../../lib/paths.ts';

const t = chromeStrings.userMenu;

export function initials(firstname: string, lastname: string, email: string): string {
  const letters = `${firstname.trim().charAt(0)}${lastname.trim().charAt(0)}`;
  return (letters || email.charAt(0)).toUpperCase();
}

/**
 * The signed-in person's menu (avatar, name, address) around the items a layout gives it: the staff admin's
 * and the candidate's recruit layout share it.
 */
export function AccountMenu({
  label,
  context,
  children,
}: {
  /** The trigger's accessible name, after the initials and the person's name it shows. */
  label: string;
  /** An extra line under the address (the company and role). */
  context?: ReactNode;
  children: ReactNode;
}) {
  const { user } = useWorkspace();
  const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
  const letters = initials(user.firstname, user.lastname, user.email);
  return (
    <DropdownMenu.Root>
      {/* The name begins with what the trigger shows (the initials, on a desktop the name too, a space apart
          so they stay two words), so a person who speaks to the computer can say it. */}
      <DropdownMenu.Trigger
        aria-label={`${letters} ${name}, ${label}`}
        className="flex items-center gap-2 rounded-full p-1 pr-2 text-sm hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-gray-100"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
          {letters}
        </span>{' '}
        <span className="hidden max-w-40 truncate font-medium text-gray-800 md:block">{name}</span>
        <ChevronDown className="hidden size-4 text-gray-500 md:block" aria-hidden />
      </DropdownMenu.Trigger>
      <MenuContent className="w-64">
        <DropdownMenu.Label className="px-3 py-2">
          <p className="truncate text-sm font-medium text-gray-900">{name}</p>
          <p className="truncate text-xs text-gray-500">{user.email}</p>
          {context ? <p className="mt-1 truncate text-xs text-gray-500">{context}</p> : null}
        </DropdownMenu.Label>
        <MenuSeparator />
        {children}
      </MenuContent>
    </DropdownMenu.Root>
  );
}

/** Change password, then log out: the end of every account menu. */
export function PasswordAndLogoutItems({ changePassword }: { changePassword: string }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <>
      <MenuItem icon={<KeyRound className="size-4" aria-hidden />} onSelect={() => navigate(changePassword)}>
        {t.changePassword}
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<LogOut className="size-4" aria-hidden />} onSelect={logout} danger>
        {t.logout}
      </MenuItem>
    </>
  );
}

export function UserMenu() {
  const { container, role, canSwitch } = useWorkspace();
  const navigate = useNavigate();
  return (
    <AccountMenu
      label={t.open}
      context={container ? `${container.displayName || container.name} · ${ROLE_LABELS[role]}` : undefined}
    >
      <MenuItem icon={<UserCog className="size-4" aria-hidden />} onSelect={() => navigate(paths.profile)}>
        {t.profile}
      </MenuItem>
      {canSwitch ? (
        <MenuItem
          icon={<ArrowLeftRight className="size-4" aria-hidden />}
          onSelect={() => navigate(paths.pickContainer)}
        >
          {t.switchCompany}
        </MenuItem>
      ) : null}
      <PasswordAndLogoutItems changePassword={paths.changePassword} />
    </AccountMenu>
  );
}
