import {
  actions,
  formatDateTime,
  INTERVIEW_LIMITS,
  type Availability,
  type CalendarSource,
  type CalendarSourceState,
} from '@rekry/domain';
import { CalendarDays, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DataList, type ListColumn } from '../../components/ui/data-list.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { PasswordField, TextField } from '../../components/ui/field.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { rowActions } from '../../components/ui/row-actions.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useAddCalendarSource, useRefreshCalendarSource, useRemoveCalendarSource } from './api.ts';
import { interviewStrings } from './strings.ts';

const t = interviewStrings.sources;

const STATE_TONE: Record<CalendarSourceState, BadgeTone> = { pending: 'amber', ok: 'green', failing: 'red' };

function StateBadge({ source }: { source: CalendarSource }) {
  return <Badge tone={STATE_TONE[source.state]}>{t.states[source.state]}</Badge>;
}

const COLUMNS: ListColumn<CalendarSource>[] = [
  {
    key: 'calendar',
    header: t.calendar,
    cellClassName: 'max-w-md',
    cell: (source) => <SourceName source={source} />,
    card: { title: (source) => <SourceName source={source} /> },
  },
  {
    key: 'state',
    header: t.state,
    cell: (source) => <SourceState source={source} />,
    card: { text: (source) => <SourceState source={source} /> },
  },
  {
    key: 'checked',
    header: t.checked,
    cell: (source) => (source.checkedAt ? formatDateTime(source.checkedAt) : t.notChecked),
    card: {
      footer: (source) =>
        `${t.checked}: ${source.checkedAt ? formatDateTime(source.checkedAt) : t.notChecked}`,
    },
  },
  {
    key: 'busy',
    header: t.busy,
    cellClassName: 'tabular-nums',
    cell: (source) => source.busyCount,
    card: { details: (source) => t.busyCount(source.busyCount) },
  },
];

function SourceName({ source }: { source: CalendarSource }) {
  return (
    <span className="block min-w-0">
      <span className="block font-mono text-xs break-all text-gray-900">{source.url}</span>
      <span className="mt-0.5 block text-xs text-gray-500">
        {t.kinds[source.kind]}
        {source.username ? ` · ${t.user(source.username)}` : ''}
      </span>
    </span>
  );
}

/** The badge, and why it fails in the server's Swedish words. */
function SourceState({ source }: { source: CalendarSource }) {
  return (
    <span className="block space-y-1">
      <StateBadge source={source} />
      {source.state === 'failing' && source.failure ? (
        <span className="block text-xs text-red-700">{source.failure}</span>
      ) : null}
    </span>
  );
}

/**
 * The calendars whose busy times count: each with its state ('Hämtas…' while it is read: the page asks
 * again every few seconds until it settles), when it was last read and how many busy times it gave;
 * read again or removed (asked first). 'Lägg till kalender' opens its dialog.
 */
export function CalendarSources({ availability }: { availability: Availability }) {
  const refresh = useRefreshCalendarSource();
  const remove = useRemoveCalendarSource();
  const [adding, setAdding] = useState(false);
  const { sources } = availability;
  const full = sources.length >= INTERVIEW_LIMITS.maxSources;
  return (
    <>
      <ListCard
        title={t.title}
        description={t.description}
        texts={t}
        icon={CalendarDays}
        isEmpty={sources.length === 0}
        create={full ? null : { label: t.add, onClick: () => setAdding(true) }}
        footer={full ? t.limit : null}
        testId="calendar-sources"
      >
        <DataList
          label={t.title}
          rows={sources}
          columns={COLUMNS}
          rowKey={(source) => source.id}
          after={rowActions(t.actions, (source: CalendarSource) => ({
            children: (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t.refreshNamed(source.url)}
                disabled={source.state === 'pending' || refresh.isPending}
                onClick={() => refresh.mutate(source.id, { onSuccess: () => toast.success(t.refreshing) })}
                icon={RefreshCw}
              >
                {t.refresh}
              </Button>
            ),
            remove: {
              label: t.remove.label(source.url),
              title: t.remove.title,
              text: t.remove.text(source.url),
              confirm: t.remove.confirm,
              done: t.remove.done,
              run: () => remove.mutateAsync(source.id),
            },
          }))}
        />
      </ListCard>
      {adding ? <AddSourceDialog onClose={() => setAdding(false)} /> : null}
    </>
  );
}

const a = interviewStrings.addSource;

/** An ICS address, or a CalDAV server with its user and app password; read at once when added. */
function AddSourceDialog({ onClose }: { onClose: () => void }) {
  const add = useAddCalendarSource();
  const { form, onSubmit, busy, formError, field } = useActionForm({
    schema: actions.add_MyCalendarSource.input,
    defaultValues: { kind: 'ics' as 'ics' | 'caldav', url: '', username: '', password: '' },
    submit: (input) => add.mutateAsync(input),
    onSuccess: () => {
      toast.success(a.added);
      onClose();
    },
  });
  const kind = form.watch('kind');
  return (
    <Modal
      onClose={onClose}
      title={a.title}
      description={a.description}
      busy={busy}
      onSubmit={() => void onSubmit()}
      submit={{ label: a.submit }}
      error={formError}
    >
      <fieldset>
        <legend className="text-sm font-medium text-gray-800">{a.kind}</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(['ics', 'caldav'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-900">
              <input
                type="radio"
                value={value}
                {...form.register('kind')}
                className="size-4 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              />
              {a[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        key={kind}
        label={kind === 'ics' ? a.url : a.serverUrl}
        hint={kind === 'ics' ? a.icsHint : a.serverHint}
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        {...field('url')}
      />
      {kind === 'caldav' ? (
        <>
          <TextField label={a.username} required autoComplete="off" {...field('username')} />
          <PasswordField
            label={a.password}
            hint={a.passwordHint}
            required
            autoComplete="new-password"
            {...field('password')}
          />
        </>
      ) : null}
    </Modal>
  );
}
