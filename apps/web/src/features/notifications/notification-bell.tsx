import { Bell, BellOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { HeaderCount, headerCountText, headerIconClass } from '../../components/ui/header-count.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useNotifications } from './api.ts';
import { NotificationItem } from './notification-item.tsx';
import { ClearNotificationsDialog } from './clear-notifications-dialog.tsx';
import { notificationStrings as t } from './strings.ts';
import { useNotificationHub } from './use-notification-hub.ts';
import { useDialog } from '../../lib/use-dialog.ts';

/**
 * The bell in the admin header (SPEC §4): the unread count, live through the hub; a panel with the newest
 * notifications, each toggled read/unread by its dot or removed, and 'Rensa alla' after a confirmation.
 * A disclosure (button + panel), not a menu: the panel holds several controls per row.
 */
export function NotificationBell() {
  const { container } = useWorkspace();
  useNotificationHub(container?.id ?? null);
  if (!container) return <BellButton unread={0} expanded={false} onToggle={() => undefined} disabled />;
  return <BellPanel key={container.id} containerId={container.id} />;
}

function BellButton({
  unread,
  expanded,
  onToggle,
  controls,
  disabled,
  buttonRef,
}: {
  unread: number;
  expanded: boolean;
  onToggle: () => void;
  controls?: string;
  disabled?: boolean;
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={cn(headerIconClass, 'aria-expanded:bg-gray-100')}
      aria-label={unread ? t.bellUnread(headerCountText(unread)) : t.bell}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={disabled}
      onClick={onToggle}
      data-testid="notification-bell"
    >
      <Bell className="size-5" aria-hidden />
      <HeaderCount count={unread} testId="notification-count" />
    </button>
  );
}

function BellPanel({ containerId }: { containerId: number }) {
  const query = useNotifications(containerId);
  const [open, setOpen] = useState(false);
  const confirming = useDialog();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = query.data?.items ?? [];
  const unread = query.data?.unread ?? 0;

  // Closes on Escape (focus back on the bell) and on a click outside; not while the confirmation is up.
  useEffect(() => {
    if (!open || confirming.open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, confirming.open]);

  return (
    <div ref={root} className="relative">
      <BellButton
        buttonRef={button}
        unread={unread}
        expanded={open}
        controls={panelId}
        onToggle={() => setOpen((v) => !v)}
      />
      {open ? (
        <section
          id={panelId}
          aria-label={t.title}
          className="animate-fade-in fixed inset-x-3 top-16 z-50 rounded-xl bg-white shadow-lg ring-1 ring-gray-200 sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
          data-testid="notification-panel"
        >
          <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-3">
            <h2 className="text-sm font-semibold text-gray-900">{t.title}</h2>
            {items.length ? (
              <Button variant="ghost" size="sm" onClick={confirming.show}>
                {t.clearAll}
              </Button>
            ) : null}
          </div>
          <QueryBoundary
            query={query}
            loading={<SkeletonRows label={t.loading} rows={3} />}
            failed={t.failed}
            isEmpty={items.length === 0}
            empty={
              <div className="flex flex-col items-center px-6 py-8 text-center">
                <BellOff className="mb-3 size-6 text-gray-300" aria-hidden />
                <p className="text-sm font-medium text-gray-900">{t.empty}</p>
                <p className="mt-1 text-xs text-gray-500">{t.emptyText}</p>
              </div>
            }
          >
            <ul className="max-h-[60vh] divide-y divide-gray-100 overflow-y-auto">
              {items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  containerId={containerId}
                  onNavigate={() => setOpen(false)}
                />
              ))}
            </ul>
          </QueryBoundary>
          <div className="border-t border-gray-100 px-4 py-2 text-right">
            <Link
              to={paths.notifications}
              className="text-sm font-medium text-brand-700 hover:underline"
              onClick={() => setOpen(false)}
            >
              {t.showAll}
            </Link>
          </div>
        </section>
      ) : null}
      <ClearNotificationsDialog containerId={containerId} {...confirming.props} />
    </div>
  );
}
