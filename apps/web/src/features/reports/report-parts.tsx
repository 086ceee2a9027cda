import { groupCountText } from '@rekry/domain';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { ChartTable } from '../../components/ui/chart-card.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import type { BoundaryQuery } from '../../components/ui/query-boundary.tsx';
import { showError } from '../../lib/error-toast.ts';
import { reportStrings as t } from './strings.ts';

/** A count that may be too small to show: 'färre än 5' (or 'dold') as the server gave it. */
export const countText = groupCountText;

/**
 * Horizontal bars, one per row with its name above it: widths are shares of the SVG's own width, so it
 * needs no measuring and its text keeps its size on a phone. One image to a screen reader, named by
 * `label` (the card's summary); the table beside it holds the numbers.
 */
export function BarChart({
  label,
  bars,
}: {
  label: string;
  bars: { name: string; value: number; text?: string }[];
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const row = 38;
  return (
    <svg
      role="img"
      aria-label={label}
      width="100%"
      height={bars.length * row}
      className="block print:break-inside-avoid"
    >
      {bars.map((bar, i) => {
        // The longest bar leaves room for its number after it.
        const share = (bar.value / max) * 80;
        return (
          <g key={`${bar.name}-${i}`}>
            <text x="0" y={i * row + 12} className="fill-gray-700 text-xs">
              {bar.name}
            </text>
            <rect
              x="0"
              y={i * row + 17}
              width={`${Math.max(share, 0.5)}%`}
              height="14"
              rx="2"
              className="fill-brand-600"
            />
            <text
              x={`${Math.max(share, 0.5) + 1.5}%`}
              y={i * row + 28}
              className="fill-gray-900 text-xs tabular-nums"
            >
              {bar.text ?? bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A report's numbers (the shared chart table), its box named apart from the card of the same title. */
export function ReportTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly string[];
  rows: string[][];
}) {
  return (
    <ChartTable
      caption={caption}
      head={head}
      rows={rows as [string, ...string[]][]}
      label={t.tableOf(caption)}
    />
  );
}

/** 'Exportera CSV': the card's report with the page's filter, as a file. */
export function ExportButton({ title, run }: { title: string; run: () => Promise<number> }) {
  const [busy, setBusy] = useState(false);
  async function click() {
    setBusy(true);
    try {
      toast.success(t.exported(await run()));
    } catch (error) {
      showError(error, t.exportFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      onClick={click}
      className="print:hidden"
      icon={Download}
    >
      {t.exportCsv} <span className="sr-only">{title}</span>
    </Button>
  );
}

/** One report's card: its title, what it shows, its states (loading, failed, empty) and 'Exportera CSV'. */
export function ReportCard({
  title,
  description,
  query,
  isEmpty,
  empty = t.empty,
  exportCsv,
  testId,
  children,
}: {
  title: string;
  description: string;
  query: BoundaryQuery;
  isEmpty: boolean;
  empty?: string;
  exportCsv?: () => Promise<number>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <ListCard
      title={title}
      description={description}
      region
      className="min-w-0 print:break-inside-avoid print:shadow-none"
      testId={testId}
      query={query}
      texts={{ loading: t.loading, failed: t.failed(title), empty, emptyText: t.emptyText }}
      isEmpty={isEmpty}
      actions={exportCsv ? <ExportButton title={title} run={exportCsv} /> : undefined}
    >
      <div className="space-y-4 p-4 sm:p-5">{children}</div>
    </ListCard>
  );
}
