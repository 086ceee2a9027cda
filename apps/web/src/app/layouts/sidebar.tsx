import { AlertTriangle, Building2, ChevronDown, Circle, Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ROLE_LABELS, type Role } from '@rekry/domain';
import { buttonClass } from '../../components/ui/button.tsx';
import { Logo } from '../../components/brand/logo.tsx';
import { canCreatePosition } from '../../lib/access.ts';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import type { Screen } from '../../lib/screens.ts';
import { navigationFor, type NavCategory, type NavItem } from '../navigation.ts';
import { chromeStrings } from '../strings.ts';

const t = chromeStrings;

/** The admin sidebar: 'Skapa annons' and the menu categories, with entries greyed by role. */
export function Sidebar({
  role,
  company,
  onNavigate,
  screens,
}: {
  role: Role;
  /** Shown under the logo in the phone drawer, where the header has no room for it. */
  company?: string | null;
  onNavigate?: () => void;
  /** The screens of the routes (the registry's unless given). */
  screens?: readonly Screen[];
}) {
  const categories = navigationFor(role, screens);
  const canCreate = canCreatePosition(role);
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link to={paths.home} onClick={onNavigate} className="rounded-md" aria-label="Rekry – start">
          <Logo />
        </Link>
      </div>
      {company ? (
        <div className="mx-4 mb-2 flex items-center gap-2 rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700 ring-1 ring-gray-200">
          <Building2 className="size-4 shrink-0 text-gray-400" aria-hidden />
          <span className="truncate font-medium">{company}</span>
          <span className="ml-auto shrink-0 text-xs text-gray-500">{ROLE_LABELS[role]}</span>
        </div>
      ) : null}
      <div className="px-4 pt-2 pb-4">
        {canCreate ? (
          <Link
            to={paths.newPosition}
            onClick={onNavigate}
            className={buttonClass('primary', 'md', 'w-full')}
          >
            <Plus className="size-4" aria-hidden />
            {t.createPosition}
          </Link>
        ) : (
          <button
            type="button"
            disabled
            title={t.createPositionDisabled}
            className={buttonClass('primary', 'md', 'w-full')}
          >
            <Plus className="size-4" aria-hidden />
            {t.createPosition}
          </button>
        )}
      </div>
      <nav aria-label={t.nav.ariaLabel} className="flex-1 space-y-6 overflow-y-auto px-3 pb-6">
        {categories.map((category) => (
          <NavSection key={category.id} category={category} onNavigate={onNavigate} />
        ))}
      </nav>
    </div>
  );
}

const headingClass =
  'flex items-center gap-1.5 px-2 pb-1.5 text-xs font-semibold tracking-wide text-gray-500 uppercase';

/**
 * One category. One without any entry the role may use keeps its heading and warning (SPEC: greyed
 * entries, a warning on the category) but folds its greyed entries away until asked: a writer's day
 * does not begin with five padlocks.
 */
function NavSection({ category, onNavigate }: { category: NavCategory; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = `nav-${category.id}-items`;
  const warning = category.warning ? (
    <span title={t.nav.noAccessInCategory} className="inline-flex text-amber-500">
      <AlertTriangle className="size-3.5" aria-hidden />
      <span className="sr-only">{t.nav.noAccessInCategory}</span>
    </span>
  ) : null;
  const shown = !category.warning || open;
  return (
    <section aria-labelledby={`nav-${category.id}`} data-category={category.id}>
      <h2 id={`nav-${category.id}`} className={category.warning ? 'px-0' : headingClass}>
        {category.warning ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            className={cn(headingClass, 'w-full rounded-md pt-1 hover:text-gray-700')}
          >
            {category.label}
            {warning}
            <ChevronDown
              className={cn('ml-auto size-3.5 transition-transform', open ? 'rotate-180' : '')}
              aria-hidden
            />
          </button>
        ) : (
          category.label
        )}
      </h2>
      <ul id={listId} className="space-y-0.5" hidden={!shown}>
        {category.items.map((item) => (
          <li key={item.to}>
            <SidebarItem item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const itemClass = 'group flex items-center gap-3 rounded-md px-2 py-2 text-sm font-medium';

function SidebarItem({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const Icon = item.icon ?? Circle;
  if (!item.enabled) {
    return (
      <span
        role="link"
        aria-disabled="true"
        title={t.nav.noAccessItem}
        className={cn(itemClass, 'cursor-not-allowed text-gray-400 select-none')}
      >
        <Icon className="size-4.5 shrink-0 text-gray-300" aria-hidden />
        <span className="flex-1 truncate">{item.label}</span>
        <Lock className="size-3.5 shrink-0 text-gray-300" aria-hidden />
      </span>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.to === paths.home}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          itemClass,
          'transition-colors',
          isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
        )
      }
    >
      {({ isActive }) => (
        <>
          <Icon
            className={cn(
              'size-4.5 shrink-0',
              isActive ? 'text-brand-600' : 'text-gray-400 group-hover:text-gray-600',
            )}
            aria-hidden
          />
          <span className="flex-1 truncate">{item.label}</span>
        </>
      )}
    </NavLink>
  );
}
