import { formatDateTime, SYSTEM_TOOLS, type SystemStatus } from '@rekry/domain';
import { RefreshCw, ServerCog } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DataList, listColumn, type ListColumn } from '../../components/ui/data-list.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { showError } from '../../lib/error-toast.ts';
import { useSystemStatus } from './api.ts';
import { systemStrings as t } from './strings.ts';

/**
 * /admin/system (superuser): each program the server needs beside Node, installed with its version or
 * missing with what is off meanwhile and the Debian package that brings it. The server checks afresh on
 * every call, so Kontrollera igen after installing a package shows the truth.
 */
export function SystemStatusPage() {
  const status = useSystemStatus();
  const tools = status.data?.tools ?? [];
  const missing = tools.filter((tool) => !tool.present).length;
  const recheck = async () => {
    const result = await status.refetch();
    if (result.isError) showError(result.error, t.recheckFailed);
  };
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="space-y-6">
        {missing > 0 ? (
          <Alert tone="warning" title={t.missingSummary(missing, tools.length)}>
            {t.missingSummaryText}
          </Alert>
        ) : null}
        <ListCard
          title={t.list.title}
          description={
            status.data ? (
              <span aria-live="polite">
                {t.checkedAt(formatDateTime(status.data.checkedAt, { seconds: true }))}
              </span>
            ) : undefined
          }
          actions={
            <Button
              variant="secondary"
              size="sm"
              loading={status.isFetching}
              disabled={status.isFetching}
              onClick={() => void recheck()}
            >
              {status.isFetching ? null : <RefreshCw className="size-4" aria-hidden />}
              {status.isFetching && !status.isPending ? t.rechecking : t.recheck}
            </Button>
          }
          query={status}
          texts={t.list}
          icon={ServerCog}
          isEmpty={tools.length === 0}
          loadingRows={5}
        >
          <DataList label={t.list.label} rows={tools} columns={COLUMNS} rowKey={(tool) => tool.kind} />
        </ListCard>
      </div>
    </>
  );
}

/** A tool as the screen shows it, with the files that wait for it. */
type Tool = SystemStatus['tools'][number];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ToolBadge({ tool }: { tool: Tool }) {
  return tool.present ? (
    <Badge tone="green">{t.list.installed}</Badge>
  ) : (
    <Badge tone="red">{t.list.missing}</Badge>
  );
}

/** What is off while the tool is missing, and the Debian package that brings it. */
function MissingTool({ tool }: { tool: Tool }) {
  const info = SYSTEM_TOOLS[tool.kind];
  return (
    <div className="text-sm">
      <p className="text-gray-900">{capitalised(info.turnsOff)}.</p>
      <p className="mt-1 text-gray-700">
        {t.list.install}{' '}
        <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-[0.8125rem] break-all text-gray-900">
          {info.debianPackage}
        </code>
        .
      </p>
      <WaitingFiles tool={tool} />
    </div>
  );
}

/** The applicant files that wait for the tool: read once it is here (within a minute of its coming). */
function WaitingFiles({ tool }: { tool: Tool }) {
  if (!tool.waitingFiles) return null;
  return (
    <p className="mt-1 text-sm text-gray-700">
      {tool.present ? t.list.waitingPresent(tool.waitingFiles) : t.list.waiting(tool.waitingFiles)}
    </p>
  );
}

/** 'Version 7.5.9.2' when the tool said it (data such as Tesseract's Swedish has none). */
const versionOf = (tool: Tool) => (tool.version ? t.list.version(tool.version) : null);

/** A row a tool: a table on a desktop, a card on a phone. */
const COLUMNS: ListColumn<Tool>[] = [
  {
    key: 'program',
    header: t.list.program,
    className: 'w-1/4',
    cellClassName: 'font-medium text-gray-900',
    cell: (tool) => SYSTEM_TOOLS[tool.kind].name,
    card: { title: (tool) => SYSTEM_TOOLS[tool.kind].name },
  },
  // As wide as its badge: the details take the rest.
  {
    ...listColumn(
      'status',
      t.list.status,
      (tool) => <ToolBadge tool={tool} />,
      'trailing',
      'whitespace-nowrap',
    ),
    className: 'w-32',
  },
  {
    key: 'details',
    header: t.list.details,
    cellClassName: 'text-sm text-gray-700 tabular-nums',
    cell: (tool) =>
      tool.present ? (
        <>
          {versionOf(tool)}
          <WaitingFiles tool={tool} />
        </>
      ) : (
        <MissingTool tool={tool} />
      ),
    card: {
      subtitle: (tool) => (tool.present ? versionOf(tool) : null),
      details: (tool) => (tool.present ? <WaitingFiles tool={tool} /> : <MissingTool tool={tool} />),
    },
  },
];
